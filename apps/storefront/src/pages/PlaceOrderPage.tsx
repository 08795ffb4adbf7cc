import { pageMeta } from '@adire/contract'
import { PageShell } from './PageShell.tsx'

/** Minimal until the checkout issue builds it. */
export default function PlaceOrderPage() {
  return (
    <PageShell meta={pageMeta('placeOrder')} heading="Delivery information">
      <p className="text-muted">Checkout opens here.</p>
    </PageShell>
  )
}
