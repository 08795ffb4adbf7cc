import { type Order, orderPath, PAGE_ROUTES, productPath } from '@adire/contract'
import {
  canPayNow,
  EmptyState,
  FormAlert,
  LoadFailed,
  LoadingState,
  LoadMore,
  type LoadMoreStatus,
  OrderCard,
  type OrderCardProps,
} from '@adire/ui'
import { useInfiniteQuery, useMutation } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useSearchParams } from '../../app/router.tsx'
import { useEndSessionWhenRefused } from '../../app/SignedInOnly.tsx'
import { orderQueries } from '../api/orderQueries.ts'
import type { PayableOrderProps } from './PayableOrder.tsx'

// Paying an order again runs the checkout machine (ADR 015): its code is fetched only when an
// order awaiting payment is shown, never by a first visit or a list with nothing to pay.
const PayableOrder = lazy(() =>
  import('./PayableOrder.tsx').then((module) => ({ default: module.PayableOrder })),
)

const ORDERS = { one: 'order', other: 'orders' }

/**
 * The orders of the signed-in shopper, newest first as the server pages them: the first page on
 * arrival, then "Load more orders" for each older page. Track Order refetches every page shown.
 */
export default function MyOrders({ token }: { token: string }) {
  const query = useInfiniteQuery(orderQueries.mine(token))
  const [params] = useSearchParams()
  const reference = params.get('reference')
  // What Track Order last achieved, for the live region (a screen reader hears it).
  const [tracked, setTracked] = useState<'idle' | 'updated' | 'failed'>('idle')
  useEndSessionWhenRefused(query.error)

  function track() {
    setTracked('idle')
    void query.refetch().then((result) => setTracked(result.isError ? 'failed' : 'updated'))
  }

  function loadMore() {
    // Not at the cost of a Track Order under way: the older page follows the refreshed ones.
    const refreshed = query.isRefetching ? query.refetch({ cancelRefetch: false }) : undefined
    void Promise.resolve(refreshed).then(() => query.fetchNextPage())
  }

  if (query.isPending) return <LoadingState label="Loading your orders" />
  if (query.isError && !query.data) {
    return (
      <LoadFailed onRetry={() => void query.refetch()}>
        Your orders could not be loaded: {query.error.message}
      </LoadFailed>
    )
  }
  const pages = query.data?.pages ?? []
  const orders = pages.flatMap((page) => page.orders)
  if (orders.length === 0) {
    return (
      <EmptyState
        message="No orders found."
        action={{ href: PAGE_ROUTES.collection, label: 'Browse the collection' }}
      />
    )
  }
  const tracking = query.isRefetching
  const news = tracking
    ? 'Checking for news of your orders…'
    : tracked === 'updated'
      ? 'Your orders are up to date.'
      : ''
  // The older orders: more to load, on their way, failed, or all shown (once the shopper paged).
  let more: LoadMoreStatus | undefined
  if (query.isFetchingNextPage) more = 'loading'
  else if (query.isFetchNextPageError) more = 'error'
  else if (query.hasNextPage) more = 'idle'
  else if (pages.length > 1) more = 'done'
  return (
    <div className="flex flex-col gap-6">
      {/* Always there, so screen readers hear it change; seen only while it says something. */}
      <p role="status" className={news ? 'text-sm text-muted' : 'sr-only'}>
        {news}
      </p>
      {tracked === 'failed' && !tracking ? (
        <FormAlert>
          Your orders could not be updated: {query.error?.message}{' '}
          <button
            type="button"
            onClick={track}
            className="font-semibold underline underline-offset-4"
          >
            Try again
          </button>
        </FormAlert>
      ) : null}
      <ol aria-label="Your orders" className="flex flex-col gap-6">
        {orders.map((order) => (
          <li key={order._id}>
            <OrderEntry
              order={order}
              token={token}
              highlighted={order.reference === reference}
              tracking={tracking}
              onTrack={track}
            />
          </li>
        ))}
      </ol>
      {more ? (
        <LoadMore
          status={more}
          items={ORDERS}
          total={orders.length}
          errorMessage={`Your older orders could not be loaded: ${query.error?.message}`}
          onLoadMore={loadMore}
          onRetry={() => void query.fetchNextPage()}
          className="mt-4"
        />
      ) : null}
      {/* Heard as each older page arrives: its orders appear above the control, away from focus. */}
      <p className="sr-only" aria-live="polite">
        {pages.length > 1 ? `Showing ${orders.length} orders` : ''}
      </p>
    </div>
  )
}

interface OrderEntryProps {
  order: Order
  token: string
  highlighted: boolean
  tracking: boolean
  onTrack: () => void
}

/**
 * One order. The one just placed (`?reference=`) is focused, so a screen reader announces it,
 * and brought into view unless it is already near the top (the newest order, as a rule); one
 * still awaiting its payment can be paid now.
 */
function OrderEntry({ order, token, highlighted, tracking, onTrack }: OrderEntryProps) {
  // The card's element as state: a payable order's card is replaced once the code to pay it has
  // loaded (the same card, so nothing moves), and the new one must be focused again.
  const [element, setElement] = useState<HTMLElement | null>(null)
  useEffect(() => {
    if (!highlighted || !element) return
    const { top } = element.getBoundingClientRect()
    if (top < 0 || top > window.innerHeight / 2) element.scrollIntoView({ block: 'start' })
    element.focus({ preventScroll: true })
  }, [highlighted, element])
  // A refund waiting for the shopper's bank account: the link can be e-mailed again (§10.6).
  // The API client loads with the press, not with the page.
  const refundLink = useMutation({
    mutationFn: async () => {
      const { sendRefundDetailsLink } = await import('../api/refunds.ts')
      return sendRefundDetailsLink(token, order._id)
    },
  })
  const waitsForAccount = order.payments.some((p) => p.refund?.status === 'needs-attention')
  const card = {
    order,
    highlighted,
    tracking,
    onTrack,
    ...(waitsForAccount
      ? {
          onSendRefundLink: () => refundLink.mutate(),
          refundLink: {
            sending: refundLink.isPending,
            sent: refundLink.isSuccess,
            error: refundLink.isError ? refundLink.error.message : null,
          },
        }
      : {}),
    hrefFor: (item: { _id: string }) => productPath(item._id),
    detailsHref: orderPath(order.reference),
    ref: setElement,
    // Below the sticky navigation bar when brought into view.
    className: 'scroll-mt-24',
  }
  return canPayNow(order) ? (
    <LazyPayableOrder card={card} order={order} token={token} />
  ) : (
    <OrderCard {...card} />
  )
}

/**
 * An order awaiting its payment. Until the code that pays it has loaded, the same card with the
 * same Pay now button (so nothing shifts when it arrives); a press meanwhile shows the button
 * busy, and the payment starts as soon as the code is there.
 */
function LazyPayableOrder(props: Omit<PayableOrderProps, 'payNowPressed'>) {
  const [pressed, setPressed] = useState(false)
  const loading: OrderCardProps = {
    ...props.card,
    onPayNow: () => setPressed(true),
    paying: pressed,
  }
  return (
    <Suspense fallback={<OrderCard {...loading} />}>
      <PayableOrder {...props} payNowPressed={pressed} />
    </Suspense>
  )
}
