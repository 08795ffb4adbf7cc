import {
  fixtureAdminOrders,
  fixtureExpiredOrder,
  fixtureRejectedTransferOrder,
  fixtureTransferOrder,
  fixtureUnderWayOrder,
  orderHandlers,
  resetMockOrders,
  toAdminOrder,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { cancelledWindow, paidWindow } from '../../stories/paymentWindows.ts'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import {
  awaiting,
  cardOf,
  delivered,
  interactionOnly,
  orderList,
  ordersMeta,
  type Queries,
  statusOf,
} from './OrdersPage.fixtures.tsx'

// An order's payment: just paid and highlighted, Pay now, a transfer, an expired order.
const meta = {
  ...ordersMeta,
  title: 'Pages/Orders/Payment',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

const notifications = (canvas: Queries) =>
  within(canvas.getByRole('region', { name: 'Notifications' }))

const paidAt = (awaiting.timeline[0]?.at ?? 0) + 120_000

/** Ada's newest order, paid a moment ago: what the checkout lands on. */
const justPaid = toAdminOrder({
  ...awaiting,
  status: 'Order Placed',
  payment: true,
  paymentStatus: 'paid',
  delivery: { fee: 2000, zone: 'Lagos', estimate: '1–2 working days' },
  timeline: [...awaiting.timeline, { status: 'Order Placed', at: paidAt, by: 'Paystack' }],
  payments: [
    {
      reference: awaiting.reference,
      amount: awaiting.amount,
      kind: 'paid',
      at: paidAt,
      refund: null,
    },
  ],
})

/**
 * Back from paying: the order just placed is marked and focused (it is already at the top), with
 * the confirmation to keep: paid on Sunday 1 November, to Lagos in 1–2 working days.
 */
export const Highlighted: Story = {
  tags: ['state:orders-highlighted', 'state:orders-confirmation'],
  args: { path: `/orders?reference=${awaiting.reference}` },
  beforeEach: () => {
    resetMockOrders(fixtureAdminOrders.map((o) => (o._id === justPaid._id ? justPaid : o)))
  },
  play: async ({ canvasElement }) => {
    const { list } = await orderList(canvasElement)
    const article = within(list).getByRole('article', { name: 'Order #1062' })
    await expect(within(article).getByText('Just placed')).toBeVisible()
    await expect(article).toHaveAttribute('data-highlighted', 'true')
    await expect(statusOf(within(article))).toHaveTextContent('Order Placed')
    await waitFor(() => expect(article).toHaveFocus())
    await expect(within(list).getAllByText('Just placed')).toHaveLength(1)
    const confirmation = within(article.querySelector('[data-state="confirmation"]') as HTMLElement)
    await expect(confirmation.getByText('Thank you, Ada. Your order is confirmed.')).toBeVisible()
    await expect(confirmation.getByText('Between Mon 2 Nov and Tue 3 Nov')).toBeVisible()
    await expect(confirmation.getByText('We have e-mailed you a receipt.')).toBeVisible()
    await expect(within(list).getAllByText('We have e-mailed you a receipt.')).toHaveLength(1)
  },
}

/** An older order paid again: brought into view below the navigation bar, and focused. */
export const HighlightedFurtherDown: Story = {
  parameters: interactionOnly,
  args: { path: `/orders?reference=${delivered.reference}` },
  play: async ({ canvasElement }) => {
    const { list } = await orderList(canvasElement)
    const article = within(list).getByRole('article', { name: 'Order #1021' })
    await waitFor(() => expect(article).toHaveFocus())
    await expect(within(article).getByText('Just placed')).toBeVisible()
    const { top } = article.getBoundingClientRect()
    await expect(top).toBeGreaterThanOrEqual(0)
    await expect(top).toBeLessThan(window.innerHeight / 2)
  },
}

/**
 * Pay now: a new payment for the same order, in the same window as the checkout's; once the
 * server confirms it, the order shows as placed, marked as the one just paid.
 */
export const PayNow: Story = {
  tags: ['state:orders-pay-now'],
  parameters: { ...interactionOnly, paymentPopup: paidWindow },
  play: async ({ canvasElement }) => {
    const { canvas, main, order } = await orderList(canvasElement)
    await userEvent.click(order('ADR-FIXTURE-3').getByRole('button', { name: 'Pay now' }))
    await expect(await notifications(canvas).findByRole('status')).toHaveTextContent(
      'Order placed successfully!',
    )
    // Paid again under a new reference: the order, now placed, is the one marked.
    // Paid again under a new reference, the order keeps its number.
    await main.findByText('Payment reference ADR-MOCK-AGAIN-1')
    const paid = cardOf(canvasElement, 'ADR-MOCK-AGAIN-1')
    await expect(paid.getByRole('heading', { level: 2 })).toHaveTextContent('Order #1062')
    await waitFor(() => expect(statusOf(paid)).toHaveTextContent('Order Placed'))
    await expect(await paid.findByText('Just placed')).toBeVisible()
    await expect(paid.queryByRole('button', { name: 'Pay now' })).toBeNull()
    await expect(
      within(paid.getByRole('list', { name: 'Order history' }))
        .getAllByRole('listitem')
        .at(-1),
    ).toHaveTextContent('by Paystack')
    await expect(within(document.body).queryByRole('dialog')).toBeNull()
  },
}

/** The window closed without paying: the order still awaits its payment. */
export const PayNowClosed: Story = {
  parameters: { ...interactionOnly, paymentPopup: cancelledWindow },
  play: async ({ canvasElement }) => {
    const { canvas, order } = await orderList(canvasElement)
    await userEvent.click(order('ADR-FIXTURE-3').getByRole('button', { name: 'Pay now' }))
    await expect(await notifications(canvas).findByRole('status')).toHaveTextContent(
      'Payment window closed',
    )
    await expect(order('ADR-FIXTURE-3').getByRole('button', { name: 'Pay now' })).toBeEnabled()
  },
}

/** Paystack cannot be reached: the server says so, beside the button. */
export const PayNowUnavailable: Story = {
  parameters: {
    ...interactionOnly,
    msw: { handlers: { order: [orderHandlers.payAgainUnavailable, orderHandlers.list] } },
  },
  play: async ({ canvasElement }) => {
    const { order } = await orderList(canvasElement)
    const unpaid = order('ADR-FIXTURE-3')
    await userEvent.click(unpaid.getByRole('button', { name: 'Pay now' }))
    await expect(await unpaid.findByRole('alert')).toHaveTextContent(
      'Payments are unavailable right now. Please try again in a moment.',
    )
    await expect(within(document.body).queryByRole('dialog')).toBeNull()
  },
}

/**
 * Paid in the window, then the confirmation got no answer: the page offers to check the same
 * payment again, never a second payment (ADR 015).
 */
export const PayNowConfirmationLost: Story = {
  parameters: {
    ...interactionOnly,
    paymentPopup: paidWindow,
    msw: {
      handlers: {
        order: [orderHandlers.list, orderHandlers.payAgain, orderHandlers.verifyError],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { list } = await orderList(canvasElement)
    // The card itself: its reference may change (paying again gives a new one).
    const unpaid = cardOf(list, 'ADR-FIXTURE-3')
    await userEvent.click(unpaid.getByRole('button', { name: 'Pay now' }))
    const again = await unpaid.findByRole('button', { name: 'Check my payment again' })
    await expect(unpaid.getByRole('alert')).toHaveTextContent(
      'Something went wrong while placing your order. If you paid, no new payment is needed.',
    )
    await expect(unpaid.queryByRole('button', { name: 'Pay now' })).toBeNull()
    await userEvent.click(again)
    await expect(
      await unpaid.findByRole('button', { name: 'Check my payment again' }),
    ).toBeVisible()
    await expect(within(document.body).queryByRole('dialog')).toBeNull()
  },
}

/** Paid by a bank transfer not landed yet: it says the store waits for it, with no Pay now. */
export const AwaitingTransfer: Story = {
  tags: ['state:orders-awaiting-transfer'],
  beforeEach: () => {
    resetMockOrders([...fixtureAdminOrders, toAdminOrder(fixtureTransferOrder)])
  },
  play: async ({ canvasElement }) => {
    const { order } = await orderList(canvasElement)
    const waiting = order('ADR-FIXTURE-TRANSFER')
    await expect(statusOf(waiting)).toHaveTextContent('Awaiting payment')
    await expect(
      waiting.getByText(
        'We’re waiting for your transfer. Your order is placed as soon as it lands, and we’ll e-mail you then.',
      ),
    ).toBeVisible()
    await expect(waiting.queryByRole('button', { name: 'Pay now' })).toBeNull()
    await expect(waiting.queryByText(/was not completed/)).toBeNull()
  },
}

/**
 * A USSD, bank or card payment Paystack reports still going through: the order waits for it,
 * with no Pay now, for up to 30 minutes.
 */
export const PaymentUnderWay: Story = {
  tags: ['state:orders-payment-under-way'],
  beforeEach: () => {
    resetMockOrders([...fixtureAdminOrders, toAdminOrder(fixtureUnderWayOrder)])
  },
  play: async ({ canvasElement }) => {
    const { order } = await orderList(canvasElement)
    const waiting = order('ADR-FIXTURE-USSD')
    await expect(statusOf(waiting)).toHaveTextContent('Awaiting payment')
    await expect(
      waiting.getByText(
        'Your payment is still going through. Your order is placed as soon as it completes, and we’ll e-mail you then.',
      ),
    ).toBeVisible()
    await expect(waiting.queryByRole('button', { name: 'Pay now' })).toBeNull()
  },
}

/** Paystack sent a bank transfer of the wrong amount back: why, and Pay now at once. */
export const TransferSentBack: Story = {
  tags: ['state:orders-transfer-sent-back'],
  beforeEach: () => {
    resetMockOrders([...fixtureAdminOrders, toAdminOrder(fixtureRejectedTransferOrder)])
  },
  play: async ({ canvasElement }) => {
    const { order } = await orderList(canvasElement)
    const sentBack = order('ADR-FIXTURE-SENT-BACK')
    await expect(statusOf(sentBack)).toHaveTextContent('Awaiting payment')
    await expect(
      sentBack.getByText(
        'Your bank transfer was not the exact amount, so Paystack sent it back to your account. Please pay again, sending exactly the amount shown.',
      ),
    ).toBeVisible()
    await expect(sentBack.queryByText(/was not completed/)).toBeNull()
    await expect(sentBack.getByRole('button', { name: 'Pay now' })).toBeVisible()
  },
}

/** Never paid and given up on: it says so, with no button to pay. */
export const Expired: Story = {
  tags: ['state:orders-payment-expired'],
  beforeEach: () => {
    resetMockOrders([...fixtureAdminOrders, toAdminOrder(fixtureExpiredOrder)])
  },
  play: async ({ canvasElement }) => {
    const { order } = await orderList(canvasElement)
    const expired = order('ADR-FIXTURE-EXPIRED')
    await expect(statusOf(expired)).toHaveTextContent('Payment expired')
    await expect(
      expired.getByText('This order was not paid in time. Please place a new order.'),
    ).toBeVisible()
    await expect(expired.queryByRole('button', { name: 'Pay now' })).toBeNull()
    await expect(expired.getByRole('button', { name: 'Track Order' })).toBeVisible()
  },
}
