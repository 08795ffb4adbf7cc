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

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: AddWithoutSize.play,
}

export const Dark: Story = { globals: { theme: 'dark' }, play: AddWithoutSize.play }
