import { pageMeta } from '@adire/contract'
import { PageShell } from './PageShell.tsx'

/** Minimal until the payment issue builds it. */
export default function VerifyPage() {
  return (
    <PageShell meta={pageMeta('verify')} heading="Verifying payment">
      <p className="text-muted">Verifying your payment...</p>
    </PageShell>
  )
}
