import { PAGE_ROUTES } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { Link } from '../../../primitives/Link/Link.tsx'

/** The store team's sections, in the order the admin shell shows them (docs/product.md §11.10). */
export const ADMIN_SECTIONS = [
  { id: 'home', label: 'Home', href: PAGE_ROUTES.adminHome },
  { id: 'orders', label: 'Orders', href: PAGE_ROUTES.adminOrders },
  { id: 'products', label: 'Products', href: PAGE_ROUTES.adminProducts },
  { id: 'discounts', label: 'Discounts', href: PAGE_ROUTES.adminDiscounts },
  { id: 'customers', label: 'Customers', href: PAGE_ROUTES.adminCustomers },
  { id: 'messages', label: 'Messages', href: PAGE_ROUTES.adminMessages },
  { id: 'settings', label: 'Settings', href: PAGE_ROUTES.adminSettings },
] as const

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['id']

/** Work waiting in a section, beside its link: orders to pack, unread messages. */
export type AdminSectionCounts = Partial<Record<AdminSection, number>>

/** What a section's count says to a screen reader (the badge shows the number alone). */
const COUNT_TEXTS: Partial<Record<AdminSection, (n: number) => string>> = {
  orders: (n) => (n === 1 ? '1 order to pack' : `${n} orders to pack`),
  messages: (n) => (n === 1 ? '1 unread message' : `${n} unread messages`),
}

export interface AdminSectionNavProps {
  /** The section the page belongs to: its link is marked. */
  current: AdminSection
  /**
   * Whether the page is the section's own page (`aria-current="page"`), or a page inside it,
   * such as a product's editor (`aria-current="true"`).
   * @defaultValue true
   */
  onSectionPage?: boolean
  /**
   * Work waiting per section, shown as a badge beside its link when more than 0.
   * @defaultValue {}
   */
  counts?: AdminSectionCounts
  className?: string
}

/**
 * The admin shell's section links (Home, Orders, Products, Discounts, Customers, Messages,
 * Settings), the current one marked and the work waiting counted beside Orders and Messages. On a
 * phone the row scrolls sideways instead of wrapping: it stays one line high whatever the counts.
 */
export function AdminSectionNav({
  current,
  onSectionPage = true,
  counts = {},
  className,
}: AdminSectionNavProps) {
  // Positioned: the counts' screen-reader texts (absolutely placed) then scroll with the row
  // instead of widening the page.
  return (
    <nav aria-label="Store team" className={cn('relative overflow-x-auto', className)}>
      <ul className="flex w-max gap-2 py-1">
        {ADMIN_SECTIONS.map((section) => {
          const active = section.id === current
          const count = counts[section.id] ?? 0
          const countText = COUNT_TEXTS[section.id]
          const countId = `admin-nav-count-${section.id}`
          const shown = count > 0 && countText !== undefined
          return (
            <li key={section.id} className="flex items-center">
              <Link
                href={section.href}
                aria-current={active ? (onSectionPage ? 'page' : 'true') : undefined}
                aria-describedby={shown ? countId : undefined}
                className={cn(
                  'inline-flex h-9 items-center gap-2 whitespace-nowrap rounded-full border px-4 text-sm font-semibold tracking-wide transition-colors',
                  active
                    ? 'border-brand bg-brand text-brand-ink'
                    : 'border-line text-ink hover:border-ink/40',
                )}
              >
                {section.label}
                {shown ? (
                  <span
                    aria-hidden="true"
                    data-testid={`count-${section.id}`}
                    className={cn(
                      'inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1.5 text-xs leading-none tabular-nums',
                      active ? 'bg-brand-ink text-brand' : 'bg-brand text-brand-ink',
                    )}
                  >
                    {count}
                  </span>
                ) : null}
              </Link>
              {shown ? (
                <span id={countId} className="sr-only">
                  {countText(count)}
                </span>
              ) : null}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
