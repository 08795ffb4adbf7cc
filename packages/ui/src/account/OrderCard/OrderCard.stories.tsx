import { fixtureDiscountedOrder, fixtureFreeDeliveryOrder } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { card, delivered, historyOf, orderCardMeta, packing } from './OrderCard.fixtures.tsx'
import type { OrderCard } from './OrderCard.tsx'

// A paid order: on its way, tracked, just placed and highlighted, delivered.
const meta = {
  ...orderCardMeta,
  title: 'UI/Orders/OrderCard/Order',
} satisfies Meta<typeof OrderCard>

export default meta
type Story = StoryObj<typeof meta>

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

/** Paid with ADIRE10 (docs/product.md §11.14): the code and what it took off, beside the total. */
export const WithDiscount: Story = {
  args: { order: fixtureDiscountedOrder },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-ADIRE10')
    await expect(order.getByText('ADIRE10 (10% off)').nextElementSibling).toHaveTextContent(
      '−₦4,100',
    )
    await expect(order.getByText('Total').nextElementSibling).toHaveTextContent('₦38,900')
  },
}

/** Paid with FREESHIP: the delivery fee it waived, in the dark theme at 360 px. */
export const WithFreeDeliveryCodeMobileDark: Story = {
  args: { order: fixtureFreeDeliveryOrder },
  globals: { viewport: { value: 'mobile360' }, theme: 'dark' },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-FREESHIP')
    await expect(order.getByText('FREESHIP (free delivery)').nextElementSibling).toHaveTextContent(
      '−₦2,000',
    )
    await expect(order.getByText('Total').nextElementSibling).toHaveTextContent('₦6,000')
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
