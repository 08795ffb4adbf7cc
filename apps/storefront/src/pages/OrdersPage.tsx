import { pageMeta } from '@adire/contract'
import { PageShell } from './PageShell.tsx'

/** Minimal until the orders issue builds it. */
export default function OrdersPage() {
  return (
    <PageShell meta={pageMeta('orders')} heading="My Orders">
      <p className="text-muted">Your orders appear here.</p>
    </PageShell>
  )
}
