import { fixtureMessages } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MessageInbox } from './MessageInbox.tsx'

const meta = {
  title: 'UI/Admin/MessageInbox',
  component: MessageInbox,
  args: { messages: fixtureMessages, show: 'all', onHandled: fn() },
  decorators: [(Story) => <div className="w-full max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof MessageInbox>

export default meta
type Story = StoryObj<typeof meta>

const card = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('article', { name }))

/**
 * Newest first: who wrote, from which address, when, the message as written (its lines kept),
 * whether it is handled, a reply by e-mail quoting it, and the button that marks it.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const items = within(
      within(canvasElement).getByRole('list', { name: 'Messages' }),
    ).getAllByRole('listitem')
    await expect(items).toHaveLength(4)
    const chiamaka = card(canvasElement, 'Chiamaka Eze')
    await expect(chiamaka.getByText('chiamaka.eze@example.com')).toBeVisible()
    await expect(chiamaka.getByText('New')).toBeVisible()
    const reply = chiamaka.getByRole('link', { name: 'Reply by e-mail' })
    await expect(reply.getAttribute('href')).toMatch(
      /^mailto:chiamaka\.eze@example\.com\?subject=Re%3A%20your%20message%20to%20Adire&body=/,
    )
    await expect(decodeURIComponent(reply.getAttribute('href') ?? '')).toContain(
      '> Hello, do you deliver to Enugu before Friday?',
    )
    await userEvent.click(chiamaka.getByRole('button', { name: 'Mark as handled' }))
    await expect(args.onHandled).toHaveBeenCalledWith(fixtureMessages[0]?.id, true)

    const emeka = card(canvasElement, 'Emeka Obi')
    await expect(emeka.getByText(/^Handled by ngozi@adire\.example on/)).toBeVisible()
    await userEvent.click(emeka.getByRole('button', { name: 'Mark as not handled' }))
    await expect(args.onHandled).toHaveBeenLastCalledWith(fixtureMessages[3]?.id, false)
  },
}

/** A message being marked: its button waits and cannot be pressed twice. */
export const Marking: Story = {
  args: { marking: fixtureMessages[0]?.id ?? null },
  play: async ({ args, canvasElement }) => {
    const button = card(canvasElement, 'Chiamaka Eze').getByRole('button', { name: 'Saving…' })
    await expect(button).toBeDisabled()
    await userEvent.click(button)
    await expect(args.onHandled).not.toHaveBeenCalled()
  },
}

/** No message yet: what the inbox will hold. */
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'No messages yet. What shoppers send from the contact page shows here.',
      ),
    ).toBeVisible()
  },
}

/** Every open message handled. */
export const NoneOpen: Story = {
  args: { messages: [], show: 'open' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No open messages: every message is handled.'),
    ).toBeVisible()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } }

export const Dark: Story = { globals: { theme: 'dark' } }
