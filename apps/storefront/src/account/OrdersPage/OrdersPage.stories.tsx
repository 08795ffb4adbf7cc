import {
  fixtureAdminOrders,
  fixtureDiscountedOrder,
  moveMockOrder,
  orderHandlers,
  photographed,
  recoverMockOrders,
  resetMockOrders,
  toAdminOrder,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import {
  awaiting,
  delivered,
  historyOf,
  interactionOnly,
  orderList,
  ordersMeta,
  ordersPage,
  packing,
  type Queries,
  statusOf,
} from './OrdersPage.fixtures.tsx'

// The list: loaded, loading, empty, signed out, failing, and tracked again.
const meta = {
  ...ordersMeta,
  title: 'Pages/Orders/List',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

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

/** Ada's order paid with ADIRE10 among hers (§11.14): its card names the code and what it took off. */
export const WithDiscount: Story = {
  beforeEach: () => {
    resetMockOrders([...fixtureAdminOrders, toAdminOrder(fixtureDiscountedOrder)])
  },
  play: async ({ canvasElement }) => {
    const { order } = await orderList(canvasElement)
    const card = order(fixtureDiscountedOrder.reference)
    await expect(
      card.getByText('ADIRE10 (10% off)', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('−₦4,100')
    await expect(card.getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '₦38,900',
    )
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
