import type {
  AccountChangeResponse,
  AccountResponse,
  ChangePasswordRequest,
  DeleteAccountRequest,
  EmailChangeRequest,
  MessageResponse,
  SessionsChangeResponse,
  SessionsResponse,
  UpdateProfileRequest,
} from '@adire/contract'
import type { UseQueryOptions } from '@tanstack/react-query'
import { answered, call } from '../../api/client.ts'
import { worthRetrying } from '../../api/retry.ts'
import { ACCOUNT_CALL_FAILED } from '../../auth/users.ts'

/*
 * The signed-in shopper's own account (docs/product.md §3.6): the profile and e-mail, the
 * password, the devices signed in, and the shopper's data. Each call rejects with the server's
 * message, and the field it is about (`ApiError.field`) when it names one.
 */

const asked = <T>(request: Promise<T>) => answered(request, ACCOUNT_CALL_FAILED)
const fallbackMessage = ACCOUNT_CALL_FAILED

/** The account page's queries, per token: another account never reads this cache. */
export const accountQueries = {
  account: (
    token: string,
  ): UseQueryOptions<AccountResponse, Error, AccountResponse, readonly unknown[]> => ({
    queryKey: ['account', token],
    queryFn: ({ signal }) => asked(call('account', { token, fallbackMessage, signal })),
    retry: worthRetrying,
  }),
  sessions: (
    token: string,
  ): UseQueryOptions<SessionsResponse, Error, SessionsResponse, readonly unknown[]> => ({
    queryKey: ['account', token, 'sessions'],
    queryFn: ({ signal }) => asked(call('sessions', { token, fallbackMessage, signal })),
    retry: worthRetrying,
  }),
}

export function updateProfile(
  token: string,
  body: UpdateProfileRequest,
): Promise<AccountChangeResponse> {
  return asked(call('updateProfile', { token, body, fallbackMessage }))
}

export function requestEmailChange(
  token: string,
  body: EmailChangeRequest,
): Promise<AccountChangeResponse> {
  return asked(call('requestEmailChange', { token, body, fallbackMessage }))
}

export function cancelEmailChange(token: string): Promise<AccountChangeResponse> {
  return asked(call('cancelEmailChange', { token, fallbackMessage }))
}

/** Sends again the link that proves the account's address (ADR 034). */
export function sendAddressConfirmation(token: string): Promise<AccountChangeResponse> {
  return asked(call('sendAddressConfirmation', { token, fallbackMessage }))
}

/** Opens the link sent to an address: no session needed, so any device will do. */
export function confirmEmailChange(token: string): Promise<MessageResponse> {
  return asked(call('confirmEmailChange', { params: { token }, fallbackMessage }))
}

export function changePassword(
  token: string,
  body: ChangePasswordRequest,
): Promise<MessageResponse> {
  return asked(call('changePassword', { token, body, fallbackMessage }))
}

export function endSession(token: string, id: string): Promise<SessionsChangeResponse> {
  return asked(call('endSession', { token, params: { id }, fallbackMessage }))
}

export function endOtherSessions(token: string): Promise<SessionsChangeResponse> {
  return asked(call('endOtherSessions', { token, fallbackMessage }))
}

/** The file "Download my data" saves. */
export const MY_DATA_FILE = 'adire-my-data.json'

/**
 * Fetches everything the store keeps about the shopper and hands it to the browser as a file to
 * save (a link to a blob, clicked), so it works the same on a phone and a desktop.
 */
export async function downloadMyData(token: string): Promise<void> {
  const data = await asked(call('exportData', { token, fallbackMessage }))
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(file)
  link.download = MY_DATA_FILE
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken its copy once the click has run.
  setTimeout(() => URL.revokeObjectURL(link.href), 0)
}

export function deleteAccount(token: string, body: DeleteAccountRequest): Promise<MessageResponse> {
  return asked(call('deleteAccount', { token, body, fallbackMessage }))
}
