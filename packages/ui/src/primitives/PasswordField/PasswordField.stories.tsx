import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PasswordField } from './PasswordField.tsx'

const meta = {
  title: 'UI/Forms/PasswordField',
  component: PasswordField,
  args: {
    label: 'Password',
    name: 'password',
    autoComplete: 'current-password',
    onChange: fn(),
    onVisibleChange: fn(),
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof PasswordField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Password')
    const toggle = canvas.getByRole('button', { name: 'Show password' })
    await expect(input).toHaveAttribute('type', 'password')
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.type(input, 'adire-demo-1')
    await expect(input).toHaveValue('adire-demo-1')
    await expect(args.onChange).toHaveBeenCalled()

    // Shown to check it, then hidden again; what was typed stays.
    await userEvent.click(toggle)
    await expect(input).toHaveAttribute('type', 'text')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true)
    await userEvent.click(toggle)
    await expect(input).toHaveAttribute('type', 'password')
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false)
    await expect(input).toHaveValue('adire-demo-1')
  },
}

/** The signup and reset forms: a new password, with the rule as a hint. */
export const NewPassword: Story = {
  args: {
    label: 'New Password',
    name: 'newPassword',
    autoComplete: 'new-password',
    hint: 'At least 8 characters.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('New Password')
    await expect(input).toHaveAttribute('autocomplete', 'new-password')
    await expect(input).toHaveAccessibleDescription('At least 8 characters.')
  },
}

export const WithError: Story = {
  args: {
    ...NewPassword.args,
    defaultValue: 'short',
    error: 'Password must be at least 8 characters',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('New Password')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(
      'At least 8 characters. Password must be at least 8 characters',
    )
  },
}

/** Shown from the start, as a parent holding the state (controlled) would ask. */
export const Visible: Story = {
  args: { defaultValue: 'adire-demo-1', visible: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text')
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

export const Disabled: Story = {
  args: { defaultValue: 'adire-demo-1', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Password')).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled()
  },
}

export const Mobile: Story = {
  args: WithError.args,
  globals: { viewport: { value: 'mobile360' } },
  play: WithError.play,
}

export const Dark: Story = {
  args: WithError.args,
  globals: { theme: 'dark' },
  play: WithError.play,
}
