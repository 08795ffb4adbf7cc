import type { Order } from '@adire/contract'
import {
  DEMO_USER,
  fixtureAdminOrders,
  fixtureShopperRefunds,
  refundHandlers,
  resetMockOrders,
  toAdminOrder,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import {
  delivered,
  historyOf,
  interactionOnly,
  orderList,
  ordersMeta,
  statusOf,
} from './OrdersPage.fixtures.tsx'

// A cancelled order's money on its way back to the shopper, and what can hold it up.
const meta = {
  ...ordersMeta,
  title: 'Pages/Orders/Refunds',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** Ada's orders with `order` in place of her three, above her delivered one: it heads the list. */
function withOrder(order: Order) {
  return () => {
    resetMockOrders([
      ...fixtureAdminOrders.filter((o) => o.customer.email !== DEMO_USER.email),
      toAdminOrder(order),
      toAdminOrder(delivered),
    ])
  }
}

const {
  cancelledRefundPending,
  cancelledRefunded,
  duplicateRefunded,
  refundFailed,
  wrongAmountRefunded,
} = fixtureShopperRefunds

/**
 * Cancelled by the store team after it was paid: the card says plainly that the payment is on
 * its way back and when to expect it; its history shows the payment and the refund.
 */
export const CancelledRefundPending: Story = {
  tags: ['state:orders-refund-pending'],
  beforeEach: withOrder(cancelledRefundPending),
  play: async ({ canvasElement }) => {
    const { list, order } = await orderList(canvasElement)
    await expect(within(list).getAllByRole('article')).toHaveLength(2)
    const cancelled = order('ADR-FIXTURE-CANCELLED')
    await expect(statusOf(cancelled)).toHaveTextContent('Cancelled')
    await expect(cancelled.getByText('Paystack · Refund on its way')).toBeVisible()
    await expect(
      cancelled.getByText(
        'This order was cancelled. Your payment of ₦42,000 is being refunded and should reach you within 10 working days.',
      ),
    ).toBeVisible()
    await expect(historyOf(cancelled).slice(1)).toEqual([
      'Payment received₦42,000 · ADR-FIXTURE-CANCELLED1 November 2026 at 07:01 · by Paystack',
      'Order Placed1 November 2026 at 07:01 · by Paystack',
      'Cancelled1 November 2026 at 12:00 · by Adire',
      'Refund on its way₦42,000 · ADR-FIXTURE-CANCELLED1 November 2026 at 12:00 · by Adire',
    ])
    await expect(cancelled.queryByRole('button', { name: 'Pay now' })).toBeNull()
  },
}

/**
 * Cancelled, and Paystack could not pay the money back to the card: the card says what is
 * missing and where the link to give it is (§10.6).
 */
export const RefundNeedsBankDetails: Story = {
  tags: ['state:orders-refund-needs-details'],
  beforeEach: withOrder(fixtureShopperRefunds.refundNeedsDetails),
  play: async ({ canvasElement }) => {
    const { order } = await orderList(canvasElement)
    const waiting = order('ADR-FIXTURE-NEEDS-DETAILS')
    await expect(waiting.getByText('Paystack · Refund needs your bank details')).toBeVisible()
    await expect(
      waiting.getByText(
        'Your refund of ₦18,500 needs your bank details: Paystack could not send it back to the card or account you paid with. Open the link we e-mailed you (the newest one) to tell us where to send it.',
      ),
    ).toBeVisible()
  },
}

/** A shopper who cannot find the e-mail has the link sent again (§10.6). */
export const RefundLinkSentAgain: Story = {
  tags: ['state:orders-refund-link-sent'],
  parameters: interactionOnly,
  beforeEach: withOrder(fixtureShopperRefunds.refundNeedsDetails),
  play: async ({ canvasElement }) => {
    const { order } = await orderList(canvasElement)
    const waiting = order('ADR-FIXTURE-NEEDS-DETAILS')
    await userEvent.click(waiting.getByRole('button', { name: 'E-mail me the link again' }))
    await expect(
      await waiting.findByText(
        'We have e-mailed you a new link. It replaces the one in our earlier e-mails.',
      ),
    ).toBeVisible()
  },
}

/** The link could not be sent (the server did not answer): said on the card, to try again. */
export const RefundLinkFails: Story = {
  tags: ['state:orders-refund-link-failed'],
  parameters: {
    ...interactionOnly,
    msw: { handlers: { refunds: [refundHandlers.linkFails] } },
  },
  beforeEach: withOrder(fixtureShopperRefunds.refundNeedsDetails),
  play: async ({ canvasElement }) => {
    const { order } = await orderList(canvasElement)
    const waiting = order('ADR-FIXTURE-NEEDS-DETAILS')
    await userEvent.click(waiting.getByRole('button', { name: 'E-mail me the link again' }))
    await expect(await waiting.findByRole('alert')).toHaveTextContent(
      'We could not send the link just now. Please try again in a few minutes.',
    )
    await expect(waiting.getByRole('button', { name: 'E-mail me the link again' })).toBeEnabled()
  },
}

/** Cancelled, and the money is back with the shopper: the card says when it was refunded. */
export const Refunded: Story = {
  tags: ['state:orders-refunded'],
  beforeEach: withOrder(cancelledRefunded),
  play: async ({ canvasElement }) => {
    const { order } = await orderList(canvasElement)
    const refunded = order('ADR-FIXTURE-REFUNDED')
    await expect(statusOf(refunded)).toHaveTextContent('Cancelled')
    await expect(refunded.getByText('Paystack · Refunded')).toBeVisible()
    await expect(
      refunded.getByText(
        'This order was cancelled and your payment of ₦38,000 was refunded on 30 October 2026.',
      ),
    ).toBeVisible()
    await expect(historyOf(refunded).at(-1)).toBe(
      'Refunded₦38,000 · ADR-FIXTURE-REFUNDED30 October 2026 at 13:00 · by Paystack',
    )
  },
}

/**
 * Paid twice (a second payment window): the order goes ahead, paid, and the extra payment shows
 * refunded, under its own reference.
 */
export const DuplicateRefunded: Story = {
  tags: ['state:orders-duplicate-refunded'],
  beforeEach: withOrder(duplicateRefunded),
  play: async ({ canvasElement }) => {
    const { order } = await orderList(canvasElement)
    const twice = order('ADR-FIXTURE-TWICE-2')
    await expect(statusOf(twice)).toHaveTextContent('Packing')
    await expect(twice.getByText('Paystack · Paid')).toBeVisible()
    await expect(
      twice.getByText(
        'This order was already paid, so your extra payment of ₦24,000 was refunded on 31 October 2026.',
      ),
    ).toBeVisible()
    await expect(historyOf(twice).slice(1, 6)).toEqual([
      'Payment received₦24,000 · ADR-FIXTURE-TWICE-130 October 2026 at 13:02 · by Paystack',
      'Order Placed30 October 2026 at 13:02 · by Paystack',
      'Extra payment received: the order was already paid₦24,000 · ADR-FIXTURE-TWICE-230 October 2026 at 13:03 · by Paystack',
      'Refund started₦24,000 · ADR-FIXTURE-TWICE-230 October 2026 at 13:03 · by Adire',
      'Refunded₦24,000 · ADR-FIXTURE-TWICE-231 October 2026 at 11:00 · by Paystack',
    ])
  },
}

/** Paystack could not pay the money back: the card says so, and that the team will be in touch. */
export const RefundFailed: Story = {
  tags: ['state:orders-refund-failed'],
  beforeEach: withOrder(refundFailed),
  play: async ({ canvasElement }) => {
    const { order } = await orderList(canvasElement)
    const failed = order('ADR-FIXTURE-REFUND-FAILED')
    await expect(failed.getByText('Paystack · Refund failed')).toBeVisible()
    await expect(
      failed.getByText(
        'This order was cancelled. We could not refund your payment of ₦34,500 yet: our team will be in touch.',
      ),
    ).toBeVisible()
    await expect(historyOf(failed).at(-1)).toBe(
      'Refund failed: our team will be in touch₦34,500 · ADR-FIXTURE-REFUND-FAILED30 October 2026 at 14:00 · by Paystack',
    )
  },
}

/**
 * Paystack took another amount than the order's: that payment is on its way back, and the
 * order, still unpaid, can be paid with Pay now.
 */
export const WrongAmountRefunded: Story = {
  tags: ['state:orders-mismatch-refunded'],
  beforeEach: withOrder(wrongAmountRefunded),
  play: async ({ canvasElement }) => {
    const { order } = await orderList(canvasElement)
    const wrong = order('ADR-FIXTURE-WRONG-AMOUNT')
    await expect(statusOf(wrong)).toHaveTextContent('Awaiting payment')
    await expect(
      wrong.getByText(
        "A payment of ₦3,200 did not match this order's total, so it is being refunded. It should reach you within 10 working days.",
      ),
    ).toBeVisible()
    await expect(historyOf(wrong).slice(1)).toEqual([
      'Payment received for the wrong amount₦3,200 · ADR-FIXTURE-WRONG-AMOUNT1 November 2026 at 10:01 · by Paystack',
      'Refund on its way₦3,200 · ADR-FIXTURE-WRONG-AMOUNT1 November 2026 at 10:01 · by Adire',
    ])
    await expect(wrong.getByRole('button', { name: 'Pay now' })).toBeVisible()
  },
}
