import type { ContactRequest, ContactResponse } from '@adire/contract'
import { ApiError, call } from '../../api/client.ts'

/** What the shopper reads when the store or the network fails, rather than a bare status. */
export const CONTACT_SEND_FAILED =
  'Sorry, your message could not be sent. Please check your connection and try again.'

/**
 * Sends the contact form, with the session's token when signed in. A rejection the shopper can act on (400) keeps the server's reason;
 * a server fault or a dropped connection becomes one plain message.
 */
export async function sendContactMessage(
  message: ContactRequest,
  token?: string | null,
  signal?: AbortSignal,
): Promise<ContactResponse> {
  try {
    return await call('contact', {
      body: message,
      token,
      fallbackMessage: CONTACT_SEND_FAILED,
      signal,
    })
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw error
    throw new ApiError(CONTACT_SEND_FAILED, error instanceof ApiError ? error.status : 0)
  }
}
