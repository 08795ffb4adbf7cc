import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SoldOutBadge } from './SoldOutBadge.tsx'

const meta = {
  title: 'UI/Product/SoldOutBadge',
  component: SoldOutBadge,
} satisfies Meta<typeof SoldOutBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sold out')).toBeVisible()
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
