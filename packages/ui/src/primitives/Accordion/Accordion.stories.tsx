import { FAQ_ENTRIES } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Accordion } from './Accordion.tsx'

const items = FAQ_ENTRIES.map((entry) => ({
  value: entry.id,
  title: entry.question,
  content: <p>{entry.answer}</p>,
}))
const [first, second, , last] = FAQ_ENTRIES as [
  (typeof FAQ_ENTRIES)[number],
  (typeof FAQ_ENTRIES)[number],
  (typeof FAQ_ENTRIES)[number],
  (typeof FAQ_ENTRIES)[number],
]

const meta = {
  title: 'UI/Content/Accordion',
  component: Accordion,
  args: { items, onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof Accordion>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const buttons = canvas.getAllByRole('button')
    await expect(buttons).toHaveLength(4)
    for (const button of buttons) {
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(button.closest('h3')).not.toBeNull()
    }
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument()

    const question = canvas.getByRole('button', { name: first.question })
    await userEvent.click(question)
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    const answer = canvas.getByRole('region', { name: first.question })
    await expect(answer).toBeVisible()
    await expect(answer).toHaveTextContent(first.answer)
    await expect(question).toHaveAttribute('aria-controls', answer.id)
    await expect(args.onValueChange).toHaveBeenLastCalledWith([first.id])

    await userEvent.click(question)
    await expect(question).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument()
    await expect(args.onValueChange).toHaveBeenLastCalledWith([])
  },
}

export const Expanded: Story = {
  args: { ...Default.args, defaultValue: [second.id] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: second.question })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(canvas.getByRole('region', { name: second.question })).toHaveTextContent(
      second.answer,
    )
    // Several answers may be open at once.
    await userEvent.click(canvas.getByRole('button', { name: first.question }))
    await expect(canvas.getAllByRole('region')).toHaveLength(2)
  },
}

export const OneAtATime: Story = {
  args: { ...Default.args, multiple: false, defaultValue: [first.id] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: second.question }))
    await expect(canvas.getByRole('button', { name: first.question })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(canvas.getAllByRole('region')).toHaveLength(1)
    await expect(canvas.getByRole('region', { name: second.question })).toBeVisible()
  },
}

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = (question: string) => canvas.getByRole('button', { name: question })
    await userEvent.tab()
    await expect(button(first.question)).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(button(second.question)).toHaveFocus()
    await userEvent.keyboard('{End}')
    await expect(button(last.question)).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(button(first.question)).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    await expect(button(last.question)).toHaveFocus()
    await userEvent.keyboard('{Home}')
    await expect(button(first.question)).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(button(first.question)).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard(' ')
    await expect(button(first.question)).toHaveAttribute('aria-expanded', 'false')
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  args: { ...Default.args, defaultValue: [last.id] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: last.question })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { ...Default.args, defaultValue: [first.id] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: first.question })).toBeVisible()
  },
}
