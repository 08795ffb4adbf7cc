import type { Order } from '@adire/contract'
import {
  DEMO_USER,
  fixtureAdminOrders,
  fixtureDiscountedOrder,
  fixtureFreeDeliveryOrder,
  fixtureOrders,
  fixtureShopperRefunds,
  MOCK_TOKEN,
  orderDetailsHandlers,
  photographed,
  resetMockOrders,
  toAdminOrder,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

const delivered = fixtureOrders[2] as Order

/** Ada's delivered order, charged the Lagos zone's delivery fee. */
const zoned: Order = {
  ...delivered,
  amount: delivered.amount + 2500,
  delivery: { fee: 2500, zone: 'Lagos', estimate: '1–2 working days' },
}

/** Ada's orders on the mock server are `orders` (everyone else's stay as they are). */
const withOrders =
  (...orders: Order[]) =>
  () => {
    resetMockOrders([
      ...fixtureAdminOrders.filter((o) => o.customer.email !== DEMO_USER.email),
      ...orders.map((order) => toAdminOrder(order)),
    ])
  }

/** One of Ada's orders, whole, at `/orders/:reference`. */
const meta = {
  title: 'Pages/OrderDetails',
  component: StoryApp,
  args: { path: `/orders/${zoned.reference}`, storedToken: MOCK_TOKEN },
  parameters: { layout: 'fullscreen' },
  beforeEach: withOrders(zoned),
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

async function orderPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  return { canvas, main }
}

/**
 * Ada's packed order of the hoodie and the tee, shown by the photos their team uploaded: the
 * receipt's lines keep the 4:5 box and the names beside it (issue 41).
 */
export const WithPhotos: Story = {
  args: { path: `/orders/${(fixtureOrders[1] as Order).reference}` },
  parameters: { photos: true },
  beforeEach: withOrders({
    ...(fixtureOrders[1] as Order),
    items: (fixtureOrders[1] as Order).items.map(photographed),
  }),
  play: async ({ canvasElement }) => {
    const { main } = await orderPage(canvasElement)
    const items = await main.findByRole('list', { name: /Items/ })
    const lines = within(items).getAllByRole('listitem')
    await expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) {
      await expect(line.querySelector('picture')).not.toBeNull()
      const picture = line.querySelector('img')?.getBoundingClientRect()
      if (!picture) throw new Error('A line without its picture')
      await expect(picture.height / picture.width).toBeCloseTo(5 / 4, 1)
    }
  },
}

/**
 * Shipped (§11.11): the courier and a link to follow the parcel, above the history; a tracking
 * that is not an http(s) address would be shown as text.
 */
export const Shipped: Story = {
  tags: ['state:order-shipped-tracking'],
  beforeEach: withOrders({
    ...zoned,
    status: 'Shipped',
    shipment: { courier: 'Kwik', tracking: 'https://track.kwik.delivery/KW-1234' },
  }),
  play: async ({ canvasElement }) => {
    const { main } = await orderPage(canvasElement)
    await expect(await main.findByText('Kwik')).toBeVisible()
    await expect(main.getByRole('link', { name: /Follow your parcel/ })).toHaveAttribute(
      'href',
      'https://track.kwik.delivery/KW-1234',
    )
  },
}

/**
 * Paid with ADIRE10 (docs/product.md §11.14): the items at their prices, the code's line with
 * what it took off, delivery, and the total paid, which they add up to.
 */
export const WithDiscount: Story = {
  args: { path: `/orders/${fixtureDiscountedOrder.reference}` },
  beforeEach: withOrders(fixtureDiscountedOrder),
  play: async ({ canvasElement }) => {
    const { main } = await orderPage(canvasElement)
    const amount = async (label: string) =>
      (await main.findByText(label, { selector: 'dt' })).nextElementSibling
    await expect(await amount('Items')).toHaveTextContent('₦41,000')
    await expect(await amount('ADIRE10 (10% off)')).toHaveTextContent('−₦4,100')
    await expect(await amount('Delivery (Lagos, 1–2 working days)')).toHaveTextContent('₦2,000')
    await expect(await amount('Total')).toHaveTextContent('₦38,900')
  },
}

/** Paid with FREESHIP: delivery ₦0, beside the code that waived it. */
export const WithFreeDeliveryCode: Story = {
  args: { path: `/orders/${fixtureFreeDeliveryOrder.reference}` },
  beforeEach: withOrders(fixtureFreeDeliveryOrder),
  play: async ({ canvasElement }) => {
    const { main } = await orderPage(canvasElement)
    const delivery = (
      await main.findByText('Delivery (Lagos, 1–2 working days)', { selector: 'dt' })
    ).nextElementSibling
    await expect(delivery).toHaveTextContent('₦0 · FREESHIP (free delivery)')
    await expect(main.getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '₦6,000',
    )
  },
}

/** A delivered order: items, totals with the zone's fee, address, payment, history. */
export const Default: Story = {
  tags: ['state:order-details-filled'],
  play: async ({ canvasElement }) => {
    const { main } = await orderPage(canvasElement)
    await expect(
      await main.findByRole('heading', { level: 1, name: `Order #${zoned.orderNumber}` }),
    ).toBeVisible()
    await expect(main.getByText('Delivery (Lagos, 1–2 working days)')).toBeVisible()
    await expect(main.getByText('12 Admiralty Way', { exact: false })).toBeVisible()
    await expect(main.getByText(`Reference ${zoned.reference}`)).toBeVisible()
    await expect(main.getByRole('button', { name: 'Print receipt' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute(
      'href',
      '/orders',
    )
    await waitFor(() => expect(document.title).toBe('Order details | Adire'))
  },
}

/** Print receipt hands the page to the browser's printing (or Save as PDF). */
export const Printing: Story = {
  tags: ['state:order-details-print'],
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const { main } = await orderPage(canvasElement)
    const print = spyOn(window, 'print').mockImplementation(() => {})
    try {
      await userEvent.click(await main.findByRole('button', { name: 'Print receipt' }))
      await expect(print).toHaveBeenCalledOnce()
    } finally {
      print.mockRestore()
    }
  },
}

/** Cancelled after paying: the payment and its refund, each with its reference. */
export const Refunded: Story = {
  tags: ['state:order-details-refunded'],
  args: { path: `/orders/${fixtureShopperRefunds.cancelledRefunded.reference}` },
  beforeEach: withOrders(fixtureShopperRefunds.cancelledRefunded),
  play: async ({ canvasElement }) => {
    const { main } = await orderPage(canvasElement)
    const payments = within(
      (await main.findByRole('heading', { name: 'Payments' })).closest('section') as HTMLElement,
    )
    await expect(payments.getByText(/refunded/)).toBeVisible()
    await expect(
      payments.getByText(`Reference ${fixtureShopperRefunds.cancelledRefunded.reference}`),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  tags: ['state:order-details-loading'],
  parameters: { msw: { handlers: { orderDetails: [orderDetailsHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const { main } = await orderPage(canvasElement)
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('Loading your order'))
  },
}

/** Not the shopper's order, or none at all: said plainly, with the way back to the list. */
export const NotFound: Story = {
  tags: ['state:order-details-not-found'],
  args: { path: '/orders/ADR-NOT-MINE' },
  play: async ({ canvasElement }) => {
    const { main } = await orderPage(canvasElement)
    await expect(await main.findByRole('heading', { name: 'Order not found' })).toBeVisible()
    await expect(main.getByRole('alert')).toHaveTextContent('That order is not in your account')
    await expect(main.getByRole('link', { name: 'See my orders' })).toHaveAttribute(
      'href',
      '/orders',
    )
  },
}

export const ErrorState: Story = {
  name: 'Error',
  tags: ['state:order-details-error'],
  parameters: { msw: { handlers: { orderDetails: [orderDetailsHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const { main } = await orderPage(canvasElement)
    await expect(
      await main.findByRole('heading', { name: 'Your order could not be loaded' }),
    ).toBeVisible()
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const SignedOut: Story = {
  tags: ['state:order-details-signed-out'],
  args: { storedToken: undefined },
  play: async ({ canvasElement }) => {
    const { main } = await orderPage(canvasElement)
    await expect(await main.findByText('Please login')).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: Default.play,
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
}
