import { REFUND_DETAILS_TEXTS } from '@adire/contract'
import { fixtureShopperRefunds } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { card, historyOf, orderCardMeta } from './OrderCard.fixtures.tsx'
import type { OrderCard } from './OrderCard.tsx'

// A cancelled order's money going back: pending, refunded, failed, bank details asked for.
const meta = {
  ...orderCardMeta,
  title: 'UI/Orders/OrderCard/Refunds',
} satisfies Meta<typeof OrderCard>

export default meta
type Story = StoryObj<typeof meta>

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
