import type { ContactMessage, MessageFilter } from '@adire/contract'
import { useId } from 'react'
import { cn } from '../../../lib/cn.ts'
import { formatOrderDateTime, isoDateTime } from '../../../lib/dates.ts'
import { Button, buttonVariants } from '../../../primitives/Button/Button.tsx'
import { INBOX_ADMIN_TEXTS as T } from '../texts.ts'

export interface MessageInboxProps {
  /** The page of messages, newest first, as the server answers them. */
  messages: readonly ContactMessage[]
  /** Which messages are listed: the empty inbox says so in its own words. */
  show: MessageFilter
  /** Marks a message handled (true) or open again (false). */
  onHandled: (id: string, handled: boolean) => void
  /** The message being marked, if one is: its button waits. */
  marking?: string | null
  className?: string
}

/** An e-mail to the shopper, answering their message, with it quoted below. */
export function replyHref({ email, message }: Pick<ContactMessage, 'email' | 'message'>) {
  const quoted = message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  const query = new URLSearchParams({ subject: T.replySubject, body: `\n\n${quoted}` })
  // mailto wants %20 for spaces, not the + of a form.
  return `mailto:${email}?${query.toString().replaceAll('+', '%20')}`
}

/**
 * The store team's inbox (docs/product.md §11.8): each message from the contact page with who
 * sent it and when, whether it is handled (and by whom), a reply by e-mail with the message
 * quoted, and the button that marks it handled or open again.
 */
export function MessageInbox({
  messages,
  show,
  onHandled,
  marking = null,
  className,
}: MessageInboxProps) {
  if (messages.length === 0) {
    return <p className={cn('py-10 text-center text-muted', className)}>{T.empty[show]}</p>
  }
  return (
    <ol aria-label={T.list} className={cn('flex flex-col gap-4', className)}>
      {messages.map((message) => (
        <li key={message.id}>
          <MessageCard
            message={message}
            marking={marking === message.id}
            onHandled={(handled) => onHandled(message.id, handled)}
          />
        </li>
      ))}
    </ol>
  )
}

function MessageCard({
  message,
  marking,
  onHandled,
}: {
  message: ContactMessage
  marking: boolean
  onHandled: (handled: boolean) => void
}) {
  const titleId = useId()
  const { handled } = message
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'rounded-card border p-4 sm:p-5',
        handled ? 'border-line bg-surface' : 'border-ink/30 bg-surface-raised',
      )}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={titleId} className="text-base font-semibold text-ink">
          {message.name}
        </h2>
        <time dateTime={isoDateTime(message.receivedAt)} className="text-sm text-muted">
          {T.received(formatOrderDateTime(message.receivedAt))}
        </time>
      </header>
      <p className="break-all text-sm text-muted">{message.email}</p>
      <p className="mt-3 whitespace-pre-line break-words text-sm text-ink">{message.message}</p>
      <p className="mt-3 text-sm">
        {handled ? (
          <span className="text-muted">
            {T.handledBy(handled.by, formatOrderDateTime(handled.at))}
          </span>
        ) : (
          <span className="inline-flex items-center rounded-full bg-accent/15 px-2.5 py-0.5 font-semibold text-ink">
            {T.isNew}
          </span>
        )}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={replyHref(message)}
          className={buttonVariants({ variant: handled ? 'secondary' : 'primary', size: 'sm' })}
        >
          {T.reply}
        </a>
        <Button
          variant="secondary"
          size="sm"
          disabled={marking}
          aria-busy={marking || undefined}
          onClick={() => onHandled(!handled)}
        >
          {marking ? T.marking : handled ? T.markOpen : T.markHandled}
        </Button>
      </div>
    </article>
  )
}
