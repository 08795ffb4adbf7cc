/*
 * The signed-in shopper's own account (beyond the original spec, docs/product.md §3.4 and
 * §3.6): the profile and e-mail, the address book, the password, the devices signed in, and the
 * shopper's data to take away or erase. Part of `api`, kept apart so each list reads at once.
 */

import { endpoint } from '../shared/endpoint.ts'
import { MessageResponse } from '../shared/errors.ts'
import {
  AccountChangeResponse,
  AccountDataExport,
  AccountResponse,
  DeleteAccountRequest,
  EmailChangeRequest,
  UpdateProfileRequest,
} from './account.ts'
import { AddressBookResponse, AddressChangeResponse, AddressRequest } from './addresses.ts'
import { SessionsChangeResponse, SessionsResponse } from './sessions.ts'
import { ChangePasswordRequest } from './users.ts'

export const accountApi = {
  /** The account's name and e-mail, and an e-mail change waiting to be confirmed. */
  account: endpoint({
    method: 'GET',
    path: '/api/users/account',
    auth: true,
    request: undefined,
    response: AccountResponse,
  }),
  /** Changes the shopper's name. */
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/users/account',
    auth: true,
    request: UpdateProfileRequest,
    response: AccountChangeResponse,
  }),
  /**
   * Asks to change the e-mail (the password required): a link goes to the new address and a
   * notice to the current one; nothing changes until the link is opened.
   */
  requestEmailChange: endpoint({
    method: 'POST',
    path: '/api/users/email',
    auth: true,
    request: EmailChangeRequest,
    response: AccountChangeResponse,
  }),
  /** Withdraws an e-mail change still waiting; its link stops working. */
  cancelEmailChange: endpoint({
    method: 'DELETE',
    path: '/api/users/email',
    auth: true,
    request: undefined,
    response: AccountChangeResponse,
  }),
  /** Sends again the link that proves the account's address, while it is not proven (ADR 034). */
  sendAddressConfirmation: endpoint({
    method: 'POST',
    path: '/api/users/email/confirmation',
    auth: true,
    request: undefined,
    response: AccountChangeResponse,
  }),
  /**
   * Opens a link sent to an address: a new one's, or the sign-up's (no session needed: any
   * device will do).
   */
  confirmEmailChange: endpoint({
    method: 'POST',
    path: '/api/users/email/confirm/:token',
    auth: false,
    request: undefined,
    response: MessageResponse,
  }),
  /** Everything the store keeps about the shopper, as a file to save. */
  exportData: endpoint({
    method: 'GET',
    path: '/api/users/data',
    auth: true,
    request: undefined,
    response: AccountDataExport,
  }),
  /**
   * Deletes the account (the password required): every session ends, and the personal data is
   * erased or, in the orders the store keeps for its accounts, replaced.
   */
  deleteAccount: endpoint({
    method: 'POST',
    path: '/api/users/delete-account',
    auth: true,
    request: DeleteAccountRequest,
    response: MessageResponse,
  }),
  /** Changes the password (the current one required); every other session is signed out. */
  changePassword: endpoint({
    method: 'POST',
    path: '/api/users/password',
    auth: true,
    request: ChangePasswordRequest,
    response: MessageResponse,
  }),
  /** The devices the shopper is signed in on, this one first. */
  sessions: endpoint({
    method: 'GET',
    path: '/api/users/sessions',
    auth: true,
    request: undefined,
    response: SessionsResponse,
  }),
  /** Signs one device out; 404 for a session that is not the shopper's. */
  endSession: endpoint({
    method: 'DELETE',
    path: '/api/users/sessions/:id',
    auth: true,
    request: undefined,
    response: SessionsChangeResponse,
  }),
  /** Signs out every device but this one. */
  endOtherSessions: endpoint({
    method: 'POST',
    path: '/api/users/sessions/sign-out-others',
    auth: true,
    request: undefined,
    response: SessionsChangeResponse,
  }),
  /** The shopper's saved addresses, the default first. */
  addresses: endpoint({
    method: 'GET',
    path: '/api/users/addresses',
    auth: true,
    request: undefined,
    response: AddressBookResponse,
  }),
  /** Saves a new address (the first one, or one marked `makeDefault`, becomes the default). */
  addAddress: endpoint({
    method: 'POST',
    path: '/api/users/addresses',
    auth: true,
    request: AddressRequest,
    response: AddressChangeResponse,
  }),
  /** Changes one of the shopper's addresses; 404 for any address that is not theirs. */
  updateAddress: endpoint({
    method: 'PUT',
    path: '/api/users/addresses/:id',
    auth: true,
    request: AddressRequest,
    response: AddressChangeResponse,
  }),
  /** Deletes one; when it was the default, the most recently saved of the rest becomes it. */
  deleteAddress: endpoint({
    method: 'DELETE',
    path: '/api/users/addresses/:id',
    auth: true,
    request: undefined,
    response: AddressChangeResponse,
  }),
  /** Makes one the default that checkout fills in. */
  chooseDefaultAddress: endpoint({
    method: 'PUT',
    path: '/api/users/addresses/:id/default',
    auth: true,
    request: undefined,
    response: AddressChangeResponse,
  }),
}
