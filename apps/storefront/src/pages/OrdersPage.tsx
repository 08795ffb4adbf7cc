import { PageShell } from './PageShell.tsx'

/** Minimal until the orders issue builds it. */
export default function OrdersPage() {
  return (
    <PageShell title="My Orders" description="Track your Adire orders.">
      <p className="text-muted">Your orders appear here.</p>
    </PageShell>
  )
}
