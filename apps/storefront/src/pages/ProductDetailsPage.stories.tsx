import { fixtureProduct, productHandlers } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StoryApp } from '../app/StoryApp.tsx'

const product = fixtureProduct('indigo-adire-hoodie')

const meta = {
  title: 'Pages/ProductDetails',
  component: StoryApp,
  args: { path: `/productdetails/${product._id}` },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: product.name })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Description' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { products: [productHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument()
  },
}

export const NotFound: Story = {
  args: { path: '/productdetails/no-such-product' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No product found')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { products: [productHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('Error: Failed to fetch products')
  },
}
