import { ORDER_MESSAGES, REFUND_DETAILS_TEXTS, TRANSFER_REJECTED_MESSAGES } from '@adire/contract'
import {
  fixtureExpiredOrder,
  fixtureOrders,
  fixtureRejectedTransferOrder,
  fixtureShopperRefunds,
  fixtureTransferOrder,
  fixtureUnderWayOrder,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { OrderCard } from './OrderCard.tsx'

const [awaiting, packing, delivered] = fixtureOrders as [
  (typeof fixtureOrders)[number],
  (typeof fixtureOrders)[number],
  (typeof fixtureOrders)[number],
]

const meta = {
  title: 'UI/Orders/OrderCard',
  component: OrderCard,
  args: { order: packing, onTrack: fn(), onPayNow: fn() },
  decorators: [(Story) => <div className="w-full max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof OrderCard>

export default meta
type Story = StoryObj<typeof meta>

/** The card of the order paid under `reference` (shown under its number). */
const card = (canvasElement: HTMLElement, reference: string) =>
  within(
    within(canvasElement)
      .getByText(`Payment reference ${reference}`)
      .closest('article') as HTMLElement,
  )

/** The order's history, each line as its text reads (what, amount and reference, when, who). */
const historyOf = (order: ReturnType<typeof card>) =>
  within(order.getByRole('list', { name: 'Order history' }))
    .getAllByRole('listitem')
    .map((line) => line.textContent)

/** A paid order on its way: reference, date, items, status, payment method, history, Track Order. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-2')
    await expect(order.getByRole('heading', { level: 2 })).toHaveTextContent('Order #1054')
    await expect(order.getByText('31 October 2026')).toBeVisible()
    await expect(order.getByText('Packing', { selector: '[data-status]' })).toBeVisible()
    await expect(order.getByText('Paystack · Paid')).toBeVisible()
    await expect(order.getByText('₦53,500')).toBeVisible()
    await expect(
      within(order.getByRole('list', { name: 'Items in this order' })).getAllByRole('listitem'),
    ).toHaveLength(2)
    // Its payment, with amount and reference, among the changes of status.
    await expect(historyOf(order)).toEqual([
      'Awaiting payment31 October 2026 at 13:00 · by You',
      'Payment received₦53,500 · ADR-FIXTURE-231 October 2026 at 13:01 · by Paystack',
      'Order Placed31 October 2026 at 13:01 · by Paystack',
      'Packing31 October 2026 at 18:00 · by Adire',
    ])
    await expect(order.queryByRole('button', { name: 'Pay now' })).toBeNull()

    const track = order.getByRole('button', { name: 'Track Order' })
    await expect(track).toHaveAccessibleDescription('Order #1054')
    await userEvent.click(track)
    await expect(args.onTrack).toHaveBeenCalledOnce()
  },
}

/** Fetching again after Track Order: the button's icon turns. */
export const Tracking: Story = {
  args: { tracking: true },
  play: async ({ canvasElement }) => {
    await expect(
      card(canvasElement, 'ADR-FIXTURE-2').getByRole('button', { name: 'Track Order' }),
    ).toHaveAttribute('data-state', 'tracking')
  },
}

/** Its payment never completed: awaiting payment (not placed), with Pay now. */
export const AwaitingPayment: Story = {
  args: { order: awaiting },
  play: async ({ args, canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-3')
    await expect(order.getByText('Awaiting payment', { selector: '[data-status]' })).toBeVisible()
    await expect(order.queryByText('Order Placed')).toBeNull()
    await expect(order.getByText('Paystack · Not paid yet')).toBeVisible()
    await expect(
      order.getByText('The payment for this order was not completed. Pay now to place it.'),
    ).toBeVisible()
    await userEvent.click(order.getByRole('button', { name: 'Pay now' }))
    await expect(args.onPayNow).toHaveBeenCalledOnce()
  },
}

/** A payment under way: the button says so and a second press pays nothing more. */
export const Paying: Story = {
  args: { order: awaiting, paying: true },
  play: async ({ args, canvasElement }) => {
    const pay = card(canvasElement, 'ADR-FIXTURE-3').getByRole('button', { name: 'Processing...' })
    await expect(pay).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(pay)
    await expect(args.onPayNow).not.toHaveBeenCalled()
  },
}

/** The last Pay now did not go through: why, beside the button. */
export const PayFailed: Story = {
  args: {
    order: awaiting,
    payError: 'Payments are unavailable right now. Please try again in a moment.',
  },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-3')
    await expect(order.getByRole('alert')).toHaveTextContent(
      'Payments are unavailable right now. Please try again in a moment.',
    )
    await expect(order.getByRole('button', { name: 'Pay now' })).toBeEnabled()
  },
}

/**
 * Paid in the window, then the confirmation got no answer: the same payment is checked again,
 * never a second one taken.
 */
export const ConfirmationLost: Story = {
  args: {
    order: awaiting,
    payError: 'Something went wrong while placing your order.',
    onCheckPayment: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-3')
    await expect(order.getByRole('alert')).toHaveTextContent(
      'Something went wrong while placing your order. If you paid, no new payment is needed.',
    )
    await expect(order.queryByRole('button', { name: 'Pay now' })).toBeNull()
    await userEvent.click(order.getByRole('button', { name: 'Check my payment again' }))
    await expect(args.onCheckPayment).toHaveBeenCalledOnce()
  },
}

/** Never paid and given up on: it says so, with no button to pay. */
export const Expired: Story = {
  args: { order: fixtureExpiredOrder },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-EXPIRED')
    await expect(order.getByText('Payment expired')).toBeVisible()
    await expect(
      order.getByText('This order was not paid in time. Please place a new order.'),
    ).toBeVisible()
    await expect(order.queryByRole('button', { name: 'Pay now' })).toBeNull()
  },
}

/** A bank transfer the shopper sent, not landed yet: the order waits for it, with no Pay now. */
export const AwaitingTransfer: Story = {
  args: { order: fixtureTransferOrder },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-TRANSFER')
    await expect(order.getByText(ORDER_MESSAGES.awaitingTransfer)).toBeVisible()
    await expect(order.queryByRole('button', { name: 'Pay now' })).toBeNull()
  },
}

/**
 * A USSD, bank or card payment Paystack reports still going through (`ongoing`, `pending`): the
 * order waits for it for up to 30 minutes, with no second payment meanwhile.
 */
export const PaymentUnderWay: Story = {
  args: { order: fixtureUnderWayOrder },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-USSD')
    await expect(order.getByText(ORDER_MESSAGES.paymentUnderWay)).toBeVisible()
    await expect(order.getByText('Awaiting payment', { selector: '[data-status]' })).toBeVisible()
    await expect(order.queryByRole('button', { name: 'Pay now' })).toBeNull()
  },
}

/** Paystack sent a short bank transfer back: why, and Pay now at once. */
export const TransferSentBack: Story = {
  args: { order: fixtureRejectedTransferOrder },
  play: async ({ args, canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-SENT-BACK')
    await expect(order.getByText(TRANSFER_REJECTED_MESSAGES['wrong amount'])).toBeVisible()
    await expect(
      order.queryByText('The payment for this order was not completed. Pay now to place it.'),
    ).toBeNull()
    await userEvent.click(order.getByRole('button', { name: 'Pay now' }))
    await expect(args.onPayNow).toHaveBeenCalledOnce()
  },
}

/** A transfer that came after its account expired, sent back: why, and Pay now. */
export const TransferSentBackLate: Story = {
  args: { order: { ...fixtureRejectedTransferOrder, transferRejected: 'late' } },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-SENT-BACK')
    await expect(order.getByText(TRANSFER_REJECTED_MESSAGES.late)).toBeVisible()
    await expect(order.getByRole('button', { name: 'Pay now' })).toBeVisible()
  },
}

/** The order just placed (`?reference=`): marked as such. */
export const Highlighted: Story = {
  args: { highlighted: true },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Order #1054' })
    await expect(article).toHaveAttribute('data-highlighted', 'true')
    await expect(article).toHaveAttribute('tabindex', '-1')
    await expect(within(article).getByText('Just placed')).toBeVisible()
  },
}

/**
 * Just paid, to Lagos (1–2 working days) on Saturday 31 October: the confirmation to keep, with
 * the address, the days it should arrive (Monday and Tuesday, the weekend skipped) and the
 * receipt; the items and the total follow.
 */
export const JustPaid: Story = {
  args: {
    highlighted: true,
    order: {
      ...packing,
      status: 'Order Placed',
      delivery: { fee: 2000, zone: 'Lagos', estimate: '1–2 working days' },
      timeline: packing.timeline.filter((entry) => entry.status !== 'Packing'),
    },
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Order #1054' })
    const confirmation = article.querySelector('[data-state="confirmation"]') as HTMLElement
    const box = within(confirmation)
    await expect(box.getByText('Thank you, Ada. Your order is confirmed.')).toBeVisible()
    await expect(box.getByText('12 Admiralty Way', { exact: false })).toHaveTextContent(
      'Ada Okafor, 12 Admiralty Way, Lekki, Lagos',
    )
    await expect(box.getByText('Between Mon 2 Nov and Tue 3 Nov')).toBeVisible()
    await expect(box.getByText('We have e-mailed you a receipt.')).toBeVisible()
  },
}

/** Highlighted but already on its way: no confirmation, the news is its status. */
export const HighlightedPacking: Story = {
  args: { highlighted: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="confirmation"]')).toBeNull()
  },
}

/** Delivered, with a test payment: the whole history, and the test badge. */
export const DeliveredTestPayment: Story = {
  args: { order: { ...delivered, testPayment: true } },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-1')
    await expect(order.getByText('Delivered', { selector: '[data-status]' })).toBeVisible()
    await expect(order.getByText('Test payment')).toBeVisible()
    // Six changes of status and the payment.
    await expect(historyOf(order)).toHaveLength(7)
  },
}

const { cancelledRefundPending, cancelledRefunded, duplicateRefunded, refundFailed } =
  fixtureShopperRefunds

/**
 * Cancelled by the store team after it was paid: the card says plainly that the money is on
 * its way back and when to expect it, and the history shows the payment and the refund.
 */
export const CancelledRefundPending: Story = {
  args: { order: cancelledRefundPending },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-CANCELLED')
    await expect(order.getByText('Cancelled', { selector: '[data-status]' })).toBeVisible()
    await expect(order.getByText('Paystack · Refund on its way')).toBeVisible()
    await expect(
      order.getByText(
        'This order was cancelled. Your payment of ₦42,000 is being refunded and should reach you within 10 working days.',
      ),
    ).toBeVisible()
    await expect(historyOf(order)).toEqual([
      'Awaiting payment1 November 2026 at 07:00 · by You',
      'Payment received₦42,000 · ADR-FIXTURE-CANCELLED1 November 2026 at 07:01 · by Paystack',
      'Order Placed1 November 2026 at 07:01 · by Paystack',
      'Cancelled1 November 2026 at 12:00 · by Adire',
      'Refund on its way₦42,000 · ADR-FIXTURE-CANCELLED1 November 2026 at 12:00 · by Adire',
    ])
    // The order's step is still the cancellation; the refund is news about its money.
    await expect(
      order.getByRole('list', { name: 'Order history' }).querySelector('[aria-current]'),
    ).toHaveTextContent(/^Cancelled/)
    await expect(order.queryByRole('button', { name: 'Pay now' })).toBeNull()
  },
}

/** Cancelled, and the money is back with the shopper: it says when. */
export const Refunded: Story = {
  args: { order: cancelledRefunded },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-REFUNDED')
    await expect(order.getByText('Paystack · Refunded')).toBeVisible()
    await expect(
      order.getByText(
        'This order was cancelled and your payment of ₦38,000 was refunded on 30 October 2026.',
      ),
    ).toBeVisible()
    await expect(historyOf(order).slice(-3)).toEqual([
      'Cancelled27 October 2026 at 17:00 · by Adire',
      'Refund started₦38,000 · ADR-FIXTURE-REFUNDED27 October 2026 at 17:00 · by Adire',
      'Refunded₦38,000 · ADR-FIXTURE-REFUNDED30 October 2026 at 13:00 · by Paystack',
    ])
  },
}

/**
 * Paid twice (a second payment window): the order goes ahead, paid, and the extra payment,
 * refunded, shows in its history under its own reference.
 */
export const DuplicateRefunded: Story = {
  args: { order: duplicateRefunded },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-TWICE-2')
    await expect(order.getByText('Packing', { selector: '[data-status]' })).toBeVisible()
    await expect(order.getByText('Paystack · Paid')).toBeVisible()
    await expect(
      order.getByText(
        'This order was already paid, so your extra payment of ₦24,000 was refunded on 31 October 2026.',
      ),
    ).toBeVisible()
    await expect(historyOf(order)).toEqual([
      'Awaiting payment30 October 2026 at 13:00 · by You',
      'Payment received₦24,000 · ADR-FIXTURE-TWICE-130 October 2026 at 13:02 · by Paystack',
      'Order Placed30 October 2026 at 13:02 · by Paystack',
      'Extra payment received: the order was already paid₦24,000 · ADR-FIXTURE-TWICE-230 October 2026 at 13:03 · by Paystack',
      'Refund started₦24,000 · ADR-FIXTURE-TWICE-230 October 2026 at 13:03 · by Adire',
      'Refunded₦24,000 · ADR-FIXTURE-TWICE-231 October 2026 at 11:00 · by Paystack',
      'Packing31 October 2026 at 13:00 · by Adire',
    ])
  },
}

/** Paystack could not pay the money back: the card says the team will be in touch. */
export const RefundFailed: Story = {
  args: { order: refundFailed },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-REFUND-FAILED')
    await expect(order.getByText('Paystack · Refund failed')).toBeVisible()
    await expect(
      order.getByText(
        'This order was cancelled. We could not refund your payment of ₦34,500 yet: our team will be in touch.',
      ),
    ).toBeVisible()
    await expect(historyOf(order).at(-1)).toBe(
      'Refund failed: our team will be in touch₦34,500 · ADR-FIXTURE-REFUND-FAILED30 October 2026 at 14:00 · by Paystack',
    )
  },
}

/**
 * Paystack took another amount than the order's: that payment is refunded, and the order,
 * still unpaid, can be paid.
 */
export const WrongAmountRefunded: Story = {
  args: { order: fixtureShopperRefunds.wrongAmountRefunded },
  play: async ({ args, canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-WRONG-AMOUNT')
    await expect(order.getByText('Awaiting payment', { selector: '[data-status]' })).toBeVisible()
    await expect(order.getByText('Paystack · Not paid yet')).toBeVisible()
    await expect(
      order.getByText(
        "A payment of ₦3,200 did not match this order's total, so it is being refunded. It should reach you within 10 working days.",
      ),
    ).toBeVisible()
    await expect(historyOf(order).slice(1)).toEqual([
      'Payment received for the wrong amount₦3,200 · ADR-FIXTURE-WRONG-AMOUNT1 November 2026 at 10:01 · by Paystack',
      'Refund on its way₦3,200 · ADR-FIXTURE-WRONG-AMOUNT1 November 2026 at 10:01 · by Adire',
    ])
    await userEvent.click(order.getByRole('button', { name: 'Pay now' }))
    await expect(args.onPayNow).toHaveBeenCalledOnce()
  },
}

export const Mobile: Story = {
  args: { order: awaiting },
  globals: { viewport: { value: 'mobile360' } },
  play: AwaitingPayment.play,
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }

export const PaymentUnderWayMobileDark: Story = {
  ...PaymentUnderWay,
  globals: { theme: 'dark', viewport: { value: 'mobile360' } },
}

export const TransferSentBackMobileDark: Story = {
  ...TransferSentBack,
  globals: { theme: 'dark', viewport: { value: 'mobile360' } },
}

export const DarkAwaitingPayment: Story = {
  args: { order: awaiting, highlighted: true },
  globals: { theme: 'dark' },
  play: AwaitingPayment.play,
}

export const CancelledRefundPendingMobile: Story = {
  ...CancelledRefundPending,
  globals: { viewport: { value: 'mobile360' } },
}

export const CancelledRefundPendingDark: Story = {
  ...CancelledRefundPending,
  globals: { theme: 'dark' },
}

export const RefundFailedMobileDark: Story = {
  ...RefundFailed,
  globals: { viewport: { value: 'mobile360' }, theme: 'dark' },
}

export const RefundFailedDesktopDark: Story = {
  ...RefundFailed,
  globals: { viewport: { value: 'desktop1280' }, theme: 'dark' },
}

export const DuplicateRefundedMobile: Story = {
  ...DuplicateRefunded,
  globals: { viewport: { value: 'mobile360' } },
}

export const WrongAmountRefundedDark: Story = {
  ...WrongAmountRefunded,
  globals: { theme: 'dark' },
}

/**
 * Paystack could not pay the card back (docs/product.md §10.6): the card says the refund needs
 * the shopper's bank details, and where the link to give them is.
 */
export const RefundNeedsBankDetails: Story = {
  tags: ['state:orders-refund-needs-details'],
  args: { order: fixtureShopperRefunds.refundNeedsDetails, onSendRefundLink: fn() },
  play: async ({ args, canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-NEEDS-DETAILS')
    // For a shopper who cannot find the e-mail: a new link, on request.
    await userEvent.click(order.getByRole('button', { name: REFUND_DETAILS_TEXTS.sendLinkAgain }))
    await expect(args.onSendRefundLink).toHaveBeenCalledOnce()
    await expect(order.getByText('Paystack · Refund needs your bank details')).toBeVisible()
    await expect(
      order.getByText(
        'Your refund of ₦18,500 needs your bank details: Paystack could not send it back to the card or account you paid with. Open the link we e-mailed you (the newest one) to tell us where to send it.',
      ),
    ).toBeVisible()
    await expect(historyOf(order).at(-1)).toMatch(/^Refund needs your bank details₦18,500 /)
  },
}

/** The new link on its way: the button says so and ignores presses. */
export const RefundLinkSending: Story = {
  args: {
    order: fixtureShopperRefunds.refundNeedsDetails,
    onSendRefundLink: fn(),
    refundLink: { sending: true, sent: false, error: null },
  },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-NEEDS-DETAILS')
    await expect(
      order.getByRole('button', { name: REFUND_DETAILS_TEXTS.sendingLink }),
    ).toBeDisabled()
  },
}

/** The new link was sent: said beside the button, which can be pressed again. */
export const RefundLinkSent: Story = {
  tags: ['state:orders-refund-link-sent'],
  args: {
    order: fixtureShopperRefunds.refundNeedsDetails,
    onSendRefundLink: fn(),
    refundLink: { sending: false, sent: true, error: null },
  },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-NEEDS-DETAILS')
    await expect(order.getByRole('status')).toHaveTextContent(
      'We have e-mailed you a new link. It replaces the one in our earlier e-mails.',
    )
    await expect(
      order.getByRole('button', { name: REFUND_DETAILS_TEXTS.sendLinkAgain }),
    ).toBeEnabled()
  },
}

/** The link could not be sent: why, beside the button, to try again. */
export const RefundLinkFailed: Story = {
  tags: ['state:orders-refund-link-failed'],
  args: {
    order: fixtureShopperRefunds.refundNeedsDetails,
    onSendRefundLink: fn(),
    refundLink: {
      sending: false,
      sent: false,
      error: 'We could not send the link just now. Please try again in a few minutes.',
    },
  },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-NEEDS-DETAILS')
    await expect(order.getByRole('alert')).toHaveTextContent(
      'We could not send the link just now. Please try again in a few minutes.',
    )
  },
}

/** Refunded by the store team on Paystack's dashboard: the store shows it as its own refund. */
export const RefundedOnPaystack: Story = {
  tags: ['state:orders-refund-made-on-paystack'],
  args: { order: fixtureShopperRefunds.refundedOnPaystack },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-DASHBOARD')
    await expect(order.getByText('Delivered', { selector: '[data-status]' })).toBeVisible()
    await expect(
      order.getByText('We refunded your payment of ₦32,000 on 31 October 2026.'),
    ).toBeVisible()
    await expect(historyOf(order).at(-1)).toMatch(/^Refunded₦/)
  },
}
