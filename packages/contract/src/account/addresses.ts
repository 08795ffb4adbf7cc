import { z } from 'zod'
import { DeliveryAddress } from '../orders/order.ts'

/*
 * The shopper's address book (docs/product.md §3.4): delivery addresses kept with the account,
 * checked by the same rule as the place-order form's, one of them the default that checkout
 * fills in on arrival. Its limit and messages are in addresses-rules.ts, without zod.
 */

/** An address to save: the place-order form's fields, and whether it becomes the default. */
export const AddressRequest = DeliveryAddress.extend({
  makeDefault: z.boolean({ error: 'makeDefault must be true or false' }).optional(),
})
export type AddressRequest = z.input<typeof AddressRequest>

/** A saved address as the shopper's account pages and checkout read it. */
export const SavedAddress = z.object({
  id: z.string(),
  ...DeliveryAddress.shape,
  // As stored: already in its one form, so read back without the typed-phone transform.
  phone: z.string(),
  isDefault: z.boolean(),
})
export type SavedAddress = z.infer<typeof SavedAddress>

/** The whole book, the default first, then the most recently saved. */
export const AddressBookResponse = z.object({
  success: z.literal(true),
  addresses: z.array(SavedAddress),
})
export type AddressBookResponse = z.infer<typeof AddressBookResponse>

/** One address saved, changed, deleted or made the default: the book as it now stands. */
export const AddressChangeResponse = AddressBookResponse.extend({ message: z.string() })
export type AddressChangeResponse = z.infer<typeof AddressChangeResponse>
