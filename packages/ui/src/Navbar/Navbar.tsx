import { useEffect, useId, useRef, useState } from 'react'
import { CartIcon, CloseIcon, MenuIcon, MoonIcon, SunIcon, UserIcon } from '../icons/icons.tsx'
import { Link } from '../Link/Link.tsx'
import { cn } from '../lib/cn.ts'
import { Logo } from './Logo.tsx'

export type Theme = 'light' | 'dark'

/** The top navigation of SPEC.md §2. */
export const NAV_LINKS = [
  { label: 'HOME', href: '/' },
  { label: 'COLLECTION', href: '/collection' },
  { label: 'ABOUT', href: '/about' },
  { label: 'CONTACT', href: '/contact' },
] as const

/** The mobile side menu of SPEC.md §2 (its light/dark toggle follows the links). */
export const SIDE_MENU_LINKS = [
  { label: 'Need help', href: '/contact' },
  { label: 'Orders', href: '/orders' },
  { label: 'Collection', href: '/collection' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
] as const

export interface NavbarProps {
  /** The current path, to mark the active link. */
  activePath: string
  /** Units in the cart, shown on the cart badge. */
  cartCount: number
  /** With a session the account icon opens Orders/Logout; without, it leads to /login. */
  isLoggedIn: boolean
  /**
   * A member of the store team: the account menu also offers Admin (the orders to handle).
   * @defaultValue false
   */
  isAdmin?: boolean
  onLogout: () => void
  /** True once the page has scrolled past the threshold: the bar blurs and casts a shadow. */
  scrolled: boolean
  theme: Theme
  onToggleTheme: () => void
}

const isActive = (href: string, activePath: string) =>
  href === '/' ? activePath === '/' : activePath === href || activePath.startsWith(`${href}/`)

function themeToggleLabel(theme: Theme) {
  return theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'
}

/** The store's navigation bar: links, cart badge, account menu, theme toggle and mobile menu. */
export function Navbar({
  activePath,
  cartCount,
  isLoggedIn,
  isAdmin = false,
  onLogout,
  scrolled,
  theme,
  onToggleTheme,
}: NavbarProps) {
  const [sideMenuOpen, setSideMenuOpen] = useState(false)
  const cartLabel = `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`

  // A new page closes the side menu, however the navigation happened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path by design
  useEffect(() => setSideMenuOpen(false), [activePath])

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow] duration-200',
        scrolled
          ? 'border-transparent bg-surface/80 shadow-nav backdrop-blur-md'
          : 'border-line bg-surface',
      )}
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link href="/" aria-label="Adire home" className="text-ink">
          <Logo />
        </Link>

        <ul className="hidden items-center gap-7 text-sm font-medium tracking-wider md:flex">
          {NAV_LINKS.map((link) => {
            const active = isActive(link.href, activePath)
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'border-b-2 py-1 transition-colors hover:text-ink',
                    active ? 'border-accent text-ink' : 'border-transparent text-muted',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            )
          })}
        </ul>

        <div className="flex items-center gap-1 sm:gap-2">
          <button
            type="button"
            onClick={onToggleTheme}
            aria-label={themeToggleLabel(theme)}
            className="hidden h-10 w-10 items-center justify-center rounded-full hover:bg-ink/5 md:inline-flex"
          >
            <ThemeIcon />
          </button>
          {isLoggedIn ? (
            <AccountMenu onLogout={onLogout} isAdmin={isAdmin} />
          ) : (
            <Link
              href="/login"
              aria-label="Log in"
              className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-ink/5"
            >
              <UserIcon />
            </Link>
          )}
          <Link
            href="/cart"
            aria-label={cartLabel}
            aria-current={isActive('/cart', activePath) ? 'page' : undefined}
            className="relative inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-ink/5"
          >
            <CartIcon />
            <span
              aria-hidden="true"
              data-testid="cart-count"
              className="absolute right-0.5 bottom-0.5 inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-brand px-1 text-[11px] font-semibold leading-none text-brand-ink"
            >
              {cartCount}
            </span>
          </Link>
          <button
            type="button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={sideMenuOpen}
            onClick={() => setSideMenuOpen(true)}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-ink/5 md:hidden"
          >
            <MenuIcon />
          </button>
        </div>
      </nav>
      <SideMenu
        open={sideMenuOpen}
        onClose={() => setSideMenuOpen(false)}
        isLoggedIn={isLoggedIn}
        onLogout={onLogout}
        theme={theme}
        onToggleTheme={onToggleTheme}
      />
    </header>
  )
}

/**
 * The sun in the dark theme, the moon in the light one, chosen by CSS from the class on <html>:
 * right from the first paint, before the app has read the stored theme.
 */
function ThemeIcon() {
  return (
    <>
      <SunIcon className="hidden dark:block" />
      <MoonIcon className="dark:hidden" />
    </>
  )
}

/** The store team's page, in the account menu of its members. */
export const ADMIN_LINK = { label: 'Admin', href: '/admin/orders' } as const

/**
 * Orders and Logout (and Admin for the store team) behind the account icon, as a disclosure that
 * Escape or a click outside closes.
 */
function AccountMenu({ onLogout, isAdmin }: { onLogout: () => void; isAdmin: boolean }) {
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
        <li>
          <Link
            href="/orders"
            onClick={() => setOpen(false)}
            className="block px-4 py-2 text-ink hover:bg-ink/5"
          >
            Orders
          </Link>
        </li>
        {isAdmin ? (
          <li>
            <Link
              href={ADMIN_LINK.href}
              onClick={() => setOpen(false)}
              className="block px-4 py-2 text-ink hover:bg-ink/5"
            >
              {ADMIN_LINK.label}
            </Link>
          </li>
        ) : null}
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

interface SideMenuProps {
  open: boolean
  onClose: () => void
  isLoggedIn: boolean
  onLogout: () => void
  theme: Theme
  onToggleTheme: () => void
}

/**
 * The mobile menu, a modal `<dialog>`: the browser traps focus inside it, closes it on Escape
 * and hands focus back to the menu button afterwards. After the links of SPEC.md §2 it offers
 * Logout to a signed-in shopper and Login to a visitor, as the account icon does.
 */
function SideMenu({ open, onClose, isLoggedIn, onLogout, theme, onToggleTheme }: SideMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={dialogRef}
      aria-label="Menu"
      onClose={onClose}
      // The browser closes a modal dialog on Escape by itself; handling the key here as well
      // keeps the behaviour when the key event is synthesised (assistive tools, tests).
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          onClose()
        }
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose()
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-surface-raised p-0 text-ink backdrop:bg-black/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <span className="font-semibold tracking-wider">MENU</span>
          <button
            type="button"
            aria-label="Close menu"
            onClick={onClose}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-ink/5"
          >
            <CloseIcon />
          </button>
        </div>
        <ul className="flex-1 py-2">
          {SIDE_MENU_LINKS.map((link) => (
            <li key={link.label}>
              <Link
                href={link.href}
                onClick={onClose}
                className="block border-b border-line px-6 py-3 text-ink hover:bg-ink/5"
              >
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            {isLoggedIn ? (
              <button
                type="button"
                onClick={() => {
                  onClose()
                  onLogout()
                }}
                className="block w-full border-b border-line px-6 py-3 text-left text-ink hover:bg-ink/5"
              >
                Logout
              </button>
            ) : (
              <Link
                href="/login"
                onClick={onClose}
                className="block border-b border-line px-6 py-3 text-ink hover:bg-ink/5"
              >
                Login
              </Link>
            )}
          </li>
        </ul>
        <div className="border-t border-line p-4">
          <button
            type="button"
            onClick={onToggleTheme}
            className="inline-flex w-full items-center gap-3 rounded-full px-4 py-2 text-left hover:bg-ink/5"
          >
            <ThemeIcon />
            {theme === 'dark' ? 'Light theme' : 'Dark theme'}
          </button>
        </div>
      </div>
    </dialog>
  )
}
