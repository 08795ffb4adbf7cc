import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../../primitives/Button/Button.tsx'
import { CloseIcon, FiltersIcon } from '../../../primitives/icons/icons.tsx'

/** Tailwind's `md`: from here up the filters are a sidebar, below it a sheet. */
const SIDEBAR_QUERY = '(min-width: 48rem)'

export interface FilterDisclosureProps {
  /** How many filters are on, shown on the button so a closed sheet still tells. */
  activeCount: number
  /** Whether the sheet is open on small screens (controlled). */
  open?: boolean
  /**
   * Whether the sheet starts open on small screens (uncontrolled).
   * @defaultValue false
   */
  defaultOpen?: boolean
  /** Called when the shopper opens or closes the sheet. */
  onOpenChange?: (open: boolean) => void
  /**
   * The sheet's closing button, saying what the shopper goes back to (e.g. `Show 12 products`).
   * @defaultValue 'Done'
   */
  doneLabel?: string
  /** The filters, e.g. a `CategoryFilter`. */
  children: ReactNode
  className?: string
}

/**
 * The filter panel: from `md` up a sidebar, always open; below it a "Filters" button that opens
 * the filters as a sheet over the bottom of the screen (a modal `<dialog>`: focus stays inside,
 * Escape and the backdrop close it), so opening them never pushes the products off the screen
 * (issue 41). Filters apply as they change; the sheet's button shows what they leave. CSS decides
 * which form shows, so the page renders the same on the server and needs no window size.
 */
export function FilterDisclosure({
  activeCount,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  doneLabel = 'Done',
  children,
  className,
}: FilterDisclosureProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const open = openProp ?? uncontrolledOpen
  const sheetRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  const setOpen = (next: boolean) => {
    if (next === open) return
    setUncontrolledOpen(next)
    onOpenChange?.(next)
  }
  // Read by the listeners below without subscribing them again at every render.
  const setOpenRef = useRef(setOpen)
  setOpenRef.current = setOpen

  useEffect(() => {
    const sheet = sheetRef.current
    if (!sheet) return
    // Only below `md`: a modal sheet hidden by CSS would leave the page behind it inert.
    const small = !window.matchMedia(SIDEBAR_QUERY).matches
    if (open && small && !sheet.open) sheet.showModal()
    if (!open && sheet.open) sheet.close()
  }, [open])

  // A phone turned into a wide tablet while the sheet is open: the sidebar takes over.
  useEffect(() => {
    const wide = window.matchMedia(SIDEBAR_QUERY)
    const closeSheet = () => {
      if (wide.matches) setOpenRef.current(false)
    }
    wide.addEventListener('change', closeSheet)
    return () => wide.removeEventListener('change', closeSheet)
  }, [])

  return (
    <div data-state={open ? 'open' : 'closed'} className={className}>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="flex h-11 w-full items-center gap-2 rounded-full border border-line bg-surface-raised px-4 text-sm font-semibold text-ink hover:border-ink/40 md:hidden"
      >
        <FiltersIcon width={20} height={20} />
        Filters
        {activeCount > 0 ? (
          <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1.5 text-xs leading-none text-brand-ink">
            {activeCount}
            {/* Read as "Filters 2 active": the number alone would not say what it counts. */}
            <span className="sr-only"> active</span>
          </span>
        ) : null}
      </button>

      <div className="hidden md:block">{children}</div>

      <dialog
        ref={sheetRef}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        // The browser closes a modal dialog on Escape by itself; handling the key here as well
        // keeps the behaviour when the key event is synthesised (assistive tools, tests).
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault()
            setOpen(false)
          }
        }}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) setOpen(false)
        }}
        className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[85dvh] w-full max-w-none rounded-t-2xl bg-surface-raised p-0 text-ink backdrop:bg-black/50 md:hidden"
      >
        {open ? (
          <div className="flex max-h-[85dvh] flex-col">
            <div className="flex items-center justify-between border-b border-line px-4 py-2">
              <h2 id={titleId} className="font-semibold tracking-wider">
                Filters
              </h2>
              <button
                type="button"
                aria-label="Close filters"
                onClick={() => setOpen(false)}
                className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-ink/5"
              >
                <CloseIcon />
              </button>
            </div>
            <div className="flex-1 overflow-y-auto p-4">{children}</div>
            <div className="border-t border-line p-4">
              <Button className="w-full" onClick={() => setOpen(false)}>
                {doneLabel}
              </Button>
            </div>
          </div>
        ) : null}
      </dialog>
    </div>
  )
}
