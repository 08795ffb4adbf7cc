import {
  type AddressChangeResponse,
  type AddressRequest,
  type SavedAddress,
  SERVER_ERROR_MESSAGE,
} from '@adire/contract'
import { ApiError, answered, call } from '../../api/client.ts'

export { ApiError }

/** What a failed address-book call says when the server gives no message of its own. */
export const ADDRESS_CALL_FAILED = SERVER_ERROR_MESSAGE

/** GET /api/users/addresses: the shopper's saved addresses, the default first. */
export async function fetchAddresses(token: string, signal?: AbortSignal): Promise<SavedAddress[]> {
  const { addresses } = await answered(
    call('addresses', { token, fallbackMessage: ADDRESS_CALL_FAILED, signal }),
    ADDRESS_CALL_FAILED,
  )
  return addresses
}

/**
 * POST /api/users/addresses: saves a new address. Rejects with the server's message, and the
 * field it is about for a 400 (409: the book is full).
 */
export function addAddress(
  token: string,
  body: AddressRequest,
  { keepalive = false } = {},
): Promise<AddressChangeResponse> {
  return answered(
    call('addAddress', { token, body, fallbackMessage: ADDRESS_CALL_FAILED, keepalive }),
    ADDRESS_CALL_FAILED,
  )
}

/** PUT /api/users/addresses/:id: changes one saved address (404: not in this book). */
export function updateAddress(
  token: string,
  id: string,
  body: AddressRequest,
): Promise<AddressChangeResponse> {
  return answered(
    call('updateAddress', { token, params: { id }, body, fallbackMessage: ADDRESS_CALL_FAILED }),
    ADDRESS_CALL_FAILED,
  )
}

/** DELETE /api/users/addresses/:id: the default passes to the newest of the rest. */
export function deleteAddress(token: string, id: string): Promise<AddressChangeResponse> {
  return answered(
    call('deleteAddress', { token, params: { id }, fallbackMessage: ADDRESS_CALL_FAILED }),
    ADDRESS_CALL_FAILED,
  )
}

/** PUT /api/users/addresses/:id/default: the address checkout fills in from now on. */
export function chooseDefaultAddress(token: string, id: string): Promise<AddressChangeResponse> {
  return answered(
    call('chooseDefaultAddress', { token, params: { id }, fallbackMessage: ADDRESS_CALL_FAILED }),
    ADDRESS_CALL_FAILED,
  )
}
