import { Container, SectionTitle } from '@adire/ui'
import { lazy } from 'react'
import { SignedInOnly } from '../../app/SignedInOnly.tsx'
import { usePageMeta } from '../../app/usePageMeta.ts'

// Loaded once there is a signed-in shopper (see SignedInOnly).
const MyOrders = lazy(() => import('./MyOrders.tsx'))

/**
 * My Orders (docs/product.md §2): the signed-in shopper's orders, newest first, a page at a time, each
 * with its items, status, payment method, history and Track Order.
 */
export default function OrdersPage() {
  usePageMeta('orders')
  return (
    <Container className="py-10">
      <SectionTitle level={1} text1="My" text2="Orders" />
      <SignedInOnly
        loadingLabel="Loading your orders"
        reason="Log in to see your orders and track where they are."
      >
        {(token) => <MyOrders token={token} />}
      </SignedInOnly>
    </Container>
  )
}
