import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { LoadFailed } from './LoadFailed.tsx'

const meta = {
  title: 'UI/Feedback/LoadFailed',
  component: LoadFailed,
  args: { children: 'Your orders could not be loaded: Something went wrong', onRetry: fn() },
} satisfies Meta<typeof LoadFailed>

export default meta
type Story = StoryObj<typeof meta>

/** What could not be loaded, as an alert, and Try again, which asks again. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your orders could not be loaded: Something went wrong',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
