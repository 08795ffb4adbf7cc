import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LoadingState } from './LoadingState.tsx'

const meta = {
  title: 'UI/Feedback/LoadingState',
  component: LoadingState,
  args: { label: 'Loading your orders' },
} satisfies Meta<typeof LoadingState>

export default meta
type Story = StoryObj<typeof meta>

/** The spinner where the page's content will be, announcing what is loading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your orders')
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
