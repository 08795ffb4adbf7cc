import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TextField } from './TextField.tsx'

const meta = {
  title: 'UI/Forms/TextField',
  component: TextField,
  args: { label: 'Full Name', name: 'name', autoComplete: 'name', onChange: fn() },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Full Name')
    await expect(input).toHaveAttribute('type', 'text')
    await expect(input).not.toHaveAttribute('aria-invalid')
    await expect(input).not.toHaveAttribute('aria-describedby')
    await userEvent.type(input, 'Ada Okafor')
    await expect(input).toHaveValue('Ada Okafor')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const WithHint: Story = {
  args: {
    ...Default.args,
    label: 'Email Address',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    hint: 'We only use it to answer you.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email Address')
    await expect(input).toHaveAttribute('type', 'email')
    await expect(input).toHaveAccessibleDescription('We only use it to answer you.')
  },
}

export const WithError: Story = {
  args: {
    ...WithHint.args,
    defaultValue: 'ada@',
    error: 'Please enter a valid email address',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email Address')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(
      'We only use it to answer you. Please enter a valid email address',
    )
    await expect(
      within(canvasElement).getByText('Please enter a valid email address'),
    ).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { ...Default.args, defaultValue: 'Ada Okafor', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Full Name')).toBeDisabled()
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
