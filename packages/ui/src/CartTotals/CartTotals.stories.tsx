import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CartTotals } from './CartTotals.tsx'

const meta = {
  title: 'UI/Cart/CartTotals',
  component: CartTotals,
  args: { subtotal: 57000, deliveryFee: 0 },
  decorators: [(Story) => <div className="w-full max-w-sm">{Story()}</div>],
} satisfies Meta<typeof CartTotals>

export default meta
type Story = StoryObj<typeof meta>

/** The amount on the row named `label`. */
const row = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).nextElementSibling

/** Subtotal, delivery fee and total, each with two decimals (docs/product.md §9). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Subtotal')).toHaveTextContent('₦57,000.00')
    await expect(row(canvasElement, 'Delivery fee')).toHaveTextContent('₦0.00')
    await expect(row(canvasElement, 'Total')).toHaveTextContent('₦57,000.00')
  },
}

/** docs/product.md §9: the total is the subtotal plus the delivery fee. */
export const WithDeliveryFee: Story = {
  args: { subtotal: 12345.5, deliveryFee: 2500 },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Subtotal')).toHaveTextContent('₦12,345.50')
    await expect(row(canvasElement, 'Delivery fee')).toHaveTextContent('₦2,500.00')
    await expect(row(canvasElement, 'Total')).toHaveTextContent('₦14,845.50')
  },
}

/** docs/product.md §9: nothing to pay for is a total of 0, whatever the delivery fee. */
export const NothingToPayFor: Story = {
  args: { subtotal: 0, deliveryFee: 2500 },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Total')).toHaveTextContent('₦0.00')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }

/** docs/product.md §4.1: a line's price changed since it was added: one notice above the totals. */
export const PricesChanged: Story = {
  args: { pricesChanged: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'The price of an item in your cart has changed since you added it.',
    )
    await expect(row(canvasElement, 'Total')).toHaveTextContent('₦57,000.00')
  },
}
