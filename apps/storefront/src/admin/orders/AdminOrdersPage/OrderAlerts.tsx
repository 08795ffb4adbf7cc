import {
  type AdminOrdersResponse,
  KEY_REFUSED_MESSAGE,
  PAGE_ROUTES,
  REFUND_ATTENTION_TEXTS,
  type RefundStatus,
} from '@adire/contract'
import { AlertPanel, formatOrderDateTime, Link } from '@adire/ui'

/** The list of orders whose refund failed: the store team's to-do list. */
const FAILED_REFUNDS_HREF = `${PAGE_ROUTES.adminOrders}?refund=failed`
const WAITING_REFUNDS_HREF = `${PAGE_ROUTES.adminOrders}?refund=needs-attention`

const failedRefundsText = (count: number) =>
  count === 1 ? '1 order has a refund that failed.' : `${count} orders have a refund that failed.`

/**
 * What the store team must know above the orders, whatever the filter: Paystack refusing the
 * store's key, refunds waiting for shoppers' bank details, refunds that failed.
 */
export function OrderAlerts({
  list,
  refund,
}: {
  list: AdminOrdersResponse | undefined
  refund: RefundStatus | undefined
}) {
  const refundsFailed = list?.refundsFailed ?? 0
  const keyRefused = list?.paymentAlerts.find((alert) => alert.kind === 'key refused')
  const refundsWaiting = list?.refundsNeedAttention ?? 0
  const refundsUnanswered = list?.refundsUnanswered ?? 0
  return (
    <>
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
    </>
  )
}
