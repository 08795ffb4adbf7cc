import { PAGE_ROUTES } from '@adire/contract'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '../Button/Button.tsx'
import { CloseIcon, SearchIcon } from '../icons/icons.tsx'

export interface HeaderSearchProps {
  /** Whether the search row is open under the bar (controlled by the bar). */
  open: boolean
  onOpenChange: (open: boolean) => void
  /**
   * Called with the text when the shopper searches; the page then shows the collection searched
   * for it. Without it the form goes to the collection as a plain form would (`?q=`).
   */
  onSearch?: ((query: string) => void) | undefined
}

/**
 * The search of every page (issue 41): a row under the navigation bar, opened by its magnifier,
 * that searches the collection. Escape or the close button closes it and hands focus back.
 */
export function HeaderSearch({ open, onOpenChange, onSearch }: HeaderSearchProps) {
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')

  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])

  if (!open) return null
  const close = () => {
    onOpenChange(false)
    document.getElementById(HEADER_SEARCH_BUTTON_ID)?.focus()
  }
  return (
    <div className="border-t border-line bg-surface">
      {/* biome-ignore lint/a11y/useSemanticElements: browsers before 2023, still common on budget phones, do not expose <search> as a landmark */}
      <form
        role="search"
        aria-label="Search the store"
        action={PAGE_ROUTES.collection}
        method="get"
        onSubmit={(event) => {
          const query = text.trim()
          if (!onSearch) return
          event.preventDefault()
          onSearch(query)
          onOpenChange(false)
          setText('')
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault()
            close()
          }
        }}
        className="mx-auto flex w-full max-w-7xl items-center gap-2 px-4 py-3 sm:px-6 lg:px-8"
      >
        <label htmlFor={inputId} className="sr-only">
          Search products
        </label>
        <div className="relative min-w-0 flex-1">
          <SearchIcon
            width={20}
            height={20}
            className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted"
          />
          <input
            ref={inputRef}
            id={inputId}
            name="q"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search products"
            autoComplete="off"
            enterKeyHint="search"
            className="h-11 w-full rounded-full border border-line bg-surface-raised pr-4 pl-11 text-base text-ink placeholder:text-muted hover:border-ink/40 [&::-webkit-search-cancel-button]:appearance-none"
          />
        </div>
        <Button type="submit" className="shrink-0">
          Search
        </Button>
        <button
          type="button"
          aria-label="Close search"
          onClick={close}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-ink/5"
        >
          <CloseIcon />
        </button>
      </form>
    </div>
  )
}

/** The bar's magnifier, which focus returns to when the search row closes. */
export const HEADER_SEARCH_BUTTON_ID = 'header-search-button'
