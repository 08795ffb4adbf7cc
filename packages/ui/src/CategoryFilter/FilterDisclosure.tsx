import { type ReactNode, useId, useState } from 'react'
import { ChevronDownIcon, FiltersIcon } from '../icons/icons.tsx'
import { cn } from '../lib/cn.ts'

export interface FilterDisclosureProps {
  /** How many filters are on, shown on the button so a closed panel still tells. */
  activeCount: number
  /** Whether the panel is open on small screens (controlled). */
  open?: boolean
  /**
   * Whether the panel starts open on small screens (uncontrolled).
   * @defaultValue false
   */
  defaultOpen?: boolean
  /** Called when the shopper opens or closes the panel. */
  onOpenChange?: (open: boolean) => void
  /** The filters, e.g. a `CategoryFilter`. */
  children: ReactNode
  className?: string
}

/**
 * The filter panel: behind a "Filters" button below the `md` breakpoint, where the products
 * need the width, and always open from `md` up, where it sits as a sidebar. CSS alone decides,
 * so it renders the same on the server and needs no window size.
 */
export function FilterDisclosure({
  activeCount,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
  className,
}: FilterDisclosureProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const open = openProp ?? uncontrolledOpen
  const panelId = useId()

  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next)
    onOpenChange?.(next)
  }

  return (
    <div data-state={open ? 'open' : 'closed'} className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
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
        <ChevronDownIcon
          width={20}
          height={20}
          className={cn('ml-auto transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        className={cn(
          'mt-3 rounded-card border border-line bg-surface-raised p-3 md:mt-0 md:block md:border-0 md:bg-transparent md:p-0',
          open ? 'block' : 'hidden',
        )}
      >
        {children}
      </div>
    </div>
  )
}
