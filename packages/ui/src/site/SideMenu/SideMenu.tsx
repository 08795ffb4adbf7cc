import { PAGE_ROUTES } from '@adire/contract'
import { useEffect, useRef } from 'react'
import type { Theme } from '../../lib/theme.ts'
import { CloseIcon, ThemeIcon } from '../../primitives/icons/icons.tsx'
import { Link } from '../../primitives/Link/Link.tsx'

/** The mobile side menu of docs/product.md §2 (its light/dark toggle follows the links). */
export const SIDE_MENU_LINKS = [
  { label: 'Need help', href: PAGE_ROUTES.contact },
  { label: 'Orders', href: PAGE_ROUTES.orders },
  { label: 'Collection', href: PAGE_ROUTES.collection },
  { label: 'About', href: PAGE_ROUTES.about },
  { label: 'Contact', href: PAGE_ROUTES.contact },
] as const

export interface SideMenuProps {
  /** Whether the menu is shown (controlled: the navigation bar's menu button opens it). */
  open: boolean
  /** Called when the menu asks to close: Escape, the close button, the backdrop or a choice. */
  onClose: () => void
  /** With a session the menu offers Logout; without, Login. */
  isLoggedIn: boolean
  /** Called when the shopper chooses Logout; the menu asks to close first. */
  onLogout: () => void
  /** The theme now shown: the toggle offers the other one. */
  theme: Theme
  onToggleTheme: () => void
}

/**
 * The mobile menu, a modal `<dialog>`: the browser traps focus inside it, closes it on Escape
 * and hands focus back to the menu button afterwards. After the links of docs/product.md §2 it offers
 * Logout to a signed-in shopper and Login to a visitor, as the account icon does.
 */
export function SideMenu({
  open,
  onClose,
  isLoggedIn,
  onLogout,
  theme,
  onToggleTheme,
}: SideMenuProps) {
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
                href={PAGE_ROUTES.login}
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
