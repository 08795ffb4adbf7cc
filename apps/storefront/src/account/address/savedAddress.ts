import type { DeliveryAddress, SavedAddress, SessionUser } from '@adire/contract'
import { DELIVERY_FIELDS, type DeliveryForm } from '@adire/machines'
import { NEW_ADDRESS } from '@adire/ui'

/** The signed-in shopper's name split as a form wants it: the first word, then the rest. */
export function nameFields(
  user: SessionUser,
): Pick<DeliveryForm, 'firstName' | 'lastName' | 'email'> {
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/)
  return { firstName, lastName: rest.join(' '), email: user.email }
}

/** A saved address as the delivery form holds it: its fields only, without id and default. */
export const deliveryFormOf = (address: SavedAddress): DeliveryForm =>
  Object.fromEntries(DELIVERY_FIELDS.map((field) => [field, address[field]])) as DeliveryForm

/**
 * Whether the book already holds this address, field for field. Both sides are in the
 * contract's one form (trimmed, the phone as +234...), so a retyped address is found too.
 */
export const isInBook = (address: DeliveryAddress, book: readonly SavedAddress[]) =>
  book.some((saved) => DELIVERY_FIELDS.every((field) => saved[field] === address[field]))

/** The name the address goes to and where, on one line: for a question or a label. */
export const addressSummary = (address: DeliveryAddress) =>
  `${address.firstName} ${address.lastName}, ${address.street}, ${address.city}`

/** What the checkout's picker starts on: the default address (listed first), else a new one. */
export const firstChoice = (book: readonly SavedAddress[]) =>
  book.find((address) => address.isDefault)?.id ?? book[0]?.id ?? NEW_ADDRESS
