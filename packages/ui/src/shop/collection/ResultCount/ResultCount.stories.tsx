import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ResultCount } from './ResultCount.tsx'

const meta = {
  title: 'UI/Collection/ResultCount',
  component: ResultCount,
  args: { count: 7 },
} satisfies Meta<typeof ResultCount>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent('Showing 7 products')
    await expect(status).toHaveAttribute('aria-live', 'polite')
  },
}

export const One: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Showing 1 product')
  },
}

export const None: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Showing 0 products')
  },
}

/** A list shown a page at a time: how far the shopper has got, out of every match. */
export const PartOfTotal: Story = {
  args: { count: 24, total: 56 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Showing 24 of 56 products',
    )
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
