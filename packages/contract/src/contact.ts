import { z } from 'zod'
import { allowedCharacters } from './text.ts'

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
