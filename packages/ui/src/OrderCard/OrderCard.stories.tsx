import { fixtureExpiredOrder, fixtureOrders } from '@adire/mocks'
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

const card = (canvasElement: HTMLElement, reference: string) =>
  within(within(canvasElement).getByRole('article', { name: `Order ${reference}` }))

/** A paid order on its way: reference, date, items, status, payment method, history, Track Order. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-2')
    await expect(order.getByRole('heading', { level: 2 })).toHaveTextContent('Order ADR-FIXTURE-2')
    await expect(order.getByText('31 October 2026')).toBeVisible()
    await expect(order.getByText('Packing', { selector: '[data-status]' })).toBeVisible()
    await expect(order.getByText('Paystack · Paid')).toBeVisible()
    await expect(order.getByText('₦53,500.00')).toBeVisible()
    await expect(
      within(order.getByRole('list', { name: 'Items in this order' })).getAllByRole('listitem'),
    ).toHaveLength(2)
    await expect(
      within(order.getByRole('list', { name: 'Order history' })).getAllByRole('listitem'),
    ).toHaveLength(3)
    await expect(order.queryByRole('button', { name: 'Pay now' })).toBeNull()

    const track = order.getByRole('button', { name: 'Track Order' })
    await expect(track).toHaveAccessibleDescription('Order ADR-FIXTURE-2')
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

/** The order just placed (`?reference=`): marked as such. */
export const Highlighted: Story = {
  args: { highlighted: true },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Order ADR-FIXTURE-2' })
    await expect(article).toHaveAttribute('data-highlighted', 'true')
    await expect(article).toHaveAttribute('tabindex', '-1')
    await expect(within(article).getByText('Just placed')).toBeVisible()
  },
}

/** Delivered, with a test payment: the whole history, and the test badge. */
export const DeliveredTestPayment: Story = {
  args: { order: { ...delivered, testPayment: true } },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-1')
    await expect(order.getByText('Delivered', { selector: '[data-status]' })).toBeVisible()
    await expect(order.getByText('Test payment')).toBeVisible()
    await expect(
      within(order.getByRole('list', { name: 'Order history' })).getAllByRole('listitem'),
    ).toHaveLength(6)
  },
}

export const Mobile: Story = {
  args: { order: awaiting },
  globals: { viewport: { value: 'mobile360' } },
  play: AwaitingPayment.play,
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }

export const DarkAwaitingPayment: Story = {
  args: { order: awaiting, highlighted: true },
  globals: { theme: 'dark' },
  play: AwaitingPayment.play,
}
