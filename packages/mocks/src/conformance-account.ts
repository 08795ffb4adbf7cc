// The conformance cases of the signed-in shopper's own account (docs/product.md §3.4, §3.6):
// the address book, the password and the devices signed in. Part of CONFORMANCE_CASES.
import {
  ADDRESS_MESSAGES,
  AddressBookResponse,
  AddressChangeResponse,
  SESSION_MESSAGES,
  SessionsResponse,
  USER_MESSAGES,
} from '@adire/contract'
import { refused } from './conformance-refused.ts'
import type { ConformanceCase } from './conformance-run.ts'
import { DEMO_ADDRESS as ADDRESS } from './fixtures/people.ts'

export const ACCOUNT_CASES: ConformanceCase[] = [
  // The shopper's address book.
  {
    name: 'addresses: the book answers its shopper',
    caller: 'shopper',
    method: 'GET',
    path: '/api/users/addresses',
    status: 200,
    answer: AddressBookResponse,
  },
  {
    name: 'addresses: the book asks for a session',
    caller: 'none',
    method: 'GET',
    path: '/api/users/addresses',
    ...refused(401, USER_MESSAGES.notAuthorised),
  },
  {
    name: 'addresses: an address is saved and the book answered',
    caller: 'shopper',
    method: 'POST',
    path: '/api/users/addresses',
    body: () => ADDRESS,
    status: 201,
    message: ADDRESS_MESSAGES.saved,
    answer: AddressChangeResponse,
  },
  {
    name: 'addresses: a phone the form would refuse is refused',
    caller: 'shopper',
    method: 'POST',
    path: '/api/users/addresses',
    body: () => ({ ...ADDRESS, phone: '12345' }),
    ...refused(400, 'Please enter a phone number such as 0803 123 4567 or +234 803 123 4567'),
  },
  {
    name: 'addresses: an address not in the book is not found',
    caller: 'shopper',
    method: 'DELETE',
    path: '/api/users/addresses/00000000-0000-4000-8000-000000000000',
    ...refused(404, ADDRESS_MESSAGES.notFound),
  },
  {
    name: 'addresses: an id that is no id is not found',
    caller: 'shopper',
    method: 'PUT',
    path: '/api/users/addresses/not-an-id/default',
    ...refused(404, ADDRESS_MESSAGES.notFound),
  },

  // Changing the password while signed in.
  {
    name: 'users: changing the password asks for a session',
    caller: 'none',
    method: 'POST',
    path: '/api/users/password',
    body: () => ({ currentPassword: 'anything at all', newPassword: 'a brand new passphrase' }),
    ...refused(401, USER_MESSAGES.notAuthorised),
  },
  {
    name: 'users: a wrong current password is refused',
    caller: 'shopper',
    method: 'POST',
    path: '/api/users/password',
    body: () => ({ currentPassword: 'not the password', newPassword: 'a brand new passphrase' }),
    ...refused(400, USER_MESSAGES.currentPasswordWrong),
  },
  {
    name: 'users: a new password too short is refused',
    caller: 'shopper',
    method: 'POST',
    path: '/api/users/password',
    body: () => ({ currentPassword: 'not the password', newPassword: 'short' }),
    ...refused(400, 'Password must be at least 8 characters'),
  },

  // The devices signed in.
  {
    name: 'sessions: the devices answer their shopper',
    caller: 'shopper',
    method: 'GET',
    path: '/api/users/sessions',
    status: 200,
    answer: SessionsResponse,
  },
  {
    name: 'sessions: the devices ask for a session',
    caller: 'none',
    method: 'GET',
    path: '/api/users/sessions',
    ...refused(401, USER_MESSAGES.notAuthorised),
  },
  {
    name: 'sessions: a session not the shopper’s is not found',
    caller: 'shopper',
    method: 'DELETE',
    path: '/api/users/sessions/00000000-0000-4000-8000-000000000000',
    ...refused(404, SESSION_MESSAGES.notFound),
  },
]
