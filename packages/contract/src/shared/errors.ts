import { z } from 'zod'

/** The one error shape every endpoint answers with (docs/product.md §8, CONVENTIONS habit 7). */
export const ErrorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  /** The request's field the message is about, when it is about one (the store team's forms). */
  field: z.string().optional(),
})
export type ErrorResponse = z.infer<typeof ErrorResponse>

export const MessageResponse = z.object({ success: z.literal(true), message: z.string() })
export type MessageResponse = z.infer<typeof MessageResponse>
