import type { DeliveryAddress, SavedAddress, SessionUser } from '@adire/contract'
import { DELIVERY_FIELDS, type DeliveryForm } from '@adire/machines'

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

/**
 * A saved address as the shopper reads it on an envelope: the name, the street, the town with
 * its state and zip code, the country, then the phone the rider calls.
 */
export function AddressLines({ address }: { address: DeliveryAddress }) {
  return (
    <span className="flex flex-col text-sm">
      <span className="font-semibold text-ink">
        {address.firstName} {address.lastName}
      </span>
      <span>{address.street}</span>
      <span>
        {address.city}, {address.state} {address.zipcode}
      </span>
      <span>{address.country}</span>
      <span className="text-muted">{address.phone}</span>
    </span>
  )
}
