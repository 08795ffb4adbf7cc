import type { Order } from '@adire/contract'
import {
  DEMO_USER,
  fixtureAdminOrders,
  fixtureExpiredOrder,
  fixtureOrderHistory,
  fixtureOrders,
  fixtureRejectedTransferOrder,
  fixtureShopperRefunds,
  fixtureTransferOrder,
  fixtureUnderWayOrder,
  MOCK_TOKEN,
  moveMockOrder,
  olderOrdersFailThenWork,
  orderHandlers,
  photographed,
  recoverMockOrders,
  refundHandlers,
  resetMockCart,
  resetMockOrders,
  toAdminOrder,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { CheckoutOverrides, type PaymentPopupLogic } from '../../providers/checkout.tsx'
import { cancelledWindow, paidWindow, waitingWindow } from '../../stories/paymentWindows.ts'
import { StoryApp } from '../../stories/StoryApp.tsx'

const [awaiting, packing, delivered] = fixtureOrders as [
  (typeof fixtureOrders)[number],
  (typeof fixtureOrders)[number],
  (typeof fixtureOrders)[number],
]

/**
 * My Orders of a signed-in shopper: Ada's orders on the mock server (reset before each story):
 * one awaiting its payment, one being packed, one delivered. Payment windows are given per
 * story with `parameters.paymentPopup`, as on the place-order page.
 */
const meta = {
  title: 'Pages/Orders',
  component: StoryApp,
  args: { path: '/orders', storedToken: MOCK_TOKEN },
  parameters: { layout: 'fullscreen', paymentPopup: waitingWindow },
  beforeEach: () => {
    resetMockOrders()
    resetMockCart()
  },
  decorators: [
    (Story, { parameters }) => (
      <CheckoutOverrides value={{ paymentPopup: parameters.paymentPopup as PaymentPopupLogic }}>
        <Story />
      </CheckoutOverrides>
    ),
  ],
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as another story's first screen: no reference image. */
const interactionOnly = { visual: false } as const

type Queries = ReturnType<typeof within>

async function ordersPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  await expect(await main.findByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible()
  return { canvas, main }
}

/** The card of the order paid under `reference` (its payment reference, under its number). */
const cardOf = (container: HTMLElement, reference: string) =>
  within(
    within(container).getByText(`Payment reference ${reference}`).closest('article') as HTMLElement,
  )

/** The list, once loaded, and one order's card by its reference. */
async function orderList(canvasElement: HTMLElement) {
  const page = await ordersPage(canvasElement)
  const list = await page.main.findByRole('list', { name: 'Your orders' })
  const order = (reference: string) => cardOf(list, reference)
  return { ...page, list, order }
}

const statusOf = (order: Queries) => order.getAllByText(/./, { selector: '[data-status]' })[0]

/** An order's history, each line as it reads: what, amount and reference, when, by whom. */
const historyOf = (order: Queries) =>
  within(order.getByRole('list', { name: 'Order history' }))
    .getAllByRole('listitem')
    .map((line) => line.textContent)

const notifications = (canvas: Queries) =>
  within(canvas.getByRole('region', { name: 'Notifications' }))

/**
 * The items of an order in a card, each line's picture holding the 4:5 box whatever the shape of
 * the photo uploaded, with the name readable beside it (issue 41).
 */
async function expectLinesBesidePictures(order: Queries) {
  const lines = within(order.getByRole('list', { name: 'Items in this order' })).getAllByRole(
    'listitem',
  )
  for (const line of lines) {
    const picture = line.querySelector('img')?.getBoundingClientRect()
    const name = line.querySelector('.line-clamp-2')?.getBoundingClientRect()
    if (!picture || !name) throw new Error('A line without its picture or name')
    await expect(picture.height / picture.width).toBeCloseTo(5 / 4, 1)
    await expect(name.left).toBeGreaterThanOrEqual(picture.right)
    await expect(name.width).toBeGreaterThan(100)
  }
}

/** Ada's orders with the hoodie and the tee shown by the photos their team uploaded (issue 41). */
export const WithPhotos: Story = {
  parameters: { photos: true },
  beforeEach: () => {
    resetMockOrders(
      fixtureAdminOrders.map((order) => ({ ...order, items: order.items.map(photographed) })),
    )
  },
  play: async ({ canvasElement }) => {
    const { order } = await orderList(canvasElement)
    const card = order(packing.reference)
    await expect(
      card.getByRole('list', { name: 'Items in this order' }).querySelector('picture'),
    ).not.toBeNull()
    await expectLinesBesidePictures(card)
  },
}

/** docs/product.md §2: newest first, each with id, date, items, status, payment method and Track Order. */
export const List: Story = {
  tags: ['state:orders-list', 'state:orders-timeline', 'state:orders-awaiting-payment'],
  play: async ({ canvasElement }) => {
    const { list, order } = await orderList(canvasElement)
    await waitFor(() => expect(document.title).toBe('My Orders | Adire'))
    await expect(
      within(list)
        .getAllByRole('article')
        .map((article) => article.querySelector('h2')?.textContent),
    ).toEqual(['Order #1062', 'Order #1054', 'Order #1021'])
    // The number to read out on the phone, and the payment reference under it.
    await expect(order('ADR-FIXTURE-2').getByRole('heading', { level: 2 })).toHaveTextContent(
      'Order #1054',
    )

    const packed = order('ADR-FIXTURE-2')
    await expect(packed.getByText('31 October 2026')).toBeVisible()
    await expect(statusOf(packed)).toHaveTextContent('Packing')
    await expect(packed.getByText('Paystack · Paid')).toBeVisible()
    const items = within(packed.getByRole('list', { name: 'Items in this order' }))
    const [hoodie, tees] = items.getAllByRole('listitem')
    await expect(hoodie).toHaveTextContent('Indigo Adire Hoodie')
    await expect(hoodie).toHaveTextContent('₦28,500 x 1')
    await expect(hoodie).toHaveTextContent('Size L')
    await expect(hoodie?.querySelector('img')).toHaveAttribute(
      'src',
      packing.items[0]?.image[0] ?? '',
    )
    await expect(tees).toHaveTextContent('₦12,500 x 2')
    await expect(packed.getByRole('button', { name: 'Track Order' })).toBeVisible()

    // Each change with its date and time and who made it, and the payment with its amount
    // and reference.
    await expect(historyOf(packed)).toEqual([
      'Awaiting payment31 October 2026 at 13:00 · by You',
      'Payment received₦53,500 · ADR-FIXTURE-231 October 2026 at 13:01 · by Paystack',
      'Order Placed31 October 2026 at 13:01 · by Paystack',
      'Packing31 October 2026 at 18:00 · by Adire',
    ])

    // Not paid: awaiting payment, not placed, with Pay now.
    const unpaid = order('ADR-FIXTURE-3')
    await expect(statusOf(unpaid)).toHaveTextContent('Awaiting payment')
    await expect(unpaid.queryByText('Order Placed')).toBeNull()
    await expect(unpaid.getByRole('button', { name: 'Pay now' })).toBeVisible()
    await expect(statusOf(order('ADR-FIXTURE-1'))).toHaveTextContent('Delivered')
    await expect(order('ADR-FIXTURE-1').queryByRole('button', { name: 'Pay now' })).toBeNull()
  },
}

export const Loading: Story = {
  tags: ['state:orders-loading'],
  parameters: { msw: { handlers: { order: [orderHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const { main } = await ordersPage(canvasElement)
    await expect(await main.findByRole('status')).toHaveTextContent('Loading your orders')
    await expect(main.queryByText('No orders found.')).toBeNull()
  },
}

export const Empty: Story = {
  tags: ['state:orders-empty'],
  parameters: { msw: { handlers: { order: [orderHandlers.empty] } } },
  play: async ({ canvasElement }) => {
    const { main } = await ordersPage(canvasElement)
    await expect(await main.findByText('No orders found.')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Browse the collection' })).toHaveAttribute(
      'href',
      '/collection',
    )
  },
}

/** docs/product.md §2, §6: without a token, 'Please login', and the way to the login page. */
export const PleaseLogin: Story = {
  tags: ['state:orders-please-login'],
  args: { storedToken: undefined },
  play: async ({ canvasElement }) => {
    const { canvas, main } = await ordersPage(canvasElement)
    // While the session is read, an invisible 'Please login' holds its place under the spinner.
    await waitFor(() => expect(main.getByText('Please login')).toBeVisible())
    await expect(main.queryByRole('list', { name: 'Your orders' })).toBeNull()
    await expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=/orders',
    )
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible()
  },
}

/** The way to log in from there. */
export const PleaseLoginToLogIn: Story = {
  args: { storedToken: undefined },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas, main } = await ordersPage(canvasElement)
    await userEvent.click(await main.findByRole('link', { name: 'Log in' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
  },
}

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

/** docs/product.md §8: the failure is logged; beyond it, the page says so and offers Try again. */
export const FetchError: Story = {
  tags: ['state:orders-fetch-error'],
  parameters: { msw: { handlers: { order: [orderHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const warn = spyOn(console, 'warn')
    const { main } = await ordersPage(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'Your orders could not be loaded: Something went wrong',
    )
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(warn).toHaveBeenCalledWith('Orders: Something went wrong')
  },
}

/** Try again once the server is back: the orders show. */
export const TryAgain: Story = {
  parameters: {
    ...interactionOnly,
    msw: { handlers: { order: [orderHandlers.failsUntilRecovered, orderHandlers.list] } },
  },
  play: async ({ canvasElement }) => {
    const { main } = await ordersPage(canvasElement)
    const again = await main.findByRole('button', { name: 'Try again' })
    recoverMockOrders()
    await userEvent.click(again)
    await expect(await main.findByRole('list', { name: 'Your orders' })).toBeVisible()
    await expect(main.queryByRole('alert')).toBeNull()
  },
}

/** docs/product.md §2: Track Order reloads the list: the news since the page opened shows. */
export const TrackOrder: Story = {
  tags: ['state:orders-track-order'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, order } = await orderList(canvasElement)
    await expect(statusOf(order('ADR-FIXTURE-2'))).toHaveTextContent('Packing')
    // Meanwhile the store team ships it.
    moveMockOrder(packing._id, 'Shipped')
    await userEvent.click(order('ADR-FIXTURE-2').getByRole('button', { name: 'Track Order' }))
    await expect(await main.findByText('Your orders are up to date.')).toBeVisible()
    await expect(statusOf(order('ADR-FIXTURE-2'))).toHaveTextContent('Shipped')
    await expect(
      within(order('ADR-FIXTURE-2').getByRole('list', { name: 'Order history' }))
        .getAllByRole('listitem')
        .at(-1),
    ).toHaveTextContent('Shipped1 November 2026 at 13:01 · by Adire')
  },
}

/**
 * A cancelled order is news the shopper finds with Track Order: the store team cancels the
 * order being packed, and the card says its payment is on its way back.
 */
export const TrackOrderCancelled: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { order } = await orderList(canvasElement)
    moveMockOrder(packing._id, 'Cancelled')
    await userEvent.click(order('ADR-FIXTURE-2').getByRole('button', { name: 'Track Order' }))
    const cancelled = order('ADR-FIXTURE-2')
    await waitFor(() => expect(statusOf(cancelled)).toHaveTextContent('Cancelled'))
    await expect(
      cancelled.getByText(
        'This order was cancelled. Your payment of ₦53,500 is being refunded and should reach you within 10 working days.',
      ),
    ).toBeVisible()
    await expect(historyOf(cancelled).at(-1)).toBe(
      'Refund on its way₦53,500 · ADR-FIXTURE-21 November 2026 at 13:01 · by Adire',
    )
  },
}

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

/** The orders' payment references, in the order shown. */
const shownReferences = (list: HTMLElement) =>
  within(list)
    .getAllByText(/^Payment reference /)
    .map((line) => line.textContent?.replace('Payment reference ', ''))

/** Ada's three orders and her twelve older ones, newest first: two pages. */
const allFifteen = [...fixtureOrders, ...fixtureOrderHistory].map((order) => order.reference)

/**
 * A long history comes a page at a time: the newest ten on arrival, then "Load more orders"
 * appends the older ones under them, and the end of the list says so.
 */
export const LoadMoreOrders: Story = {
  tags: ['state:orders-load-more'],
  // Its first screen is List's; what it shows is reached by its play function.
  parameters: { ...interactionOnly, msw: { handlers: { order: [orderHandlers.manyOrders] } } },
  play: async ({ canvasElement }) => {
    const { list, main } = await orderList(canvasElement)
    await expect(shownReferences(list)).toEqual(allFifteen.slice(0, 10))
    const firstCard = within(list).getAllByRole('article')[0]
    const more = main.getByRole('button', { name: 'Load more orders' })
    await userEvent.click(more)
    await expect(await main.findByText("You've seen all 15 orders.")).toBeVisible()
    await expect(shownReferences(list)).toEqual(allFifteen)
    // Appended: the first page is still there, in its place.
    await expect(within(list).getAllByRole('article')[0]).toBe(firstCard)
    await expect(main.queryByRole('button', { name: /Load more/ })).toBeNull()
    await expect(main.getByText('Showing 15 orders')).toBeInTheDocument()
  },
}

/** The next page on its way: the control says so and takes no second press. */
export const LoadingMoreOrders: Story = {
  parameters: { ...interactionOnly, msw: { handlers: { order: [orderHandlers.olderOrdersSlow] } } },
  play: async ({ canvasElement }) => {
    const { list, main } = await orderList(canvasElement)
    await userEvent.click(main.getByRole('button', { name: 'Load more orders' }))
    const busy = await main.findByRole('button', { name: 'Loading more orders…' })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(busy)
    // What is shown stays shown meanwhile.
    await expect(within(list).getAllByRole('article')).toHaveLength(10)
  },
}

/** The next page fails: the message, and a way to try again that works. */
export const LoadMoreOrdersFails: Story = {
  parameters: {
    ...interactionOnly,
    msw: { handlers: { order: [olderOrdersFailThenWork()] } },
  },
  play: async ({ canvasElement }) => {
    const { list, main } = await orderList(canvasElement)
    await userEvent.click(main.getByRole('button', { name: 'Load more orders' }))
    const alert = await main.findByRole('alert')
    await expect(alert).toHaveTextContent(
      'Your older orders could not be loaded: Something went wrong',
    )
    // The orders already shown stay.
    await expect(within(list).getAllByRole('article')).toHaveLength(10)
    const retry = main.getByRole('button', { name: 'Try again' })
    await expect(retry).toHaveFocus()
    await userEvent.click(retry)
    await expect(await main.findByText("You've seen all 15 orders.")).toBeVisible()
    await expect(main.queryByRole('alert')).toBeNull()
  },
}

/** Track Order after paging: every page shown is fetched again, and the news shows. */
export const TrackOrderAfterLoadMore: Story = {
  parameters: { ...interactionOnly, msw: { handlers: { order: [orderHandlers.manyOrders] } } },
  play: async ({ canvasElement }) => {
    const { list, main, order } = await orderList(canvasElement)
    await userEvent.click(main.getByRole('button', { name: 'Load more orders' }))
    await main.findByText("You've seen all 15 orders.")
    moveMockOrder(packing._id, 'Shipped')
    await userEvent.click(order('ADR-FIXTURE-2').getByRole('button', { name: 'Track Order' }))
    // Both pages are fetched again, one after the other: on a busy machine that takes a while.
    const upToDate = await main.findByText('Your orders are up to date.')
    await expect(upToDate).toBeVisible()
    await expect(statusOf(order('ADR-FIXTURE-2'))).toHaveTextContent('Shipped')
    await expect(shownReferences(list)).toEqual(allFifteen)
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: List.play,
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { path: `/orders?reference=${delivered.reference}` },
  play: async ({ canvasElement }) => {
    const { order } = await orderList(canvasElement)
    await expect(order('ADR-FIXTURE-1').getByText('Just placed')).toBeVisible()
    await expect(order(awaiting.reference).getByRole('button', { name: 'Pay now' })).toBeVisible()
  },
}
