import { PAGE_ROUTES } from '@adire/contract'
import { Container, Link } from '@adire/ui'
import { lazy } from 'react'
import { useParams } from '../../app/router.tsx'
import { SignedInOnly } from '../../app/SignedInOnly.tsx'
import { usePageMeta } from '../../app/usePageMeta.ts'

// Loaded once there is a signed-in shopper (see SignedInOnly).
const OrderDetails = lazy(() => import('./OrderDetails.tsx'))

const backToOrders = (
  <Link href={PAGE_ROUTES.orders} className="text-sm font-medium underline print:hidden">
    Back to My Orders
  </Link>
)

/**
 * One of the signed-in shopper's orders, whole, at `/orders/:reference` (docs/product.md §2.14),
 * with its receipt to print or save as a PDF from the browser.
 */
export default function OrderDetailsPage() {
  usePageMeta('orderDetails')
  const { reference = '' } = useParams()
  return (
    <Container className="flex flex-col gap-6 py-10">
      {backToOrders}
      <SignedInOnly
        loadingLabel="Loading your order"
        reason="Log in to see your order and its receipt."
      >
        {(token) => <OrderDetails token={token} reference={reference} />}
      </SignedInOnly>
    </Container>
  )
}
