import { type OrderNote, OrderNoteRequest } from '@adire/contract'
import { useId, useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { formatOrderDateTime, isoDateTime } from '../../../lib/dates.ts'
import { Button } from '../../../primitives/Button/Button.tsx'
import { FormAlert } from '../../../primitives/FormAlert/FormAlert.tsx'
import { TextArea } from '../../../primitives/TextArea/TextArea.tsx'
import { ORDERS_ADMIN_TEXTS } from '../texts.ts'

const T = ORDERS_ADMIN_TEXTS.notes

export interface OrderNotesProps {
  /** The order's notes, newest first, as the server answers them. */
  notes: readonly OrderNote[]
  /**
   * The team adds a note (already checked with the contract's rules). Resolves when it is kept;
   * the text box empties then, and stays as typed when it rejects.
   */
  onAdd: (text: string) => Promise<unknown>
  /**
   * The note is on its way to the server.
   * @defaultValue false
   */
  adding?: boolean
  /** Why the server refused the last note. */
  error?: string | null
  className?: string
}

/**
 * The store team's internal notes on an order (docs/product.md §11.11): newest first, each with
 * who wrote it and when, and a box to add one (up to 1000 characters). Never shown to shoppers.
 */
export function OrderNotes({ notes, onAdd, adding = false, error, className }: OrderNotesProps) {
  const headingId = useId()
  const [text, setText] = useState('')
  const [invalid, setInvalid] = useState<string | undefined>()
  return (
    <section aria-labelledby={headingId} aria-busy={adding || undefined} className={className}>
      <h3 id={headingId} className="mb-1 text-sm font-semibold text-ink">
        {T.heading}
      </h3>
      <p className="mb-3 text-xs text-muted">{T.hint}</p>
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          if (adding) return
          const parsed = OrderNoteRequest.safeParse({ text })
          setInvalid(parsed.success ? undefined : parsed.error.issues[0]?.message)
          if (!parsed.success) return
          onAdd(parsed.data.text).then(
            () => setText(''),
            () => undefined,
          )
        }}
      >
        <TextArea
          label={T.label}
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={invalid}
        />
        {error && !adding ? <FormAlert>{error}</FormAlert> : null}
        <div>
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            disabled={adding}
            aria-busy={adding || undefined}
          >
            {adding ? T.adding : T.add}
          </Button>
        </div>
      </form>
      {notes.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{T.none}</p>
      ) : (
        <ol aria-label={T.list} className="mt-4 flex flex-col gap-3">
          {notes.map((note) => (
            <li key={note.id} className={cn('rounded-lg border border-line p-3 text-sm')}>
              <p className="break-words whitespace-pre-line text-ink">{note.text}</p>
              <p className="mt-1 text-xs text-muted">
                <time dateTime={isoDateTime(note.at)}>{formatOrderDateTime(note.at)}</time>
                {` · ${T.by(note.by)}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
