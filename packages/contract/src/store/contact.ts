import { z } from 'zod'
import { allowedCharacters } from '../shared/text.ts'

/** Bounds of the Send Us a Message form, shared by the form's hints and the server's checks. */
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 2000,
} as const

/** What the shopper reads once the message is stored. */
export const CONTACT_SUCCESS_MESSAGE = 'Thank you! Your message has been sent.'
/** A body that is not the form at all (an array, null). */
export const CONTACT_SHAPE_MESSAGE = 'Please send your name, email address and message'

export const ContactRequest = z.object(
  {
    name: z
      .string({ error: 'Please enter your name' })
      .trim()
      .min(1, 'Please enter your name')
      .max(CONTACT_LIMITS.nameMax, `Your name must be at most ${CONTACT_LIMITS.nameMax} characters`)
      .check(allowedCharacters('Your name')),
    email: z
      .string({ error: 'Please enter a valid email address' })
      .trim()
      // Checked before the address pattern so a huge string never reaches the pattern.
      .max(CONTACT_LIMITS.emailMax, 'Please enter a valid email address')
      .check(allowedCharacters('Your email address'))
      .pipe(z.email({ error: 'Please enter a valid email address' })),
    message: z
      .string({ error: 'Please enter your message' })
      .trim()
      .min(1, 'Please enter your message')
      .min(
        CONTACT_LIMITS.messageMin,
        `Your message must be at least ${CONTACT_LIMITS.messageMin} characters`,
      )
      .max(
        CONTACT_LIMITS.messageMax,
        `Your message must be at most ${CONTACT_LIMITS.messageMax} characters`,
      )
      // A message may run over several lines; nothing else of the kind.
      .check(allowedCharacters('Your message', 'lines')),
  },
  { error: CONTACT_SHAPE_MESSAGE },
)
/** The form's fields as the shopper typed them. */
export type ContactRequestInput = z.input<typeof ContactRequest>
/** The message as it is stored: trimmed and checked. */
export type ContactRequest = z.infer<typeof ContactRequest>

export const ContactResponse = z.object({
  success: z.literal(true),
  message: z.string(),
})
export type ContactResponse = z.infer<typeof ContactResponse>

/*
 * The store team's inbox (docs/product.md §11.8): the contact page's messages, newest first,
 * each marked handled (by whom, when) once answered.
 */

/** Messages per page of the inbox. */
export const ADMIN_MESSAGES_PAGE_SIZE = 20

/** Which messages the inbox lists: those still to answer, those answered, or all. */
export const MESSAGE_FILTERS = ['open', 'handled', 'all'] as const
export type MessageFilter = (typeof MESSAGE_FILTERS)[number]

export const AdminMessagesQuery = z.object({
  show: z.enum(MESSAGE_FILTERS, { error: 'Choose open, handled or all messages' }).default('all'),
  page: z.coerce
    .number({ error: 'This page of messages does not exist' })
    .int('This page of messages does not exist')
    .min(1, 'This page of messages does not exist')
    .max(10_000, 'This page of messages does not exist')
    .default(1),
})
export type AdminMessagesQuery = z.infer<typeof AdminMessagesQuery>

/** One message as the store team reads it. */
export const ContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  /** When it arrived, epoch milliseconds. */
  receivedAt: z.number().int(),
  /** When it was marked handled, and by whom (a team member's e-mail); null while open. */
  handled: z.object({ at: z.number().int(), by: z.string() }).nullable(),
})
export type ContactMessage = z.infer<typeof ContactMessage>

export const AdminMessagesResponse = z.object({
  success: z.literal(true),
  messages: z.array(ContactMessage),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Messages matching the filter. */
  total: z.number().int(),
  /** Messages not handled yet, whatever the filter: the inbox's count. */
  open: z.number().int(),
})
export type AdminMessagesResponse = z.infer<typeof AdminMessagesResponse>

/** Marks one message handled, or open again. */
export const MessageHandledRequest = z.object({
  handled: z.boolean({ error: 'Say whether the message is handled' }),
})
export type MessageHandledRequest = z.infer<typeof MessageHandledRequest>

export const MessageHandledResponse = z.object({
  success: z.literal(true),
  message: ContactMessage,
})
export type MessageHandledResponse = z.infer<typeof MessageHandledResponse>

/** The answers the inbox's calls may refuse with. */
export const MESSAGE_TEXTS = {
  notFound: 'This message does not exist',
} as const
