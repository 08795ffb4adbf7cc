import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '../Button/Button.tsx'
import { AlertPanel } from './AlertPanel.tsx'

const meta = {
  title: 'UI/Feedback/AlertPanel',
  component: AlertPanel,
  args: { message: '2 orders have a refund that failed.' },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof AlertPanel>

export default meta
type Story = StoryObj<typeof meta>

/** The message alone. */
export const MessageOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '2 orders have a refund that failed.',
    )
  },
}

/** With what to do: only the message is the alert, the button is not read with it. */
export const WithAction: Story = {
  args: {
    message: 'The refund of ₦28,500 failed: the shopper has not got the money back.',
    children: (
      <Button size="sm" variant="secondary" className="mt-3">
        Try the refund again
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).not.toHaveTextContent('Try the refund again')
    await expect(canvas.getByRole('button', { name: 'Try the refund again' })).toBeVisible()
  },
}
