import { z } from 'zod'
import { Order } from '../orders/order.ts'
import { ContactMessage } from '../store/contact.ts'
import { SavedAddress } from './addresses.ts'
import { ChangeEmailFields, DisplayName, ExistingPassword } from './users.ts'

/*
 * The shopper's own account beyond sign-in (docs/product.md §3.6): the profile, a change of
 * e-mail that waits for the new address to be confirmed, the shopper's data to take away, and
 * the account's deletion.
 */

/** The account as its page shows it. */
export const Account = z.object({
  name: z.string(),
  email: z.string(),
  /** An address the shopper asked to change to, waiting for its link to be opened; or null. */
  pendingEmail: z.string().nullable(),
  /**
   * Whether `email` was proven by opening a link sent to it (ADR 034). Until then the account
   * shops as any other, but speaks for nothing sent from that address before.
   */
  emailConfirmed: z.boolean(),
  /** When the account was made, epoch milliseconds. */
  memberSince: z.number().int(),
})
export type Account = z.infer<typeof Account>

export const AccountResponse = z.object({ success: z.literal(true), account: Account })
export type AccountResponse = z.infer<typeof AccountResponse>

/** The account after a change, with what to tell the shopper. */
export const AccountChangeResponse = AccountResponse.extend({ message: z.string() })
export type AccountChangeResponse = z.infer<typeof AccountChangeResponse>

export const UpdateProfileRequest = z.object(
  { name: DisplayName },
  { error: 'Please send your name' },
)
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>

/** A new address to change to; the password proves the owner is at the keys. */
export const EmailChangeRequest = z.object(ChangeEmailFields, {
  error: 'Please send your new email and your password',
})
export type EmailChangeRequest = z.infer<typeof EmailChangeRequest>

/** Deleting the account: the password, once more. */
export const DeleteAccountRequest = z.object(
  { password: ExistingPassword },
  { error: 'Please send your password' },
)
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>

/** One order, whole, for its page (`/orders/:reference`) and its receipt. */
export const OrderDetailsResponse = z.object({ success: z.literal(true), order: Order })
export type OrderDetailsResponse = z.infer<typeof OrderDetailsResponse>

/**
 * Everything the store keeps about a shopper, as the file "Download my data" saves: the
 * account, its saved addresses, its orders with their payments and refunds, and the messages
 * sent through the contact form with the account's e-mail.
 */
export const AccountDataExport = z.object({
  /** When the file was made, epoch milliseconds. */
  exportedAt: z.number().int(),
  account: Account,
  addresses: z.array(SavedAddress),
  orders: z.array(Order),
  contactMessages: z.array(
    ContactMessage.pick({ name: true, email: true, message: true, receivedAt: true }),
  ),
})
export type AccountDataExport = z.infer<typeof AccountDataExport>
