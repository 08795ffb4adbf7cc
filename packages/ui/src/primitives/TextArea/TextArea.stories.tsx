import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TextArea } from './TextArea.tsx'

const meta = {
  title: 'UI/Forms/TextArea',
  component: TextArea,
  args: { label: 'Message', name: 'message', onChange: fn() },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof TextArea>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Message' })
    await expect(textArea).toHaveAttribute('rows', '5')
    await userEvent.type(textArea, 'Hello Adire,{Enter}Do you deliver to Kano?')
    await expect(textArea).toHaveValue('Hello Adire,\nDo you deliver to Kano?')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const WithHint: Story = {
  args: { ...Default.args, hint: 'Between 10 and 2,000 characters.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Message' }),
    ).toHaveAccessibleDescription('Between 10 and 2,000 characters.')
  },
}

export const WithError: Story = {
  args: {
    ...WithHint.args,
    defaultValue: 'Hi',
    error: 'Your message must be at least 10 characters',
  },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Message' })
    await expect(textArea).toHaveAttribute('aria-invalid', 'true')
    await expect(textArea).toHaveAccessibleDescription(
      'Between 10 and 2,000 characters. Your message must be at least 10 characters',
    )
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
