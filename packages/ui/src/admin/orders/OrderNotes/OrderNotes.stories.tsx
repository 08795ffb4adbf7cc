import { HOUR_MS } from '@adire/contract'
import { FIXTURE_NOW } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { OrderNotes } from './OrderNotes.tsx'

const NOTES = [
  {
    id: 2,
    text: 'Called: gate code 1234.\nLeave it with security if nobody answers.',
    by: 'Ngozi Eze',
    at: FIXTURE_NOW - HOUR_MS,
  },
  {
    id: 1,
    text: 'Customer asked for delivery after 5pm.',
    by: 'Chidi Okeke',
    at: FIXTURE_NOW - 26 * HOUR_MS,
  },
]

const meta = {
  title: 'UI/Orders/OrderNotes',
  component: OrderNotes,
  args: { notes: [], onAdd: fn(async () => undefined) },
  decorators: [(Story) => <div className="w-full max-w-md">{Story()}</div>],
} satisfies Meta<typeof OrderNotes>

export default meta
type Story = StoryObj<typeof meta>

const notesOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Notes' }))

/** No note yet: said so, with the box to add one, and that shoppers never see them. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const notes = notesOf(canvasElement)
    await expect(notes.getByText('No notes yet.')).toBeVisible()
    await expect(notes.getByText(/the shopper never does/)).toBeVisible()
    const box = notes.getByRole('textbox', { name: 'Add a note' })
    await userEvent.type(box, '  Wants it gift-wrapped  ')
    await userEvent.click(notes.getByRole('button', { name: 'Add note' }))
    await expect(args.onAdd).toHaveBeenCalledWith('Wants it gift-wrapped')
    await waitFor(() => expect(box).toHaveValue(''))
  },
}

/** Notes newest first, each with when and who, line breaks kept. */
export const WithNotes: Story = {
  args: { notes: NOTES },
  play: async ({ canvasElement }) => {
    const notes = notesOf(canvasElement)
    const items = within(notes.getByRole('list', { name: 'Notes on this order' })).getAllByRole(
      'listitem',
    )
    await expect(items).toHaveLength(2)
    await expect(items[0]).toHaveTextContent('gate code 1234')
    await expect(items[0]).toHaveTextContent('by Ngozi Eze')
    await expect(items[1]).toHaveTextContent('by Chidi Okeke')
  },
}

/** An empty note is refused before anything is sent. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const notes = notesOf(canvasElement)
    await userEvent.click(notes.getByRole('button', { name: 'Add note' }))
    await expect(notes.getByRole('textbox', { name: 'Add a note' })).toHaveAccessibleDescription(
      'Write the note first',
    )
    await expect(args.onAdd).not.toHaveBeenCalled()
  },
}

/** The server failed: its words, and the note stays as typed. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    notes: NOTES,
    error: 'Something went wrong. Please try again.',
    onAdd: fn(async () => {
      throw new Error('Something went wrong. Please try again.')
    }),
  },
  play: async ({ canvasElement }) => {
    const notes = notesOf(canvasElement)
    await expect(notes.getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    )
    const box = notes.getByRole('textbox', { name: 'Add a note' })
    await userEvent.type(box, 'Rider is late')
    await userEvent.click(notes.getByRole('button', { name: 'Add note' }))
    await expect(box).toHaveValue('Rider is late')
  },
}

/** On its way: the button waits. */
export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvasElement }) => {
    await expect(notesOf(canvasElement).getByRole('button', { name: 'Adding…' })).toBeDisabled()
  },
}
