import { PAGE_ROUTES } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { Link } from '../../../primitives/Link/Link.tsx'

/** The store team's sections, in the order the admin shell shows them. */
export const ADMIN_SECTIONS = [
  { id: 'orders', label: 'Orders', href: PAGE_ROUTES.adminOrders },
  { id: 'products', label: 'Products', href: PAGE_ROUTES.adminProducts },
  { id: 'messages', label: 'Messages', href: PAGE_ROUTES.adminMessages },
  { id: 'settings', label: 'Settings', href: PAGE_ROUTES.adminSettings },
] as const

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['id']

export interface AdminSectionNavProps {
  /** The section the page belongs to: its link is marked. */
  current: AdminSection
  /**
   * Whether the page is the section's own page (`aria-current="page"`), or a page inside it,
   * such as a product's editor (`aria-current="true"`).
   * @defaultValue true
   */
  onSectionPage?: boolean
  className?: string
}

/**
 * The admin shell's section links ("Orders", "Products", "Messages", "Settings"), the current one marked, so the store
 * team moves between its tools without going back through the account menu.
 */
export function AdminSectionNav({
  current,
  onSectionPage = true,
  className,
}: AdminSectionNavProps) {
  return (
    <nav aria-label="Store team" className={cn('mb-6', className)}>
      <ul className="flex flex-wrap gap-2">
        {ADMIN_SECTIONS.map((section) => {
          const active = section.id === current
          return (
            <li key={section.id}>
              <Link
                href={section.href}
                aria-current={active ? (onSectionPage ? 'page' : 'true') : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold tracking-wide transition-colors',
                  active
                    ? 'border-brand bg-brand text-brand-ink'
                    : 'border-line text-ink hover:border-ink/40',
                )}
              >
                {section.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
