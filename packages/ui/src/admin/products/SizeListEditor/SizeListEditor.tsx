import { PRODUCT_MESSAGES, SIZE_PRESETS } from '@adire/contract'
import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { Button } from '../../../primitives/Button/Button.tsx'
import { ChevronLeftIcon, CloseIcon } from '../../../primitives/icons/icons.tsx'
import { controlClassName } from '../../../primitives/TextField/Field.tsx'
import { FieldMessage } from '../../../primitives/TextField/FieldMessage.tsx'
import { PRODUCT_ADMIN_TEXTS as T } from '../texts.ts'

export interface SizeListEditorProps {
  /** The sizes, in the order shoppers see them. */
  sizes: readonly string[]
  /** Called with the whole list after each change. */
  onChange: (sizes: string[]) => void
  /** The field's message (from the form's check, or the server's). */
  error?: string | undefined
  /**
   * The new-size input's `name` and `id`: the form focuses it when the sizes are invalid.
   * @defaultValue 'sizes'
   */
  name?: string
  className?: string
}

const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-full text-ink hover:bg-ink/5 disabled:cursor-not-allowed disabled:opacity-40'

/**
 * The sizes of a product as an ordered list: add one (Enter or "Add size"), or a set at once
 * (S–XXL, 36–46, One size: the sizes not listed yet, said aloud), move one earlier or later,
 * remove one. The order is the order shoppers pick from. The focus stays on the size being
 * moved, and a size already listed (in any case) is refused at once.
 */
export function SizeListEditor({
  sizes,
  onChange,
  error,
  name = 'sizes',
  className,
}: SizeListEditorProps) {
  const id = useId()
  const [draft, setDraft] = useState('')
  const [refusal, setRefusal] = useState<string | null>(null)
  /** What the last set added, for a screen reader and the eye. */
  const [announced, setAnnounced] = useState<string | null>(null)
  const list = useRef<HTMLOListElement>(null)
  const input = useRef<HTMLInputElement>(null)
  // After a move or removal, where the focus goes once the list has re-rendered.
  const [focusNext, setFocusNext] = useState<{ index: number; action: string } | null>(null)

  useEffect(() => {
    if (!focusNext) return
    setFocusNext(null)
    const row = list.current?.children[focusNext.index]
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-action="${focusNext.action}"]`)
    const target =
      wanted && !wanted.disabled
        ? wanted
        : (row?.querySelector<HTMLButtonElement>('button:not(:disabled)') ?? input.current)
    target?.focus()
  }, [focusNext])

  const message = refusal ?? error
  const messageId = message ? `${id}-message` : undefined
  const hintId = `${id}-hint`

  const add = () => {
    const size = draft.trim()
    if (!size) return
    if (sizes.some((s) => s.toLowerCase() === size.toLowerCase())) {
      setRefusal(PRODUCT_MESSAGES.sameSize)
      return
    }
    onChange([...sizes, size])
    setDraft('')
    setRefusal(null)
    setAnnounced(null)
  }

  const addSet = (preset: (typeof SIZE_PRESETS)[number]) => {
    const listed = new Set(sizes.map((s) => s.toLowerCase()))
    const fresh = preset.sizes.filter((size) => !listed.has(size.toLowerCase()))
    setRefusal(null)
    if (fresh.length === 0) {
      setAnnounced(T.presetListed(preset.label))
      return
    }
    onChange([...sizes, ...fresh])
    setAnnounced(T.presetAdded(fresh))
  }

  const move = (index: number, by: -1 | 1) => {
    const to = index + by
    if (to < 0 || to >= sizes.length) return
    const next = [...sizes]
    const [size] = next.splice(index, 1)
    next.splice(to, 0, size as string)
    onChange(next)
    setFocusNext({ index: to, action: by === -1 ? 'up' : 'down' })
  }

  const remove = (index: number) => {
    onChange(sizes.filter((_, i) => i !== index))
    setFocusNext({ index: Math.min(index, sizes.length - 2), action: 'remove' })
  }

  return (
    <fieldset className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{T.sizes}</legend>
      <p id={hintId} className="text-sm text-muted">
        {T.sizesHint}
      </p>
      <fieldset className="mb-1">
        <legend className="sr-only">{T.presets}</legend>
        <div className="flex flex-wrap items-center gap-2">
          <span aria-hidden="true" className="text-sm text-muted">
            {T.presets}:
          </span>
          {SIZE_PRESETS.map((preset) => (
            <Button key={preset.label} size="sm" variant="secondary" onClick={() => addSet(preset)}>
              {preset.label}
            </Button>
          ))}
        </div>
      </fieldset>
      {sizes.length === 0 ? (
        <p className="text-sm text-muted">{T.noSizes}</p>
      ) : (
        <ol
          ref={list}
          aria-label={T.sizes}
          className="divide-y divide-line rounded-lg border border-line bg-surface-raised"
        >
          {sizes.map((size, index) => (
            <li key={size} className="flex items-center gap-2 py-1 pr-1 pl-3 text-sm">
              <span className="w-6 text-muted tabular-nums" aria-hidden="true">
                {index + 1}.
              </span>
              <span className="min-w-0 flex-1 break-all font-medium text-ink">{size}</span>
              <button
                type="button"
                data-action="up"
                aria-label={T.sizeUp(size)}
                disabled={index === 0}
                onClick={() => move(index, -1)}
                className={iconButton}
              >
                <ChevronLeftIcon width={18} height={18} className="rotate-90" />
              </button>
              <button
                type="button"
                data-action="down"
                aria-label={T.sizeDown(size)}
                disabled={index === sizes.length - 1}
                onClick={() => move(index, 1)}
                className={iconButton}
              >
                <ChevronLeftIcon width={18} height={18} className="-rotate-90" />
              </button>
              <button
                type="button"
                data-action="remove"
                aria-label={T.removeSize(size)}
                onClick={() => remove(index)}
                className={cn(iconButton, 'text-danger')}
              >
                <CloseIcon width={18} height={18} />
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-1 flex gap-2">
        <label htmlFor={`${id}-new`} className="sr-only">
          {T.newSize}
        </label>
        <input
          ref={input}
          id={`${id}-new`}
          name={name}
          value={draft}
          placeholder={T.newSize}
          autoComplete="off"
          enterKeyHint="enter"
          aria-invalid={message ? true : undefined}
          aria-describedby={[hintId, messageId].filter(Boolean).join(' ')}
          onChange={(event) => {
            setDraft(event.target.value)
            setRefusal(null)
          }}
          onKeyDown={(event) => {
            // Enter adds the size instead of sending the whole form.
            if (event.key === 'Enter') {
              event.preventDefault()
              add()
            }
          }}
          className={cn(controlClassName, 'h-11 min-w-0 flex-1')}
        />
        <Button variant="secondary" onClick={add}>
          {T.addSize}
        </Button>
      </div>
      {message ? <FieldMessage id={messageId}>{message}</FieldMessage> : null}
      {/* Polite, not a status: the form's own status says whether it was saved. */}
      <p aria-live="polite" className="text-sm text-muted">
        {announced}
      </p>
    </fieldset>
  )
}
