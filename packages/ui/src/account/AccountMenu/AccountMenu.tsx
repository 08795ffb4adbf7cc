import { PAGE_ROUTES } from '@adire/contract'
import { useEffect, useId, useRef, useState } from 'react'
import { UserIcon } from '../../primitives/icons/icons.tsx'
import { Link } from '../../primitives/Link/Link.tsx'

/** The shopper's own pages behind the account icon, in the menu's order. */
export const ACCOUNT_LINKS = [
  { label: 'My account', href: PAGE_ROUTES.account },
  { label: 'Addresses', href: PAGE_ROUTES.addresses },
  { label: 'Orders', href: PAGE_ROUTES.orders },
] as const

/** The store team's page, in the account menu of its members. */
export const ADMIN_LINK = { label: 'Admin', href: PAGE_ROUTES.adminHome } as const

export interface AccountMenuProps {
  /** Called when the shopper chooses Logout; the menu closes first. */
  onLogout: () => void
  /**
   * A member of the store team: the menu also offers Admin (their Home, §11.10).
   * @defaultValue false
   */
  isAdmin?: boolean
}

/**
 * My account, Addresses, Orders and Logout (and Admin for the store team) behind the account icon, as a disclosure that
 * Escape or a click outside closes. The navigation bar shows it to a signed-in shopper.
 */
export function AccountMenu({ onLogout, isAdmin = false }: AccountMenuProps) {
  const [open, setOpen] = useState(false)
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && Boolean(containerRef.current?.contains(target))
    const closeOnOutside = (event: Event) => {
      if (!isInside(event.target)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    // A click or a Tab that lands outside closes the menu, as Escape does.
    document.addEventListener('pointerdown', closeOnOutside)
    document.addEventListener('focusin', closeOnOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside)
      document.removeEventListener('focusin', closeOnOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Account"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-ink/5"
      >
        <UserIcon />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute right-0 mt-2 w-40 rounded-card border border-line bg-surface-raised py-2 text-sm shadow-lg"
      >
        {[...ACCOUNT_LINKS, ...(isAdmin ? [ADMIN_LINK] : [])].map(({ label, href }) => (
          <li key={href}>
            <Link
              href={href}
              onClick={() => setOpen(false)}
              className="block px-4 py-2 text-ink hover:bg-ink/5"
            >
              {label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false)
              onLogout()
            }}
            className="block w-full px-4 py-2 text-left text-ink hover:bg-ink/5"
          >
            Logout
          </button>
        </li>
      </ul>
    </div>
  )
}
