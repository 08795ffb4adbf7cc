import { useId } from 'react'
import { cn } from '../../../lib/cn.ts'
import { buttonVariants } from '../../../primitives/Button/Button.tsx'
import { ChatIcon } from '../../../primitives/icons/icons.tsx'
import { Link } from '../../../primitives/Link/Link.tsx'

export interface HomeCallToActionLink {
  /** What the link says. */
  label: string
  /** A path inside the store, or a full URL when `external` is set. */
  href: string
  /**
   * Opens outside the store (e.g. the messaging app) in a new tab.
   * @defaultValue false
   */
  external?: boolean
}

export interface HomeCallToActionProps {
  /** The closing question or invitation, e.g. `Questions about sizes? Chat with us`. */
  heading: string
  /** One line under the heading. */
  text: string
  /** The main action, drawn as a filled button; a chat link shows the chat icon. */
  primary: HomeCallToActionLink
  /** A quieter second action, drawn as an outlined button. */
  secondary?: HomeCallToActionLink
  className?: string
}

function ActionLink({
  link,
  className,
  icon,
}: {
  link: HomeCallToActionLink
  className: string
  icon?: boolean
}) {
  const content = (
    <>
      {icon ? <ChatIcon width={20} height={20} /> : null}
      {link.label}
    </>
  )
  if (!link.external) {
    return (
      <Link href={link.href} className={className}>
        {content}
      </Link>
    )
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
      {content}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

/** The home page's last word: a question shoppers often have, and where to get the answer. */
export function HomeCallToAction({
  heading,
  text,
  primary,
  secondary,
  className,
}: HomeCallToActionProps) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-card bg-surface-sunken px-6 py-12 text-center sm:px-12 sm:py-16',
        className,
      )}
    >
      <h2 id={headingId} className="font-display text-3xl text-ink sm:text-4xl">
        {heading}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-muted sm:text-lg">{text}</p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ActionLink
          link={primary}
          icon={primary.external}
          className={buttonVariants({ size: 'lg' })}
        />
        {secondary ? (
          <ActionLink
            link={secondary}
            className={buttonVariants({ variant: 'secondary', size: 'lg' })}
          />
        ) : null}
      </div>
    </section>
  )
}
