import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Spinner } from './Spinner.tsx'

const meta = {
  title: 'UI/Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading products' },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading products')
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }
