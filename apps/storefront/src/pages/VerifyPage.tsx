import { PageShell } from './PageShell.tsx'

/** Minimal until the payment issue builds it. */
export default function VerifyPage() {
  return (
    <PageShell title="Verifying payment" description="Confirming your payment.">
      <p className="text-muted">Verifying your payment...</p>
    </PageShell>
  )
}
