import { PAGE_ROUTES } from '@adire/contract'
import { Button, buttonVariants, Container, Link, Spinner } from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { useParams } from '../../app/router.tsx'
import { SignedInOnly, useEndSessionWhenRefused } from '../../app/SignedInOnly.tsx'
import { usePageMeta } from '../../app/usePageMeta.ts'
import { orderQueries } from '../api/orderQueries.ts'
import { OrderReceipt } from './OrderReceipt.tsx'

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

function OrderDetails({ token, reference }: { token: string; reference: string }) {
  const query = useQuery(orderQueries.details(token, reference))
  useEndSessionWhenRefused(query.error)

  if (query.isPending) {
    return (
      <div className="flex justify-center py-20">
        <Spinner label="Loading your order" />
      </div>
    )
  }
  if (query.isError) {
    const missing = (query.error as { status?: number }).status === 404
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-2xl font-semibold text-ink">
          {missing ? 'Order not found' : 'Your order could not be loaded'}
        </h1>
        <p role="alert" className={missing ? 'text-muted' : 'text-danger'}>
          {query.error.message}
        </p>
        {missing ? (
          <Link href={PAGE_ROUTES.orders} className={buttonVariants()}>
            See my orders
          </Link>
        ) : (
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        )}
      </div>
    )
  }
  return (
    <>
      <OrderReceipt order={query.data.order} />
      <div className="print:hidden">
        <Button variant="secondary" onClick={() => window.print()}>
          Print receipt
        </Button>
      </div>
    </>
  )
}
