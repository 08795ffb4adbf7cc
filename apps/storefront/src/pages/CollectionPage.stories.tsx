import { fixtureProducts, productHandlers } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StoryApp } from '../app/StoryApp.tsx'

const meta = {
  title: 'Pages/Collection',
  component: StoryApp,
  args: { path: '/collection' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const cards = await canvas.findAllByRole('link', { name: /₦/ })
    await expect(cards).toHaveLength(fixtureProducts.length)
    await expect(canvas.getByRole('link', { name: /Indigo Adire Hoodie.*₦28,500/ })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { products: [productHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument()
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { products: [productHandlers.empty] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No products to show yet.')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { products: [productHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('Failed to fetch products')
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
