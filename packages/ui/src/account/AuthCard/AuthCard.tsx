import { PAGE_ROUTES } from '@adire/contract'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { Link } from '../../primitives/Link/Link.tsx'
import { Logo } from '../../site/Navbar/Logo.tsx'

export interface AuthCardProps {
  /** The screen's heading, the page's only `h1` (e.g. "Login"). */
  title: string
  /** A line under the heading saying what the screen is for. */
  description?: ReactNode
  /** The form, or whatever the screen shows. */
  children: ReactNode
  /** Under the card: the way to the neighbouring screen ("Don't have an account? Sign up"). */
  footer?: ReactNode
  /** Classes for the outer frame. */
  className?: string
}

/**
 * The frame of the account screens (login, signup, forgotten and new password): the store's
 * logo as a way home, then a card with a heading. These screens stand outside the shared
 * layout, so the logo is their only way back to the shop.
 */
export function AuthCard({ title, description, children, footer, className }: AuthCardProps) {
  return (
    <div className={cn('w-full max-w-md', className)}>
      <Link
        href={PAGE_ROUTES.home}
        aria-label="Adire home"
        className="mx-auto mb-8 flex w-fit text-ink"
      >
        <Logo />
      </Link>
      <div className="rounded-card border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
        <h1 className="font-display text-3xl font-semibold text-ink">{title}</h1>
        {description ? <p className="mt-2 text-muted">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-muted">{footer}</div> : null}
    </div>
  )
}

/** A link inside an account screen's text: underlined, so it does not rely on colour alone. */
export const authLinkClassName =
  'font-semibold text-brand underline underline-offset-2 hover:text-brand-hover'
