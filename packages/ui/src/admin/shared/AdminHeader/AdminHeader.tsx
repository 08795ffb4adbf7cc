import { PAGE_ROUTES } from '@adire/contract'
import type { ReactNode } from 'react'
import type { Theme } from '../../../lib/theme.ts'
import { ThemeIcon } from '../../../primitives/icons/icons.tsx'
import { Link } from '../../../primitives/Link/Link.tsx'
import { Logo } from '../../../site/Navbar/Logo.tsx'

export interface AdminHeaderProps {
  theme: Theme
  onToggleTheme: () => void
  /** Logs the team member out; without it (nobody signed in) the button is not offered. */
  onLogout?: () => void
  /** The section links, below the bar (`AdminSectionNav`). */
  nav?: ReactNode
}

const action =
  'inline-flex h-10 items-center justify-center whitespace-nowrap rounded-full px-2 text-sm font-medium text-ink hover:bg-ink/5'

/**
 * The top of every store team page (docs/product.md §11.10): the store's name, leading to Home,
 * a way back to the shop, the theme and logging out, then the section links. The shop's own
 * header, cart, footer and chat button are not there: this is the team's workplace.
 */
export function AdminHeader({ theme, onToggleTheme, onLogout, nav }: AdminHeaderProps) {
  return (
    <header className="border-b border-line bg-surface print:hidden">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-2 px-4 pt-3 pb-2 sm:px-6 lg:px-8">
        <div className="flex items-center justify-between gap-2">
          <Link href={PAGE_ROUTES.adminHome} className="inline-flex items-center gap-3 text-ink">
            <Logo />
            <span className="hidden text-xs font-semibold tracking-widest text-muted uppercase sm:inline">
              Store team
            </span>
            <span className="sr-only">Home</span>
          </Link>
          <div className="flex items-center gap-1">
            <Link href={PAGE_ROUTES.home} className={action}>
              View shop
            </Link>
            <button
              type="button"
              onClick={onToggleTheme}
              aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-ink/5"
            >
              <ThemeIcon />
            </button>
            {onLogout ? (
              <button type="button" onClick={onLogout} className={action}>
                Log out
              </button>
            ) : null}
          </div>
        </div>
        {nav}
      </div>
    </header>
  )
}
