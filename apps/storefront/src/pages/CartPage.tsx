import { PageShell } from './PageShell.tsx'

/** Minimal until the cart issue builds it. */
export default function CartPage() {
  return (
    <PageShell title="Your Shopping Cart" description="Your Adire shopping cart.">
      <p className="text-muted">Your cart is empty</p>
    </PageShell>
  )
}
