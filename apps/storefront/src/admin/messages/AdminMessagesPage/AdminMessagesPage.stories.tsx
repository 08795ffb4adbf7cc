import {
  adminMessagesHandlers,
  MOCK_ADMIN_TOKEN,
  MOCK_TOKEN,
  resetMockMessages,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../../stories/StoryApp.tsx'

/**
 * The store team's inbox (docs/product.md §11.8) on the mock server: four messages, the oldest
 * handled (reset before each story). The team member is signed in with `MOCK_ADMIN_TOKEN`; a
 * shopper's token is refused.
 */
const meta = {
  title: 'Pages/Admin messages',
  component: StoryApp,
  args: { path: '/admin/messages', storedToken: MOCK_ADMIN_TOKEN },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => resetMockMessages(),
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as another story's first screen: no reference image. */
const interactionOnly = { visual: false } as const

async function inbox(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  await expect(await main.findByRole('heading', { level: 1, name: 'Store messages' })).toBeVisible()
  const list = within(await main.findByRole('list', { name: 'Messages' }))
  const card = (name: string) => within(list.getByRole('article', { name }))
  return { canvas, main, list, card }
}

/** Newest first, each with who, when, the message, New or handled, and its two actions. */
export const Messages: Story = {
  tags: ['state:admin-messages-list'],
  play: async ({ canvasElement }) => {
    const { main, list, card } = await inbox(canvasElement)
    await waitFor(() => expect(document.title).toBe('Messages (store team) | Adire'))
    const sections = within(within(canvasElement).getByRole('navigation', { name: 'Store team' }))
    await expect(sections.getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const names = list.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    await expect(names).toEqual(['Chiamaka Eze', 'Tunde Bakare', 'Halima Sani', 'Emeka Obi'])
    await expect(main.getByRole('status')).toHaveTextContent('3 open messages')
    await expect(
      card('Tunde Bakare').getByRole('link', { name: 'Reply by e-mail' }),
    ).toHaveAttribute('href', expect.stringMatching(/^mailto:tunde\.bakare@example\.com\?/))
  },
}

/** Marked handled: who and when, and one open message fewer; the Open filter leaves it out. */
export const Handled: Story = {
  tags: ['state:admin-messages-handled'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, card } = await inbox(canvasElement)
    await userEvent.click(card('Chiamaka Eze').getByRole('button', { name: 'Mark as handled' }))
    await expect(
      await card('Chiamaka Eze').findByText('Handled by ngozi@adire.example on', { exact: false }),
    ).toBeVisible()
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('2 open messages'))
  },
}

/** Only the open messages: the handled one is left out, and the address says so. */
export const OpenOnly: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main } = await inbox(canvasElement)
    await userEvent.selectOptions(main.getByRole('combobox', { name: 'Show' }), 'open')
    await waitFor(() =>
      expect(
        within(main.getByRole('list', { name: 'Messages' }))
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(['Chiamaka Eze', 'Tunde Bakare', 'Halima Sani']),
    )
  },
}

export const Empty: Story = {
  tags: ['state:admin-messages-empty'],
  parameters: { msw: { handlers: { adminMessages: [adminMessagesHandlers.empty] } } },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(
      await main.findByText(
        'No messages yet. What shoppers send from the contact page shows here.',
      ),
    ).toBeVisible()
    await expect(main.getByRole('status')).toHaveTextContent('0 open messages')
  },
}

export const Loading: Story = {
  tags: ['state:admin-messages-loading'],
  parameters: { msw: { handlers: { adminMessages: [adminMessagesHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('Loading the messages'))
  },
}

export const ErrorState: Story = {
  tags: ['state:admin-messages-error'],
  name: 'Error',
  parameters: { msw: { handlers: { adminMessages: [adminMessagesHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'The messages could not be loaded: Something went wrong',
    )
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** Marking fails: the inbox says so, and the message stays as it was. */
export const MarkFailed: Story = {
  parameters: {
    ...interactionOnly,
    msw: {
      handlers: { adminMessages: [adminMessagesHandlers.list, adminMessagesHandlers.handledError] },
    },
  },
  play: async ({ canvasElement }) => {
    const { main, card } = await inbox(canvasElement)
    await userEvent.click(card('Chiamaka Eze').getByRole('button', { name: 'Mark as handled' }))
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'The message could not be marked: Something went wrong',
    )
    await expect(card('Chiamaka Eze').getByText('New')).toBeVisible()
  },
}

/** A shopper's session: the inbox is not theirs. */
export const NotAllowed: Story = {
  args: { storedToken: MOCK_TOKEN },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
    await expect(main.queryByRole('list', { name: 'Messages' })).toBeNull()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Messages.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Messages.play }
