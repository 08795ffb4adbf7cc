import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { FormAlert } from './FormAlert.tsx'

const meta = {
  title: 'UI/Forms/FormAlert',
  component: FormAlert,
  args: { children: 'Invalid email or password' },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof FormAlert>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('Invalid email or password')
    await expect(alert).toBeVisible()
  },
}

/** The fallback when the server gives no message of its own (docs/product.md §8). */
export const Fallback: Story = {
  args: { children: 'Something went wrong' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong')
  },
}

/** A long message wraps beside its icon rather than under it. */
export const LongMessage: Story = {
  args: { children: 'This reset link is invalid, used or expired. Please request a new one.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This reset link is invalid, used or expired. Please request a new one.',
    )
  },
}

export const Mobile: Story = {
  args: LongMessage.args,
  globals: { viewport: { value: 'mobile360' } },
  play: LongMessage.play,
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
