import { pageMeta } from '@adire/contract'
import { PageShell } from './PageShell.tsx'

/** Minimal until the cart issue builds it. */
export default function CartPage() {
  return (
    <PageShell meta={pageMeta('cart')} heading="Your Shopping Cart">
      <p className="text-muted">Your cart is empty</p>
    </PageShell>
  )
}
