import { PAGE_ROUTES } from '@adire/contract'
import {
  AdminHeader,
  type AdminSection,
  AdminSectionNav,
  buttonVariants,
  Container,
  Link,
  LoadingState,
  SectionTitle,
} from '@adire/ui'
import type { ReactNode } from 'react'
import { useLoginReturningHere } from '../app/returnPath.ts'
import { useAuth, useSessionSelector } from '../providers/session.tsx'
import { useTheme } from '../providers/ThemeProvider.tsx'
import { sectionCounts, useAdminCounts } from './adminCounts.ts'

/*
 * The store team's shell (beyond the original spec, docs/product.md §11.10): every admin page's
 * whole frame, apart from the shop's (no shop header, cart, footer or chat button): the team's
 * header with the section links and their counts (polled, with a notification when a new paid
 * order arrives), the page's heading, the signed-out and not-allowed screens, and the wait while
 * the session is checked. Only the admin pages import it, so it is in their chunks and never in
 * a shopper's.
 */

/** Who is using the store team's page: their session token and, once known, their e-mail. */
export interface AdminSession {
  token: string
  email: string | null
}

export interface AdminShellProps {
  /** The section the page belongs to, marked in the section links. */
  section: AdminSection
  /** Whether the page is the section's own page, or one inside it (a product's editor). */
  onSectionPage?: boolean
  /** The page's two-tone heading, e.g. Store / orders. */
  heading: { text1: string; text2: string }
  /** What the signed-out screen says the page is for. */
  signIn: string
  /** The page itself, for a team member (or a session the server has not judged yet). */
  children: (session: AdminSession) => ReactNode
  /** A way on beside the heading, for a team member (the orders' link to the returns). */
  aside?: (session: AdminSession) => ReactNode
}

/**
 * An admin page: a visitor is offered the login, a shopper is told the page is not theirs (the
 * API answers 403 too), and a member of the store team gets the page in the shell.
 */
export function AdminShell({
  section,
  onSectionPage = true,
  heading,
  signIn,
  children,
  aside,
}: AdminShellProps) {
  const { token, user, loading, logout } = useAuth()
  // Until the server has said whose the token is, the role is not known.
  const checking = useSessionSelector((s) => s.matches({ signedIn: 'checking' }), false)
  const known = !loading && !(token && checking)
  const team = known && token !== null && (user === null || user.role === 'admin')
  const counts = useAdminCounts(team ? token : null)
  // The section links show from the first paint, so that the page does not move down when the
  // role is known: a store team member is who opens these pages.
  const nav = (
    <AdminSectionNav
      current={section}
      onSectionPage={onSectionPage}
      counts={sectionCounts(counts)}
    />
  )
  if (!known) {
    return (
      <AdminFrame heading={heading} nav={nav}>
        <LoadingState label="Loading" />
      </AdminFrame>
    )
  }
  if (!token) {
    return (
      <AdminFrame heading={heading}>
        <SignedOut text={signIn} />
      </AdminFrame>
    )
  }
  if (user && user.role !== 'admin') {
    return (
      <AdminFrame onLogout={logout}>
        <NotAllowed email={user.email} />
      </AdminFrame>
    )
  }
  // An admin, or a session the server could not be asked about: the API decides (403).
  const session = { token, email: user?.email ?? null }
  return (
    <AdminFrame heading={heading} nav={nav} onLogout={logout} aside={aside?.(session)}>
      {children(session)}
    </AdminFrame>
  )
}

function AdminFrame({
  heading,
  nav,
  onLogout,
  aside,
  children,
}: {
  heading?: AdminShellProps['heading']
  nav?: ReactNode
  onLogout?: () => void
  aside?: ReactNode
  children: ReactNode
}) {
  const { theme, toggleTheme } = useTheme()
  // As tall as the screen whether the page is waiting, empty or full: nothing in view moves
  // when the page arrives (no layout shift).
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <AdminHeader theme={theme} onToggleTheme={toggleTheme} onLogout={onLogout} nav={nav} />
      <main id="main" className="flex-1">
        <Container className="py-8">
          {heading && aside ? (
            // Each keeps the title's space below it: the page starts where it would without
            // the aside, and on a phone the aside wraps under the title.
            <div className="flex flex-wrap items-start justify-between gap-x-4">
              <SectionTitle level={1} text1={heading.text1} text2={heading.text2} />
              <div className="mb-6">{aside}</div>
            </div>
          ) : heading ? (
            <SectionTitle level={1} text1={heading.text1} text2={heading.text2} />
          ) : null}
          {children}
        </Container>
      </main>
    </div>
  )
}

function SignedOut({ text }: { text: string }) {
  const login = useLoginReturningHere()
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg font-semibold">Please log in</p>
      <p className="max-w-sm text-muted">{text}</p>
      <Link href={login} className={buttonVariants()}>
        Log in
      </Link>
    </div>
  )
}

/** A signed-in shopper (or an account the server refuses): a clear no, and ways back. */
export function NotAllowed({ email }: { email: string | null }) {
  return (
    <Container className="py-16">
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 text-center">
        <h1 className="text-2xl font-semibold sm:text-3xl">Not allowed</h1>
        <p className="text-muted">
          This page is for the Adire store team only.
          {email ? ` You are logged in as ${email}, a shopper account.` : null}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link href={PAGE_ROUTES.orders} className={buttonVariants()}>
            My orders
          </Link>
          <Link href={PAGE_ROUTES.home} className={buttonVariants({ variant: 'secondary' })}>
            Back to the store
          </Link>
        </div>
      </div>
    </Container>
  )
}

/**
 * An item the store team opened (a return, a code, a customer) that is not there, and the way
 * back to its list.
 */
export function ItemNotFound({
  message,
  backHref,
  back,
}: {
  message: string
  backHref: string
  back: string
}) {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg text-muted">{message}</p>
      <Link href={backHref} className={buttonVariants({ variant: 'secondary' })}>
        {back}
      </Link>
    </div>
  )
}
