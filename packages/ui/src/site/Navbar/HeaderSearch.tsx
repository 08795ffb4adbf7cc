import { PAGE_ROUTES } from '@adire/contract'
import { useEffect, useRef, useState } from 'react'
import { CloseIcon } from '../../primitives/icons/icons.tsx'
import { SearchField } from '../../primitives/SearchField/SearchField.tsx'

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

/** The bar's magnifier, which focus returns to when the search row closes. */
export const HEADER_SEARCH_BUTTON_ID = 'header-search-button'

/**
 * The search of every page (issue 41): a row under the navigation bar, opened by its magnifier,
 * that searches the collection. Escape (once the box is empty) or the close button closes it and
 * hands focus back to the magnifier.
 */
export function HeaderSearch({ open, onOpenChange, onSearch }: HeaderSearchProps) {
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
      <div className="mx-auto flex w-full max-w-7xl items-center gap-2 px-4 py-3 sm:px-6 lg:px-8">
        <SearchField
          value={text}
          onValueChange={setText}
          onSearch={
            onSearch &&
            ((query) => {
              onSearch(query.trim())
              onOpenChange(false)
              setText('')
            })
          }
          landmarkLabel="Search the store"
          action={PAGE_ROUTES.collection}
          name="q"
          submitLabel="Search"
          inputRef={inputRef}
          onEscape={close}
          className="min-w-0 flex-1"
        />
        <button
          type="button"
          aria-label="Close search"
          onClick={close}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-ink/5"
        >
          <CloseIcon />
        </button>
      </div>
    </div>
  )
}
