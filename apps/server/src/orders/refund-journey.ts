import { and, eq, isNull, notExists } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { payments, refunds } from '../db/schema.ts'
import { OrderError } from './errors.ts'
import type { Refunds } from './refunds.ts'
import type { OrderRow } from './views.ts'

/*
 * The refund journey (docs/product.md §10.4, §10.6; ADR 022), from the store team's
 * "Cancel and refund" to the shopper's timeline, and the step of it that lives in this file:
 * the refund a cancellation starts.
 *
 * 1. The button. The orders screen's order (packages/ui/src/admin/orders/AdminOrderDetails/AdminOrderDetails.tsx)
 *    labels Cancelled "Cancel and refund" on a paid order and asks first, with the amount that
 *    goes back; its `onMove('Cancelled')` reaches the `move` mutation of
 *    apps/storefront/src/admin/orders/AdminOrdersPage/AdminOrdersPage.tsx, which calls `setOrderStatus`
 *    in apps/storefront/src/admin/orders/adminOrders.ts: PATCH /api/admin/orders/:id/status, the contract's
 *    `adminOrderStatus` (packages/contract/src/admin/api-admin.ts).
 *
 * 2. The route. apps/server/src/admin/routes.ts lets only the store team through;
 *    orders/admin-routes.ts hands the move to `Fulfilment.setStatus` (fulfilment.ts), whose one
 *    transaction moves the order (holding its row against a payment landing at that moment),
 *    records who did it, gives its units back to stock and calls `refundCancelledOrder` below.
 *
 * 3. Recorded. `Refunds.record` (refunds.ts) writes the refund (at most one per payment: a
 *    replay or a race never refunds twice) and queues the shopper's e-mail (`refundMail`,
 *    mail/messages.ts, through notify.ts and mail/queue.ts) in that same transaction. Money that
 *    arrives for an order the store will not fill (confirmation.ts: after a cancellation, a
 *    second charge, a wrong amount, units sold meanwhile) joins the journey here too.
 *
 * 4. Sent. Once the transaction commits, `Refunds.sendSoon` claims the refund and asks
 *    Paystack's Refund API (`PaystackClient.refund`, payments/paystack/client.ts) by the
 *    payment's transaction id; a Paystack out of reach is asked again later, a refusal fails the
 *    refund for the store team, who may try it again (POST /api/admin/orders/:id/refunds/retry).
 *
 * 5. Followed. Paystack's `refund.*` webhooks come in through orders/webhooks.ts to
 *    `Refunds.handleWebhook`, which asks Paystack (`fetchRefund`) rather than take the event's
 *    word; a webhook that never comes is made up for by the reconciler (reconciler.ts), which
 *    checks refunds pending for 30 minutes. A refund made on Paystack's dashboard is adopted
 *    (refund-lookup.ts).
 *
 * 6. The shopper's bank account. A refund Paystack parks as `needs-attention` e-mails the
 *    shopper a link (refund-attention.ts); its page (apps/storefront/src/account/RefundDetailsPage/)
 *    posts the account through apps/storefront/src/account/api/refunds.ts to orders/refund-routes.ts,
 *    which hands it to Paystack.
 *
 * 7. Seen. The refund is read with the order's payments (views.ts, reads.ts) and answered by
 *    POST /api/order/userorders; My Orders (apps/storefront/src/account/OrdersPage/) shows it on
 *    each order's timeline, packages/ui/src/account/OrderCard/OrderCard.tsx with
 *    packages/ui/src/account/orderHistory.ts: "Refund on its way" while pending, else "Refund
 *    started" followed by "Refunded", "Refund needs your bank details" or "Refund failed: our
 *    team will be in touch". The e-mail of step 3 links there.
 */

/**
 * In the cancelling transaction: refunds the payment of a paid order. An order paid before
 * payments were recorded one by one may have none on record yet (the reconciler matches it
 * within minutes): the cancellation waits for it rather than keep the money. Returns whether a
 * refund was recorded.
 */
export async function refundCancelledOrder(
  tx: Database,
  order: OrderRow,
  refunder: Pick<Refunds, 'record'>,
): Promise<boolean> {
  if (order.paymentStatus !== 'paid') return false
  const notRefunded = tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.paymentReference, payments.reference), isNull(refunds.returnId)))
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.kind, 'paid'), notExists(notRefunded)))
  if (!payment) {
    const [known] = await tx
      .select({ reference: payments.reference })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.kind, 'paid')))
    if (known) return false
    throw new OrderError('paymentNotMatched')
  }
  return refunder.record(tx, order, payment, 'order cancelled')
}
