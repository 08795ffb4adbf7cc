import { PAGE_ROUTES } from '@adire/contract'
import { Button, buttonVariants, Link, LoadingState } from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { useEndSessionWhenRefused } from '../../app/SignedInOnly.tsx'
import { orderQueries } from '../api/orderQueries.ts'
import { OrderReceipt } from './OrderReceipt.tsx'
import { OrderReturns } from './OrderReturns.tsx'

/** The order and its receipt, or why it cannot be shown. */
export default function OrderDetails({ token, reference }: { token: string; reference: string }) {
  const query = useQuery(orderQueries.details(token, reference))
  useEndSessionWhenRefused(query.error)

  if (query.isPending) {
    return <LoadingState label="Loading your order" />
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
      <OrderReceipt order={query.data.order}>
        <OrderReturns token={token} order={query.data.order} />
      </OrderReceipt>
      <div className="print:hidden">
        <Button variant="secondary" onClick={() => window.print()}>
          Print receipt
        </Button>
      </div>
    </>
  )
}
