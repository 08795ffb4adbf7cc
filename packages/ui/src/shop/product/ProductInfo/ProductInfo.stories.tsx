import { fixtureProduct } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ProductInfo } from './ProductInfo.tsx'

const product = fixtureProduct('indigo-adire-hoodie')

const meta = {
  title: 'UI/Product/ProductInfo',
  component: ProductInfo,
  args: { product, onAddToCart: fn() },
  decorators: [(Story) => <div className="w-full max-w-lg">{Story()}</div>],
} satisfies Meta<typeof ProductInfo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Indigo Adire Hoodie' }),
    ).toBeVisible()
    await expect(canvas.getByText('₦28,500')).toBeVisible()
    await expect(canvas.getByText(/^A heavyweight 400gsm cotton fleece hoodie/)).toBeVisible()
    await expect(canvas.getByRole('group', { name: 'Select size' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled()
    await expect(canvas.queryByRole('spinbutton')).not.toBeInTheDocument()
    await expect(
      canvas.getByText('Free 30-day returns on items in their original condition with tags'),
    ).toBeVisible()
    await expect(canvas.getByText('Secure card payment via Paystack')).toBeVisible()
  },
}

export const AddWithoutSize: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select a size')
    await expect(args.onAddToCart).not.toHaveBeenCalled()

    // Choosing a size clears the message.
    await userEvent.click(canvas.getByText('M'))
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}

export const AddToCart: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText('L'))
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }))
    await expect(args.onAddToCart).toHaveBeenCalledOnce()
    await expect(args.onAddToCart).toHaveBeenCalledWith('L')
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}

/** Accessories sold in one size start with it chosen: ADD TO CART works straight away. */
export const OneSize: Story = {
  args: { product: fixtureProduct('lagos-sun-cap') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: 'One size' })).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }))
    await expect(args.onAddToCart).toHaveBeenCalledOnce()
    await expect(args.onAddToCart).toHaveBeenCalledWith('One size')
  },
}

/** docs/product.md §11.6: M sold out, 2 left of L. Choosing L says so; M cannot be chosen. */
export const StockLeft: Story = {
  args: { unitsLeft: { M: 0, L: 2 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: 'M, sold out' })).toBeDisabled()
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByText('L'))
    await expect(canvas.getByRole('status')).toHaveTextContent('Only 2 left')
    await userEvent.click(canvas.getByText('XL'))
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }))
    await expect(args.onAddToCart).toHaveBeenCalledWith('XL')
  },
}

/** The product says it has no size left: "Sold out", and ADD TO CART cannot be pressed. */
export const SoldOut: Story = {
  args: { product: { ...product, soldOut: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'ADD TO CART' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription('Sold out')
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: 'XXL, sold out' })).toBeInTheDocument()
  },
}

/** Every size found sold out once the stock is known: the same as a product marked sold out. */
export const EverySizeSoldOut: Story = {
  args: { unitsLeft: Object.fromEntries(product.sizes.map((size) => [size, 0])) },
  play: SoldOut.play,
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: AddWithoutSize.play,
}

export const Dark: Story = { globals: { theme: 'dark' }, play: AddWithoutSize.play }

/** On sale: the sale price under the name, the price before it struck through. */
export const OnSale: Story = {
  args: { product: { ...product, price: 24000, wasPrice: 28500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('₦24,000')).toBeVisible()
    await expect(canvasElement.querySelector('s')).toHaveTextContent('was ₦28,500')
    await expect(canvas.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled()
  },
}

export const OnSaleDark: Story = {
  args: OnSale.args,
  globals: { theme: 'dark' },
  play: OnSale.play,
}
