import { productPath } from '@adire/contract'
import { fixtureProduct } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CartLine } from './CartLine.tsx'

const product = fixtureProduct('indigo-adire-hoodie')

const meta = {
  title: 'UI/Cart/CartLine',
  component: CartLine,
  args: {
    product,
    size: 'M',
    quantity: 2,
    href: productPath(product._id),
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  decorators: [(Story) => <div className="w-full max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof CartLine>

export default meta
type Story = StoryObj<typeof meta>

const quantityBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('spinbutton', { name: 'Qty of Indigo Adire Hoodie, size M' })

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Indigo Adire Hoodie' })).toHaveAttribute(
      'href',
      '/productdetails/indigo-adire-hoodie',
    )
    await expect(canvas.getByText('₦28,500')).toBeVisible()
    await expect(canvasElement).toHaveTextContent('Size M')
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', product.image[0])
    const quantity = quantityBox(canvasElement)
    await expect(quantity).toHaveValue(2)
    await expect(quantity).toHaveAttribute('min', '1')
    await expect(
      canvas.getByRole('button', { name: 'Remove Indigo Adire Hoodie, size M' }),
    ).toBeVisible()
  },
}

/** docs/product.md §4: the number typed is set; an empty box or 0 is ignored; above 99, 99. */
export const TypingAQuantity: Story = {
  play: async ({ args, canvasElement }) => {
    const quantity = quantityBox(canvasElement)
    await userEvent.clear(quantity)
    await expect(args.onQuantityChange).not.toHaveBeenCalled()
    await userEvent.type(quantity, '0')
    await expect(args.onQuantityChange).not.toHaveBeenCalled()
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '3')
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3)
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '150')
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(99)
    await expect(quantity).toHaveValue(99)
    // Leaving the box shows the cart's own quantity again (here, the story's fixed 2).
    await userEvent.tab()
    await expect(quantity).toHaveValue(2)
  },
}

/** − and + step the quantity by one (issue 41): − stops at 1, + at what is left and at 99. */
export const QuantityStepper: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const fewer = canvas.getByRole('button', { name: 'One fewer Indigo Adire Hoodie, size M' })
    const more = canvas.getByRole('button', { name: 'One more Indigo Adire Hoodie, size M' })
    await userEvent.click(more)
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3)
    await userEvent.click(fewer)
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(1)
    // Nothing is left to say about stock while plenty is left.
    await expect(canvas.queryByText(/left in size/)).toBeNull()
  },
}

/** One in the line: − cannot take it to 0 (the remove button does that). */
export const StepperAtOne: Story = {
  args: { quantity: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('button', { name: 'One fewer Indigo Adire Hoodie, size M' }),
    ).toBeDisabled()
    await expect(
      canvas.getByRole('button', { name: 'One more Indigo Adire Hoodie, size M' }),
    ).toBeEnabled()
  },
}

/** All that is left of the size is in the line: + stops, and the line says why. */
export const StepperAtStockLimit: Story = {
  args: { quantity: 2, unitsLeft: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const more = canvas.getByRole('button', { name: 'One more Indigo Adire Hoodie, size M' })
    await expect(more).toBeDisabled()
    await userEvent.click(more, { pointerEventsCheck: 0 })
    await expect(args.onQuantityChange).not.toHaveBeenCalled()
    await expect(canvas.getByText('Only 2 left in size M')).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: 'One fewer Indigo Adire Hoodie, size M' }),
    ).toBeEnabled()
  },
}

/** At the cap of 99, + stops whatever the stock. */
export const StepperAtCap: Story = {
  args: { quantity: 99 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'One more Indigo Adire Hoodie, size M' }),
    ).toBeDisabled()
  },
}

export const StepperAtStockLimitMobileDark: Story = {
  ...StepperAtStockLimit,
  globals: { theme: 'dark', viewport: { value: 'mobile360' } },
}

export const Remove: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Remove Indigo Adire Hoodie, size M' }),
    )
    await expect(args.onRemove).toHaveBeenCalledOnce()
  },
}

/** docs/product.md §4.1: the product cost ₦26,000 when it was added; it costs ₦28,500 now. */
export const PriceChanged: Story = {
  args: { priceWas: 26000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('₦28,500')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Price changed from ₦26,000 to ₦28,500',
    )
  },
}

/** The price it was added at is today's: nothing to say. */
export const PriceUnchanged: Story = {
  args: { priceWas: product.price },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument()
  },
}

/** docs/product.md §11.6: the line held more than was left of M, and was lowered to it. */
export const StockLowered: Story = {
  args: { quantity: 1, stockNote: 'Only 1 left: we have updated your cart' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Only 1 left: we have updated your cart',
    )
    await expect(quantityBox(canvasElement)).toHaveValue(1)
  },
}

/** docs/product.md §11.6: none left of M. The shopper is asked to remove the line. */
export const StockSoldOut: Story = {
  args: { stockNote: 'Sold out: remove it to continue', soldOut: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Sold out: remove it to continue')
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Indigo Adire Hoodie, size M' }),
    )
    await expect(args.onRemove).toHaveBeenCalledOnce()
  },
}

export const StockSoldOutMobile: Story = {
  args: StockSoldOut.args,
  globals: { viewport: { value: 'mobile360' } },
  play: StockSoldOut.play,
}

export const LongName: Story = {
  args: {
    product: { ...product, name: 'Hand-dyed Indigo Adire Oversized Hoodie with Kangaroo Pocket' },
    size: 'XXL',
    quantity: 12,
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }

/** On sale: the line is priced at the sale price, the price before it struck through. */
export const OnSale: Story = {
  args: { product: { ...product, price: 24000, wasPrice: 28500 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₦24,000')).toBeVisible()
    await expect(canvasElement.querySelector('s')).toHaveTextContent('was ₦28,500')
  },
}

export const OnSaleMobile: Story = {
  args: OnSale.args,
  globals: { viewport: { value: 'mobile360' } },
  play: OnSale.play,
}
