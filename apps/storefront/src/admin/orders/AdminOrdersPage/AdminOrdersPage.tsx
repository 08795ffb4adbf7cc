import {
  type AdminOrder,
  type AdminOrdersResponse,
  type DisputeAnswerRequest,
  formatNaira,
  KEY_REFUSED_MESSAGE,
  nextStatuses,
  ORDER_STATUSES,
  type OrderStatus,
  PAGE_ROUTES,
  productPhotoPath,
  REFUND_ATTENTION_TEXTS,
  REFUND_STATUSES,
  type RefundStatus,
} from '@adire/contract'
import {
  AdminOrderDetails,
  AdminOrderList,
  AlertPanel,
  buttonVariants,
  cn,
  DisputePanel,
  FilterSelect,
  formatOrderDateTime,
  Link,
  LoadFailed,
  LoadingState,
  ORDER_STATUS_FILTER,
  Pagination,
  REFUND_FILTER,
  SearchField,
} from '@adire/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { usePageMeta } from '../../../app/usePageMeta.ts'
import { useAuth } from '../../../providers/session.tsx'
import { AdminShell, NotAllowed } from '../../AdminShell.tsx'
import { OrdersExport } from '../../exports/AdminExports.tsx'
import { useListAddress } from '../../useListAddress.ts'
import { adminQueries } from '../adminQueries.ts'

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status

/**
 * /admin/orders, for the store team only (beyond the original spec, which shows no admin features): every
 * order, filtered by status and by refund state and searched by reference or e-mail, a page at a
 * time; an order's details with its payments and refunds; the moves `nextStatuses` allows, the
 * rule the server applies (cancelling a paid order refunds it); a banner while refunds have
 * failed, and the way to try one again. A signed-out visitor is offered the login, a shopper is
 * told the page is not theirs (the API answers 403 too). The page is its own chunk: shoppers who
 * never come here never download it.
 */
export default function AdminOrdersPage() {
  usePageMeta('adminOrders')
  return (
    <AdminShell
      section="orders"
      heading={{ text1: 'Store', text2: 'orders' }}
      signIn="This page is for the Adire store team. Log in with your team account to handle orders."
    >
      {({ token, email }) => <AdminOrders token={token} email={email} />}
    </AdminShell>
  )
}

const isStatus = (value: string | null): value is OrderStatus =>
  (ORDER_STATUSES as readonly (string | null)[]).includes(value)

const isRefundStatus = (value: string | null): value is RefundStatus =>
  (REFUND_STATUSES as readonly (string | null)[]).includes(value)

/** The list of orders whose refund failed: the store team's to-do list. */
const FAILED_REFUNDS_HREF = `${PAGE_ROUTES.adminOrders}?refund=failed`
const WAITING_REFUNDS_HREF = `${PAGE_ROUTES.adminOrders}?refund=needs-attention`

const failedRefundsText = (count: number) =>
  count === 1 ? '1 order has a refund that failed.' : `${count} orders have a refund that failed.`

/** What the team reads once a move went through; cancelling a paid order also refunds it. */
function movedNotice(order: AdminOrder): string {
  const refund =
    order.status === 'Cancelled'
      ? order.payments.find((p) => p.kind === 'paid' && p.refund?.status === 'pending')?.refund
      : undefined
  return refund
    ? `Order ${order.reference} is now Cancelled. The refund of ${formatNaira(refund.amount)} is on its way to the shopper.`
    : `Order ${order.reference} is now ${order.status}.`
}

/** The time, read again each minute: a dispute's deadline counts down while the page is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** The delivery details a dispute's answer starts from: the order's own address. */
const evidenceFrom = ({ address, items }: AdminOrder) => ({
  customer_name: `${address.firstName} ${address.lastName}`,
  customer_email: address.email,
  customer_phone: address.phone,
  delivery_address: [address.street, address.city, address.state].join(', '),
  service_details: items
    .map((item) => `${item.quantity} × ${item.name}, size ${item.selectedSize}`)
    .join('; ')
    .slice(0, 500),
})

/** The list's state, all in the address: a filtered page or an order can be shared and gone back to. */
function useListParams() {
  const { params, q, page, href, go } = useListAddress(PAGE_ROUTES.adminOrders)
  const rawStatus = params.get('status')
  const status = isStatus(rawStatus) ? rawStatus : undefined
  const rawRefund = params.get('refund')
  const refund = isRefundStatus(rawRefund) ? rawRefund : undefined
  const selected = params.get('order')
  return { status, refund, q, page, selected, href, go }
}

/** Replaces an order in every cached page that holds it. */
function withOrder(list: AdminOrdersResponse | undefined, order: AdminOrder) {
  if (!list) return list
  return { ...list, orders: list.orders.map((o) => (o._id === order._id ? order : o)) }
}

function AdminOrders({ token, email }: { token: string; email: string | null }) {
  const { status, refund, q, page, selected, href, go } = useListParams()
  const { clearToken } = useAuth()
  const queryClient = useQueryClient()
  const list = useQuery(adminQueries.list(token, { status, refund, q, page }))
  const fromPage = list.data?.orders.find((order) => order.reference === selected)
  // An order opened from a link may not be on this page: found by its reference instead.
  const lookup = useQuery({
    ...adminQueries.order(token, selected ?? ''),
    enabled: Boolean(selected) && !fromPage && !list.isPending,
  })
  const order = fromPage ?? lookup.data ?? undefined
  const [draft, setDraft] = useState(q ?? '')
  const now = useMinuteClock()
  const details = useRef<HTMLDivElement>(null)

  // Back and forward change the search in the address: the box follows.
  useEffect(() => setDraft(q ?? ''), [q])

  /** The order as the server answered it, everywhere it is shown; the lists read again. */
  const showChanged = (changed: AdminOrder) => {
    queryClient.setQueriesData<AdminOrdersResponse>({ queryKey: adminQueries.all() }, (data) =>
      withOrder(data, changed),
    )
    queryClient.setQueryData(adminQueries.order(token, changed.reference).queryKey, changed)
    // The counts and filters (a refund failed, on its way) may have changed too.
    void queryClient.invalidateQueries({ queryKey: adminQueries.root() })
  }
  const refused = (error: Error) => {
    if (statusOf(error) === 401) clearToken()
    // Refused (someone got there first): the order as it is now, with who changed it.
    void queryClient.invalidateQueries({ queryKey: adminQueries.root() })
  }

  const move = useMutation({
    mutationFn: async ({ id, to }: { id: string; to: OrderStatus }) => {
      const { setOrderStatus } = await import('../adminOrders.ts')
      return setOrderStatus(token, id, to)
    },
    onSuccess: showChanged,
    onError: refused,
  })

  const retry = useMutation({
    mutationFn: async (id: string) => {
      const { retryRefund } = await import('../adminOrders.ts')
      return retryRefund(token, id)
    },
    onSuccess: showChanged,
    onError: refused,
  })

  const answer = useMutation({
    mutationFn: async (input: { id: string; disputeId: string; body: DisputeAnswerRequest }) => {
      const { answerDispute } = await import('../adminOrders.ts')
      return answerDispute(token, input.id, input.disputeId, input.body)
    },
    onSuccess: showChanged,
    onError: refused,
  })

  // Another order opened: the last move's or retry's outcome belongs to the previous one.
  const { reset } = move
  const { reset: resetRetry } = retry
  const { reset: resetAnswer } = answer
  useEffect(() => {
    reset()
    resetRetry()
    resetAnswer()
    if (selected) details.current?.scrollIntoView({ block: 'nearest' })
  }, [selected, reset, resetRetry, resetAnswer])

  const forbidden = statusOf(list.error) === 403
  useEffect(() => {
    if (statusOf(list.error) === 401) clearToken()
  }, [list.error, clearToken])
  if (forbidden) return <NotAllowed email={email} />

  const filtered = Boolean(status || refund || q)
  const refundsFailed = list.data?.refundsFailed ?? 0
  const keyRefused = list.data?.paymentAlerts.find((alert) => alert.kind === 'key refused')
  const refundsWaiting = list.data?.refundsNeedAttention ?? 0
  const refundsUnanswered = list.data?.refundsUnanswered ?? 0
  return (
    <div className="flex flex-col gap-6">
      {keyRefused ? (
        <AlertPanel message={KEY_REFUSED_MESSAGE}>
          <p>
            Since {formatOrderDateTime(keyRefused.since)}. Nothing is lost meanwhile: each payment
            is asked about again.
          </p>
        </AlertPanel>
      ) : null}
      {refundsWaiting > 0 ? (
        <AlertPanel
          message={
            <>
              {REFUND_ATTENTION_TEXTS.waiting(refundsWaiting)}
              {refundsUnanswered > 0 ? (
                <strong className="mt-1 block">
                  {REFUND_ATTENTION_TEXTS.unanswered(refundsUnanswered)}
                </strong>
              ) : null}
            </>
          }
          bodyClassName="flex flex-wrap gap-x-4 gap-y-1"
        >
          {refund === 'needs-attention' ? null : (
            <Link
              href={WAITING_REFUNDS_HREF}
              className="font-semibold text-ink underline underline-offset-2"
            >
              {REFUND_ATTENTION_TEXTS.show}
            </Link>
          )}
        </AlertPanel>
      ) : null}
      {refundsFailed > 0 ? (
        <AlertPanel
          message={failedRefundsText(refundsFailed)}
          bodyClassName="flex flex-wrap gap-x-4 gap-y-1"
        >
          {refund === 'failed' ? null : (
            <Link
              href={FAILED_REFUNDS_HREF}
              className="font-semibold text-ink underline underline-offset-2"
            >
              See the failed refunds
            </Link>
          )}
        </AlertPanel>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {/* One width for both labels: on a phone the two selects line up, one above the other. */}
        <FilterSelect
          {...ORDER_STATUS_FILTER}
          className="[&>label]:min-w-16"
          value={status ?? ''}
          onValueChange={(next) => go({ status: next, page: 1 })}
        />
        <FilterSelect
          {...REFUND_FILTER}
          className="[&>label]:min-w-16"
          value={refund ?? ''}
          onValueChange={(next) => go({ refund: next, page: 1 })}
        />
        <SearchField
          className="sm:col-span-2 lg:col-span-1"
          label="Number, reference or e-mail"
          value={draft}
          onValueChange={setDraft}
          onSearch={(text) => go({ q: text.trim(), page: 1 })}
        />
      </div>
      <OrdersExport token={token} />

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <section aria-label="Order list" className="flex min-w-0 flex-col gap-4">
          {list.isPending ? (
            <LoadingState label="Loading orders" />
          ) : list.isError && !list.data ? (
            <LoadFailed onRetry={() => void list.refetch()}>
              The orders could not be loaded: {list.error.message}
            </LoadFailed>
          ) : list.data.orders.length === 0 ? (
            <div className="flex flex-col items-center gap-4 py-16 text-center">
              <p className="text-lg text-muted">
                {filtered ? 'No orders match.' : 'No orders yet.'}
              </p>
              {filtered ? (
                <Link
                  href={PAGE_ROUTES.adminOrders}
                  className={buttonVariants({ variant: 'secondary' })}
                >
                  Show every order
                </Link>
              ) : null}
            </div>
          ) : (
            <>
              <AdminOrderList
                orders={list.data.orders}
                selected={order?.reference ?? null}
                hrefFor={(o) => href({ order: o.reference })}
              />
              <Pagination
                page={list.data.page}
                pageSize={list.data.pageSize}
                total={list.data.total}
                hrefFor={(to) => href({ page: to, order: undefined })}
              />
            </>
          )}
        </section>

        <div
          ref={details}
          className={cn(
            'order-first scroll-mt-24 lg:sticky lg:top-24 lg:order-last',
            // Nothing chosen: on a phone, no empty space above the list.
            !selected && 'hidden md:block',
          )}
        >
          {order ? (
            <div className="flex flex-col gap-6">
              {(order.disputes ?? []).map((dispute) => (
                <DisputePanel
                  key={dispute.id}
                  dispute={dispute}
                  now={now}
                  evidence={evidenceFrom(order)}
                  answering={answer.isPending && answer.variables.disputeId === dispute.id}
                  error={
                    answer.isError && answer.variables.disputeId === dispute.id
                      ? answer.error.message
                      : null
                  }
                  onUploadPhoto={async (file) => {
                    const { uploadPhoto } = await import('../../products/adminProducts.ts')
                    return productPhotoPath(await uploadPhoto(token, file))
                  }}
                  onAnswer={(body) => answer.mutate({ id: order._id, disputeId: dispute.id, body })}
                />
              ))}
              <AdminOrderDetails
                order={order}
                nextStatuses={nextStatuses(order.status)}
                moving={move.isPending ? move.variables.to : null}
                error={move.isError ? move.error.message : null}
                notice={move.isSuccess ? movedNotice(move.data) : null}
                onMove={(to) => move.mutate({ id: order._id, to })}
                retrying={retry.isPending}
                retryError={retry.isError ? retry.error.message : null}
                retried={retry.isSuccess}
                onRetryRefund={() => retry.mutate(order._id)}
              />
            </div>
          ) : selected && (lookup.isPending || list.isPending) ? (
            <LoadingState label="Loading the order" />
          ) : selected ? (
            <p className="rounded-card border border-line p-6 text-sm text-muted">
              No order {selected} was found.
            </p>
          ) : (
            <p className="rounded-card border border-line p-6 text-sm text-muted">
              Choose an order to see its details and move it along.
            </p>
          )}
        </div>
      </div>
    </div>
  )
}
