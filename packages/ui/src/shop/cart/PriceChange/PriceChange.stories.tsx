import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PriceChangedNote, PricesChangedNotice } from './PriceChange.tsx'

const meta = {
  title: 'UI/Cart/PriceChange',
  component: PriceChangedNote,
  args: { from: 12500, to: 13000 },
  decorators: [(Story) => <div className="w-full max-w-sm">{Story()}</div>],
} satisfies Meta<typeof PriceChangedNote>

export default meta
type Story = StoryObj<typeof meta>

/** Beside a cart line whose product costs something else now than when it was added. */
export const Note: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Price changed from ₦12,500 to ₦13,000',
    )
  },
}

/** Prices with kobo show them (docs/product.md §9). */
export const NoteWithKobo: Story = {
  args: { from: 9999.5, to: 8500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Price changed from ₦9,999.50 to ₦8,500',
    )
  },
}

/** Above the totals of the cart and the checkout, once. */
export const Notice: Story = {
  render: () => <PricesChangedNotice />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'The price of an item in your cart has changed since you added it.',
    )
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <PriceChangedNote {...args} />
      <PricesChangedNotice />
    </div>
  ),
}
