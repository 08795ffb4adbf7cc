import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { EmptyState } from './EmptyState.tsx'

const meta = {
  title: 'UI/Feedback/EmptyState',
  component: EmptyState,
  args: {
    message: 'Your cart is empty',
    action: { href: '/collection', label: 'Browse the collection' },
  },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

/** The cart with nothing in it: the message, and the way to the collection. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Your cart is empty')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Browse the collection' })).toHaveAttribute(
      'href',
      '/collection',
    )
  },
}

/** My Orders before the first order. */
export const NoOrders: Story = {
  args: { message: 'No orders found.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No orders found.')).toBeVisible()
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }
