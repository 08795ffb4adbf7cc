import { PageShell } from './PageShell.tsx'

/** Minimal until the checkout issue builds it. */
export default function PlaceOrderPage() {
  return (
    <PageShell title="Delivery information" description="Enter your delivery details and pay.">
      <p className="text-muted">Checkout opens here.</p>
    </PageShell>
  )
}
