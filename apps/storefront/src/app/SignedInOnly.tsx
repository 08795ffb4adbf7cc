import { buttonVariants, Link, LoadingState, Spinner } from '@adire/ui'
import { type ReactNode, Suspense, useEffect } from 'react'
import { useAuth } from '../providers/session.tsx'
import { useLoginReturningHere } from './returnPath.ts'

export interface SignedInOnlyProps {
  /** The spinner's words while the stored token is read ("Loading your orders"). */
  loadingLabel: string
  /** Why to log in, under "Please login" ("Log in to see your orders and track where they are."). */
  reason: string
  /** The page itself, for the signed-in shopper's token. */
  children: (token: string) => ReactNode
}

/**
 * The body of a page only a signed-in shopper has (My Orders, the account pages). The server
 * renders it signed out and the stored token is read after hydration, so the page waits for the
 * session (a spinner) before saying 'Please login' (docs/product.md §2, §6).
 *
 * The signed-in body is a chunk of its own (`lazy`), so that a first visit, which the server
 * renders signed out, never downloads it; while it arrives, the page's spinner shows.
 */
export function SignedInOnly({ loadingLabel, reason, children }: SignedInOnlyProps) {
  const { token, loading } = useAuth()
  if (loading) return <SessionLoading label={loadingLabel} reason={reason} />
  if (!token) return <PleaseLogin reason={reason} />
  return <Suspense fallback={<LoadingState label={loadingLabel} />}>{children(token)}</Suspense>
}

/**
 * While the stored token is read: the spinner over an invisible 'Please login', the most common
 * next state (every first visit and every signed-out shopper), so that nothing below it moves
 * when that shows. A spinner of its own height moved the footer by 88 px on a phone
 * (Lighthouse: CLS 0.048).
 */
function SessionLoading({ label, reason }: { label: string; reason: string }) {
  return (
    <div className="relative">
      <div aria-hidden="true" inert className="invisible">
        <PleaseLogin reason={reason} />
      </div>
      <div className="absolute inset-0 flex items-center justify-center">
        <Spinner label={label} />
      </div>
    </div>
  )
}

/** Without a token, the page says to log in, with the way there and back (`?next=`). */
function PleaseLogin({ reason }: { reason: string }) {
  const login = useLoginReturningHere()
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg font-semibold">Please login</p>
      <p className="max-w-sm text-muted">{reason}</p>
      <Link href={login} className={buttonVariants()}>
        Log in
      </Link>
    </div>
  )
}

/**
 * The server no longer accepts the token (a call answered 401): the session ends, and the page
 * says to log in.
 */
export function useEndSessionWhenRefused(error: unknown) {
  const { clearToken } = useAuth()
  const refused = (error as { status?: number } | null)?.status === 401
  useEffect(() => {
    if (refused) clearToken()
  }, [refused, clearToken])
}
