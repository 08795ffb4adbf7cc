import { type Ref, useId, useRef } from 'react'
import { cn } from '../../lib/cn.ts'
import { Button } from '../Button/Button.tsx'
import { CloseIcon, SearchIcon } from '../icons/icons.tsx'

export interface SearchFieldProps {
  /** The text in the field. */
  value: string
  /** Called on every keystroke with the new text. */
  onValueChange: (value: string) => void
  /**
   * Called with the text to apply at once, without waiting for a debounce: on Enter, and with
   * `''` when the shopper clears the field.
   */
  onSearch?: (value: string) => void
  /**
   * The field's label, read out by screen readers and shown as its placeholder.
   * @defaultValue 'Search products'
   */
  label?: string
  /** The search landmark's own name, where the page has more than one search. */
  landmarkLabel?: string
  /**
   * Where the form goes as a plain form (a page before its script, or without one), the text
   * as `name`; and a visible submit button, `submitLabel`, beside the box.
   */
  action?: string
  name?: string
  submitLabel?: string
  inputRef?: Ref<HTMLInputElement>
  /** Called on Escape in an empty box (the first Escape clears the text), e.g. to close it. */
  onEscape?: () => void
  className?: string
}

/**
 * A search box with a clear button. The label is visually hidden but repeated as the
 * placeholder, so what a shopper sees is what a screen reader says.
 */
export function SearchField({
  value,
  onValueChange,
  onSearch,
  label = 'Search products',
  landmarkLabel,
  action,
  name,
  submitLabel,
  inputRef: outerRef,
  onEscape,
  className,
}: SearchFieldProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)

  const clear = () => {
    onValueChange('')
    onSearch?.('')
    inputRef.current?.focus()
  }
  // The box's own ref (for `clear`) and the caller's (to focus it), as one.
  const refs = (input: HTMLInputElement | null) => {
    inputRef.current = input
    if (typeof outerRef === 'function') outerRef(input)
    else if (outerRef) outerRef.current = input
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: browsers before 2023, still common on budget phones, do not expose <search> as a landmark; role="search" works everywhere
    <form
      role="search"
      aria-label={landmarkLabel}
      action={action}
      method={action ? 'get' : undefined}
      className={cn(submitLabel && 'flex items-center gap-2', className)}
      onSubmit={(event) => {
        // With no script to take it, a form with an `action` goes there by itself.
        if (!onSearch && action) return
        event.preventDefault()
        onSearch?.(value)
      }}
    >
      <div className="relative min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <SearchIcon
          width={20}
          height={20}
          className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted"
        />
        <input
          ref={refs}
          id={id}
          name={name}
          type="search"
          value={value}
          placeholder={label}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={(event) => {
            // Browsers clear a search box on Escape natively, but not for synthesised key events
            // (assistive tools, tests), and not through React's state.
            if (event.key !== 'Escape') return
            if (value) {
              event.preventDefault()
              clear()
            } else if (onEscape) {
              event.preventDefault()
              onEscape()
            }
          }}
          // The browser's own clear cross is hidden: ours is bigger and works in every browser.
          className="h-11 w-full rounded-full border border-line bg-surface-raised pr-11 pl-11 text-base text-ink placeholder:text-muted hover:border-ink/40 [&::-webkit-search-cancel-button]:appearance-none"
        />
        {value ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={clear}
            className="absolute top-1/2 right-1 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-ink/5 hover:text-ink"
          >
            <CloseIcon width={18} height={18} />
          </button>
        ) : null}
      </div>
      {submitLabel ? (
        <Button type="submit" className="shrink-0">
          {submitLabel}
        </Button>
      ) : null}
    </form>
  )
}
