import { type MessageFilter, SITE_NAME } from '@adire/contract'

/*
 * Every word of the store team's inbox (docs/product.md §11.8), in one place for the components,
 * the page and the stories' checks.
 */
export const INBOX_ADMIN_TEXTS = {
  heading: { text1: 'Store', text2: 'messages' },
  signIn: 'Log in with your team account to read the store’s messages.',
  loading: 'Loading the messages',
  failed: (message: string) => `The messages could not be loaded: ${message}`,
  list: 'Messages',
  show: 'Show',
  filters: {
    all: 'All messages',
    open: 'Open',
    handled: 'Handled',
  } satisfies Record<MessageFilter, string>,
  empty: {
    all: 'No messages yet. What shoppers send from the contact page shows here.',
    open: 'No open messages: every message is handled.',
    handled: 'No handled messages yet.',
  } satisfies Record<MessageFilter, string>,
  openCount: (open: number) => (open === 1 ? '1 open message' : `${open} open messages`),
  isNew: 'New',
  handledBy: (by: string, when: string) => `Handled by ${by} on ${when}`,
  received: (when: string) => `Received ${when}`,
  reply: 'Reply by e-mail',
  replySubject: `Re: your message to ${SITE_NAME}`,
  markHandled: 'Mark as handled',
  markOpen: 'Mark as not handled',
  marking: 'Saving…',
  markFailed: (message: string) => `The message could not be marked: ${message}`,
} as const
