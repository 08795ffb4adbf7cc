import { PAGE_ROUTES } from '@adire/contract'
import { memo, useEffect, useState } from 'react'
import { AccountMenu } from '../../account/AccountMenu/AccountMenu.tsx'
import { cn } from '../../lib/cn.ts'
import type { Theme } from '../../lib/theme.ts'
import {
  CartIcon,
  MenuIcon,
  SearchIcon,
  ThemeIcon,
  UserIcon,
} from '../../primitives/icons/icons.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { SideMenu } from '../SideMenu/SideMenu.tsx'
import { HEADER_SEARCH_BUTTON_ID, HeaderSearch } from './HeaderSearch.tsx'
import { Logo } from './Logo.tsx'

export type { Theme } from '../../lib/theme.ts'

/** The top navigation of docs/product.md §2. */
export const NAV_LINKS = [
  { label: 'HOME', href: PAGE_ROUTES.home },
  { label: 'COLLECTION', href: PAGE_ROUTES.collection },
  { label: 'ABOUT', href: PAGE_ROUTES.about },
  { label: 'CONTACT', href: PAGE_ROUTES.contact },
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
  /**
   * Called with the text searched from the bar's search (issue 41); without it the search
   * goes to the collection as a plain form.
   */
  onSearch?: (query: string) => void
}

const isActive = (href: string, activePath: string) =>
  href === PAGE_ROUTES.home
    ? activePath === PAGE_ROUTES.home
    : activePath === href || activePath.startsWith(`${href}/`)

function themeToggleLabel(theme: Theme) {
  return theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'
}

/** The store's navigation bar: links, cart badge, account menu, theme toggle and mobile menu. */
export function Navbar({ scrolled, ...contents }: NavbarProps) {
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow] duration-200 print:hidden',
        scrolled
          ? 'border-transparent bg-surface/80 shadow-nav backdrop-blur-md'
          : 'border-line bg-surface',
      )}
    >
      <NavbarContents {...contents} />
    </header>
  )
}

/**
 * What the bar holds. Scrolling past the threshold changes only the bar itself: its contents
 * (every link, the search, the side menu) are not rendered again while their props stay the
 * same, which on an entry-level phone kept a tap that came just after the scroll waiting
 * (issue 47). The caller keeps its callbacks stable for that.
 */
const NavbarContents = memo(function NavbarContents({
  activePath,
  cartCount,
  isLoggedIn,
  isAdmin = false,
  onLogout,
  theme,
  onToggleTheme,
  onSearch,
}: Omit<NavbarProps, 'scrolled'>) {
  const [searchOpen, setSearchOpen] = useState(false)
  const cartLabel = `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`

  // A new page closes the search, however the navigation happened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path by design
  useEffect(() => {
    setSearchOpen(false)
  }, [activePath])

  return (
    <>
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link href={PAGE_ROUTES.home} aria-label="Adire home" className="text-ink">
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
            id={HEADER_SEARCH_BUTTON_ID}
            type="button"
            aria-label="Search products"
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen(!searchOpen)}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-ink/5"
          >
            <SearchIcon />
          </button>
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
              href={PAGE_ROUTES.login}
              aria-label="Log in"
              className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-ink/5"
            >
              <UserIcon />
            </Link>
          )}
          <Link
            href={PAGE_ROUTES.cart}
            aria-label={cartLabel}
            aria-current={isActive(PAGE_ROUTES.cart, activePath) ? 'page' : undefined}
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
          <MobileMenu
            activePath={activePath}
            isLoggedIn={isLoggedIn}
            onLogout={onLogout}
            theme={theme}
            onToggleTheme={onToggleTheme}
          />
        </div>
      </nav>
      <HeaderSearch open={searchOpen} onOpenChange={setSearchOpen} onSearch={onSearch} />
    </>
  )
})

/**
 * The menu button and the side menu it opens. Whether the menu is open is its own state, so
 * opening it renders the button and the menu alone, not the rest of the bar (issue 47: the
 * menu's tap on an entry-level phone).
 */
function MobileMenu({
  activePath,
  isLoggedIn,
  onLogout,
  theme,
  onToggleTheme,
}: Pick<NavbarProps, 'activePath' | 'isLoggedIn' | 'onLogout' | 'theme' | 'onToggleTheme'>) {
  const [open, setOpen] = useState(false)

  // A new page closes the menu, however the navigation happened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path by design
  useEffect(() => {
    setOpen(false)
  }, [activePath])

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-ink/5 md:hidden"
      >
        <MenuIcon />
      </button>
      <SideMenu
        open={open}
        onClose={() => setOpen(false)}
        isLoggedIn={isLoggedIn}
        onLogout={onLogout}
        theme={theme}
        onToggleTheme={onToggleTheme}
      />
    </>
  )
}
