import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SpinnerIcon } from './SpinnerIcon.tsx'

const meta = {
  title: 'UI/Feedback/SpinnerIcon',
  component: SpinnerIcon,
} satisfies Meta<typeof SpinnerIcon>

export default meta
type Story = StoryObj<typeof meta>

/** The ring alone turns, hidden from screen readers: the control beside it says what is busy. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const ring = canvasElement.querySelector('svg')
    await expect(ring).toHaveAttribute('aria-hidden', 'true')
    await expect(ring).toHaveAttribute('width', '32')
    await expect(ring).toHaveClass('animate-spin')
  },
}

/** Inside a busy control, at the control's text size and in its colour. */
export const InAButton: Story = {
  args: { size: 18 },
  render: (args) => (
    <button
      type="button"
      aria-busy="true"
      className="inline-flex items-center gap-2 rounded-full bg-brand px-6 py-3 font-semibold text-brand-ink"
    >
      <SpinnerIcon {...args} />
      Sending...
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sending...' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button.querySelector('svg')).toHaveAttribute('width', '18')
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
