import { ORDER_STATUSES } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { OrderStatusBadge } from './OrderStatusBadge.tsx'

const meta = {
  title: 'UI/Orders/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'Packing' },
} satisfies Meta<typeof OrderStatusBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Packing')).toBeVisible()
  },
}

/** Every status an order can have, in the order an order goes through them. */
export const EveryStatus: Story = {
  render: (args) => (
    <ul aria-label="Statuses" className="flex flex-col items-start gap-2">
      {ORDER_STATUSES.map((status) => (
        <li key={status}>
          <OrderStatusBadge {...args} status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list')).getAllByRole('listitem')
    await expect(items.map((item) => item.textContent)).toEqual([
      'Awaiting payment',
      'Order Placed',
      'Packing',
      'Shipped',
      'Out for delivery',
      'Delivered',
      'Cancelled',
    ])
  },
}

/** Paid through the emulator: no money moved, and the badge says so. */
export const TestPayment: Story = {
  args: { status: 'Order Placed', testPayment: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Order Placed')).toBeVisible()
    await expect(canvas.getByText('Test payment')).toBeVisible()
  },
}

/** Never paid and given up on: the badge says the payment expired, not that it is awaited. */
export const PaymentExpired: Story = {
  args: { status: 'Awaiting payment', paymentStatus: 'expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Payment expired')).toBeVisible()
    await expect(canvas.queryByText('Awaiting payment')).toBeNull()
  },
}

/** A status the badge does not know yet still reads, in a neutral tone. */
export const UnknownStatus: Story = {
  args: { status: 'Returned' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Returned')).toBeVisible()
  },
}

export const Mobile: Story = {
  ...EveryStatus,
  globals: { viewport: { value: 'mobile360' } },
}

export const Dark: Story = {
  ...EveryStatus,
  args: { status: 'Packing', testPayment: true },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Test payment')).toHaveLength(7)
  },
}

/** Paid after its units had gone to another shopper: cancelled and refunded, said plainly. */
export const PaidOutOfStock: Story = {
  args: { status: 'Cancelled', outOfStock: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paid, out of stock')).toBeVisible()
    await expect(within(canvasElement).queryByText('Cancelled')).toBeNull()
  },
}
