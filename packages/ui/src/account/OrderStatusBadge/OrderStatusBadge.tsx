import { type Order, type OrderStatus, STOCK_SHOPPER_MESSAGES } from '@adire/contract'
import { cn } from '../../lib/cn.ts'

type Tone = 'waiting' | 'progress' | 'done' | 'stopped'

/** How each status reads at a glance: waiting on the shopper, on its way, arrived, or stopped. */
const TONES: Record<OrderStatus, Tone> = {
  'Awaiting payment': 'waiting',
  'Order Placed': 'progress',
  Packing: 'progress',
  Shipped: 'progress',
  'Out for delivery': 'progress',
  Delivered: 'done',
  Cancelled: 'stopped',
}

// Classes the store's stylesheet already has: one stylesheet serves every page, so a badge
// seen only by signed-in shoppers should not make the home page's CSS heavier.
const toneClasses: Record<Tone, string> = {
  waiting: 'border-accent text-accent',
  progress: 'border-brand text-brand',
  done: 'border-line bg-surface-sunken text-success',
  stopped: 'border-line bg-surface-sunken text-muted',
}

const pill =
  'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold tracking-wide'

/** What the badge says: the status, or that an unpaid order's payment window has passed. */
export const PAYMENT_EXPIRED_LABEL = 'Payment expired'

export interface OrderStatusBadgeProps {
  /** One of `ORDER_STATUSES`; any other text (a status added later) shows in a neutral tone. */
  status: string
  /**
   * `expired`: never paid and given up on. The order's status still says it awaits payment; the
   * badge says the payment expired instead.
   * @defaultValue 'paid'
   */
  paymentStatus?: Order['paymentStatus']
  /**
   * Paid through the built-in Paystack emulator: a second badge says it was a test payment.
   * @defaultValue false
   */
  testPayment?: boolean
  /**
   * Paid after its units had gone to another shopper, so cancelled and refunded: the badge
   * says "Paid, out of stock" rather than only "Cancelled".
   * @defaultValue false
   */
  outOfStock?: boolean
  className?: string
}

/** An order's status as a coloured badge, with "Test payment" beside it for emulated payments. */
export function OrderStatusBadge({
  status,
  paymentStatus = 'paid',
  testPayment = false,
  outOfStock = false,
  className,
}: OrderStatusBadgeProps) {
  const expired = paymentStatus === 'expired' && status === 'Awaiting payment'
  const tone: Tone = expired ? 'stopped' : (TONES[status as OrderStatus] ?? 'stopped')
  const label = expired
    ? PAYMENT_EXPIRED_LABEL
    : outOfStock
      ? STOCK_SHOPPER_MESSAGES.paidOutOfStock
      : status
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1.5', className)}>
      <span data-status={status} className={cn(pill, toneClasses[tone])}>
        {label}
      </span>
      {testPayment ? (
        <span className={cn(pill, 'border-line text-muted')}>Test payment</span>
      ) : null}
    </span>
  )
}
