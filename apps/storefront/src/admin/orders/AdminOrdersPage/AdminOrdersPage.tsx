import {
  type AdminOrder,
  type AdminOrdersResponse,
  type DisputeAnswerRequest,
  EVERY_ORDER,
  nextStatuses,
  ORDER_STATUSES,
  type OrderStatus,
  PAGE_ROUTES,
  productPhotoPath,
  REFUND_STATUSES,
  type RefundStatus,
} from '@adire/contract'
import {
  AdminOrderDetails,
  AdminOrderList,
  BulkMoveBar,
  buttonVariants,
  cn,
  DisputePanel,
  FilterSelect,
  Link,
  LoadFailed,
  LoadingState,
  ORDER_STATUS_FILTER,
  ORDERS_ADMIN_TEXTS,
  OrderNotes,
  Pagination,
  REFUND_FILTER,
  SearchField,
  ShipDialog,
} from '@adire/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { usePageMeta } from '../../../app/usePageMeta.ts'
import { useAuth } from '../../../providers/session.tsx'
import { AdminShell, NotAllowed } from '../../AdminShell.tsx'
import { OrdersExport } from '../../exports/AdminExports.tsx'
import { useListAddress } from '../../useListAddress.ts'
import { adminQueries } from '../adminQueries.ts'
import { OrderAlerts } from './OrderAlerts.tsx'
import { OrderReturns, ReturnsLink } from './OrderReturns.tsx'
import { evidenceFrom, movedNotice, useMinuteClock, withOrder } from './orderPage.ts'
import { slipsHref, useShipping } from './useShipping.ts'

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status

/**
 * /admin/orders, for the store team only (beyond the original spec, which shows no admin features): every
 * order, filtered by status and by refund state and searched by reference or e-mail, a page at a
 * time; an order's details with its payments and refunds; the moves `nextStatuses` allows, the
 * rule the server applies (cancelling a paid order refunds it); a banner while refunds have
 * failed, and the way to try one again. Packing and shipping (§11.11): Shipped asks for the
 * courier and tracking, orders are ticked to move them in bulk or print their packing slips,
 * and the team keeps notes on an order. With no filter, the list shows the paid orders. A signed-out visitor is offered the login, a shopper is
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
      aside={({ token }) => <ReturnsLink token={token} />}
    >
      {({ token, email }) => <AdminOrders token={token} email={email} />}
    </AdminShell>
  )
}

const isStatus = (value: string | null): value is OrderStatus | typeof EVERY_ORDER =>
  value === EVERY_ORDER || (ORDER_STATUSES as readonly (string | null)[]).includes(value)

const isRefundStatus = (value: string | null): value is RefundStatus =>
  (REFUND_STATUSES as readonly (string | null)[]).includes(value)

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
    mutationFn: async ({
      id,
      to,
      shipment,
    }: {
      id: string
      to: OrderStatus
      shipment?: { courier: string; tracking?: string }
    }) => {
      const { setOrderStatus } = await import('../adminOrders.ts')
      return setOrderStatus(token, id, to, shipment)
    },
    onSuccess: showChanged,
    onError: refused,
  })
  const shipping = useShipping({
    token,
    listKey: JSON.stringify([status, refund, q, page]),
    moveOne: (input, done) => move.mutate(input, { onSuccess: done }),
    changed: showChanged,
    refused,
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
  const { reset: resetNote } = shipping.note
  useEffect(() => {
    reset()
    resetRetry()
    resetAnswer()
    resetNote()
    if (selected) details.current?.scrollIntoView({ block: 'nearest' })
  }, [selected, reset, resetRetry, resetAnswer, resetNote])

  const forbidden = statusOf(list.error) === 403
  useEffect(() => {
    if (statusOf(list.error) === 401) clearToken()
  }, [list.error, clearToken])
  if (forbidden) return <NotAllowed email={email} />

  const every = status === EVERY_ORDER
  const filtered = Boolean((status && !every) || refund || q)
  const shown = list.data?.orders ?? []
  const bulkAnswer = shipping.bulk.data
  return (
    <div className="flex flex-col gap-6">
      <OrderAlerts list={list.data} refund={refund} />
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
                {filtered ? 'No orders match.' : every ? 'No orders yet.' : 'No paid orders yet.'}
              </p>
              {filtered ? (
                <Link
                  href={`${PAGE_ROUTES.adminOrders}?status=${EVERY_ORDER}`}
                  className={buttonVariants({ variant: 'secondary' })}
                >
                  Show every order
                </Link>
              ) : every ? null : (
                <Link
                  href={href({ status: EVERY_ORDER, page: 1 })}
                  className={buttonVariants({ variant: 'secondary' })}
                >
                  {ORDERS_ADMIN_TEXTS.filter.every}
                </Link>
              )}
            </div>
          ) : (
            <>
              {shipping.selected.size > 0 || bulkAnswer || shipping.bulk.isError ? (
                <BulkMoveBar
                  count={shipping.selected.size}
                  slipsHref={slipsHref(shipping.selected)}
                  moving={shipping.bulk.isPending}
                  onMove={(to) => shipping.moveSelected(to, shown)}
                  onClear={shipping.clear}
                  outcome={
                    bulkAnswer
                      ? { message: bulkAnswer.message, someRefused: bulkAnswer.refused.length > 0 }
                      : null
                  }
                  error={shipping.bulk.isError ? shipping.bulk.error.message : null}
                />
              ) : null}
              <AdminOrderList
                orders={list.data.orders}
                selected={order?.reference ?? null}
                hrefFor={(o) => href({ order: o.reference })}
                selection={{
                  ...shipping.selection,
                  onToggleAll: (checked) => shipping.selection.onToggleAll(checked, shown),
                }}
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
                onMove={(to) =>
                  to === 'Shipped' ? shipping.shipOne(order) : move.mutate({ id: order._id, to })
                }
                retrying={retry.isPending}
                retryError={retry.isError ? retry.error.message : null}
                retried={retry.isSuccess}
                onRetryRefund={() => retry.mutate(order._id)}
              >
                <div className="mt-6 border-line border-t pt-4">
                  <Link
                    href={slipsHref([order._id])}
                    className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                  >
                    {ORDERS_ADMIN_TEXTS.slip.printOne}
                  </Link>
                </div>
                <OrderReturns order={order} />
                <OrderNotes
                  className="mt-6"
                  notes={order.notes ?? []}
                  adding={shipping.note.isPending}
                  error={shipping.note.isError ? shipping.note.error.message : null}
                  onAdd={(text) => shipping.note.mutateAsync({ id: order._id, text })}
                />
              </AdminOrderDetails>
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
      {shipping.shipping ? (
        <ShipDialog
          open
          orders={shipping.shipping.orders}
          couriers={shipping.couriers}
          saving={move.isPending || shipping.bulk.isPending}
          error={
            shipping.shipping.bulk
              ? shipping.bulk.isError
                ? shipping.bulk.error.message
                : null
              : move.isError
                ? move.error.message
                : null
          }
          onShip={shipping.ship}
          onCancel={shipping.closeShipping}
        />
      ) : null}
    </div>
  )
}
