import { PAGE_ROUTES, placedOrderPath } from '@adire/contract'
import { VERIFY_MESSAGES, type VerificationStatus } from '@adire/machines'
import { AlertIcon, buttonVariants, cn, Link, SpinnerIcon } from '@adire/ui'
import type { ReactNode } from 'react'
import { PageShell } from '../../app/PageShell.tsx'
import { useLoginReturningHere } from '../../app/returnPath.ts'
import { useSearchParams } from '../../app/router.tsx'
import {
  PaymentVerificationContext,
  PaymentVerificationProvider,
} from '../../providers/paymentVerification.tsx'
import { useAuth } from '../../providers/session.tsx'

type Outcome = VerificationStatus

function CheckGraphic() {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" fill="none">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="m7.5 12.5 3 3 6-6.5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** Money on its way back: an arrow turning back, calm rather than alarming. */
function RefundGraphic() {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" fill="none">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M10 7 7 10l3 3M7 10h6.5a3.5 3.5 0 0 1 0 7H11"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** Money on its way in: a clock, as the wait is the news. */
function WaitGraphic() {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" fill="none">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="1.8" />
      <path d="M12 7v5l3.5 2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

const graphics: Record<Outcome, ReactNode> = {
  pending: <SpinnerIcon size={40} />,
  success: <CheckGraphic />,
  refunding: <RefundGraphic />,
  transfer: <WaitGraphic />,
  error: <AlertIcon width={40} height={40} />,
}

const tones: Record<Outcome, string> = {
  pending: 'text-brand',
  success: 'text-success',
  refunding: 'text-brand',
  transfer: 'text-brand',
  error: 'text-danger',
}

/**
 * One outcome: its picture and docs/product.md §4's message in a polite live region, so a screen
 * reader hears the verdict replace "Verifying your payment...", and links for a shopper who
 * does not want to wait for the redirect. A payment being given back adds the server's words
 * on why and when (`notice`), heard with the verdict.
 */
function VerifyCard({
  outcome,
  message,
  notice,
  children,
}: {
  outcome: Outcome
  message: string
  notice?: string | null
  children?: ReactNode
}) {
  return (
    <section
      aria-labelledby="verify-message"
      aria-busy={outcome === 'pending'}
      data-state={outcome}
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-card border border-line bg-surface-raised px-6 py-10 text-center"
    >
      <div className={tones[outcome]}>{graphics[outcome]}</div>
      <p role="status" className="text-lg font-semibold">
        <span id="verify-message">{message}</span>
        {notice ? <span className="mt-2 block text-base font-normal">{notice}</span> : null}
      </p>
      {children ? <div className="flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  )
}

const linkButton = (variant: 'primary' | 'secondary') => cn(buttonVariants({ variant, size: 'md' }))

/** The running verification, read from its machine. */
function Verification() {
  const outcome = PaymentVerificationContext.useSelector((s): Outcome => {
    // A second payment of a paid order: the order is paid, and that is the verdict.
    if (s.hasTag('success')) return 'success'
    if (s.hasTag('refunding')) return 'refunding'
    if (s.hasTag('transfer')) return 'transfer'
    if (s.hasTag('error')) return 'error'
    return 'pending'
  })
  const message = PaymentVerificationContext.useSelector((s) => s.context.message)
  const notice = PaymentVerificationContext.useSelector((s) => s.context.notice)
  const missing = PaymentVerificationContext.useSelector((s) => s.matches('missing'))
  const reference = PaymentVerificationContext.useSelector((s) => s.context.reference)
  const { token } = useAuth()
  const login = useLoginReturningHere()
  return (
    <VerifyCard outcome={outcome} message={message} notice={notice}>
      {outcome === 'success' || outcome === 'refunding' || outcome === 'transfer' ? (
        <Link href={placedOrderPath(reference)} className={linkButton('primary')}>
          View my orders
        </Link>
      ) : null}
      {outcome === 'error' && !missing ? (
        <Link href={PAGE_ROUTES.cart} className={linkButton('primary')}>
          Back to cart
        </Link>
      ) : null}
      {missing ? (
        <>
          {token ? null : (
            <Link href={login} className={linkButton('primary')}>
              Log in
            </Link>
          )}
          <Link href={PAGE_ROUTES.orders} className={linkButton(token ? 'primary' : 'secondary')}>
            View my orders
          </Link>
        </>
      ) : null}
    </VerifyCard>
  )
}

/**
 * /verify?reference= (docs/product.md §4): where Paystack's redirect brings a shopper back. It waits
 * for the session to be restored (the server renders it signed out, and a stored token is read
 * only after hydration) before deciding that there is no token, then runs the payment
 * verification machine once.
 */
export default function VerifyPage() {
  const [params] = useSearchParams()
  const reference = params.get('reference')
  const { token, loading } = useAuth()
  return (
    <PageShell meta="verify" heading="Payment verification">
      {loading ? (
        <VerifyCard outcome="pending" message={VERIFY_MESSAGES.pending} />
      ) : (
        <PaymentVerificationProvider
          key={`${reference}\u0000${token}`}
          reference={reference}
          token={token}
        >
          <Verification />
        </PaymentVerificationProvider>
      )}
    </PageShell>
  )
}
