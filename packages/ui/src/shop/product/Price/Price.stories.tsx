import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Price } from './Price.tsx'

const meta = {
  title: 'UI/Product/Price',
  component: Price,
  args: { amount: 28500 },
} satisfies Meta<typeof Price>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₦28,500')).toBeVisible()
  },
}

export const WithKobo: Story = {
  args: { amount: 1234.5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₦1,234.50')).toBeVisible()
  },
}

export const Large: Story = { args: { amount: 145000, className: 'text-3xl' } }

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
