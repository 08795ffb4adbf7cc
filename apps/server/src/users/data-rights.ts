import type { AccountDataExport, DeliveryAddress } from '@adire/contract'
import { eq, or, type SQL, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import {
  addresses,
  cartItems,
  cartMerges,
  contactMessages,
  emailChanges,
  orders,
  outgoingMail,
  passwordResetTokens,
  returns,
  sessions,
  users,
} from '../db/schema.ts'
import { eraseDisputeAnswers } from '../orders/disputes.ts'
import { eraseOrderNotes } from '../orders/notes.ts'
import type { OrderReads } from '../orders/reads.ts'
import type { AccountProfile } from './account.ts'
import type { AddressBook } from './addresses.ts'
import type { PasswordHasher } from './passwords.ts'
import { AccountError } from './service.ts'

/**
 * What an order keeps of its delivery address once its shopper has deleted the account: the
 * state and country (the delivery zone the store charged), nothing that names or reaches a
 * person. Every field still passes the address rule, so the store team's screens read it.
 */
export const ERASED_ADDRESS = {
  firstName: 'Deleted',
  lastName: 'shopper',
  email: 'erased@deleted.invalid',
  street: 'Erased',
  city: 'Erased',
  zipcode: '000',
  phone: '+10000000',
} as const satisfies Partial<DeliveryAddress>

/** The name an account keeps, as a row the orders still point at, once deleted. */
export const ERASED_NAME = 'Deleted shopper'

/**
 * The password hash of a deleted account: no hash at all, so no password matches it, and the
 * mark by which the store team's screens know the account is gone (customers/customers.ts).
 */
export const ERASED_PASSWORD_HASH = 'erased'

export interface DataRightsDependencies {
  db: Database
  passwords: PasswordHasher
  clock: Clock
  profile: AccountProfile
  addressBook: AddressBook
  orders: OrderReads
}

/**
 * The shopper's rights over their data (docs/product.md §3.6, docs/security.md): a copy of
 * everything the store keeps about them, and the account's erasure.
 */
export class DataRights {
  constructor(private readonly deps: DataRightsDependencies) {}

  /**
   * The account, its addresses, its orders with their payments, and its contact messages: those
   * sent signed in, and those sent from its address if the account proved it (ADR 034). Nothing
   * found by text the account typed.
   */
  async export(userId: string): Promise<AccountDataExport> {
    const { db, clock, profile, addressBook, orders: reads } = this.deps
    const account = await profile.read(userId)
    if (!account) throw new AccountError('accountGone')
    const messages = await db
      .select()
      .from(contactMessages)
      .where(ownMessages(userId, account.emailConfirmed ? account.email : undefined))
      .orderBy(contactMessages.createdAt)
    return {
      exportedAt: clock.now().getTime(),
      account,
      addresses: await addressBook.list(userId),
      orders: await reads.allOf(userId),
      contactMessages: messages.map((m) => ({
        name: m.name,
        email: m.email,
        message: m.message,
        receivedAt: m.createdAt.getTime(),
      })),
    }
  }

  /**
   * Deletes the account, the password first. In one transaction: every session ends (on every
   * server: they live here), the addresses, cart and links go, the contact messages the export
   * holds go, the e-mails waiting to be sent to or about the shopper go, and the orders stay
   * for the store's accounts with the delivery address replaced by `ERASED_ADDRESS`. The
   * account's row stays as the orders' owner, under `ERASED_NAME` and an address no one can
   * type, with no password that opens it: the e-mail is free to sign up again. What the account
   * only typed (an address saved, a change never confirmed, a phone) finds nobody else's data
   * (ADR 034).
   */
  async deleteAccount(userId: string, password: string): Promise<void> {
    const { db, passwords } = this.deps
    const [user] = await db.select().from(users).where(eq(users.id, userId))
    if (!user) throw new AccountError('accountGone')
    if (!(await passwords.verify(password, user.passwordHash))) {
      throw new AccountError('passwordWrong')
    }
    await db.transaction(async (tx) => {
      // Taken before anything else: an order placed or an address saved meanwhile waits.
      const [locked] = await tx
        .select({ email: users.email, confirmedAt: users.emailConfirmedAt })
        .from(users)
        .where(eq(users.id, userId))
        .for('update')
      if (!locked) throw new AccountError('accountGone')
      const proven = locked.confirmedAt ? locked.email : undefined
      for (const table of [
        sessions,
        passwordResetTokens,
        emailChanges,
        addresses,
        cartItems,
        cartMerges,
      ]) {
        await tx.delete(table).where(eq(table.userId, userId))
      }
      await tx
        .update(orders)
        .set({
          address: sql`${orders.address} || ${JSON.stringify(ERASED_ADDRESS)}::jsonb`,
        })
        .where(eq(orders.userId, userId))
      // The shopper's own words on their returns (§10.7); the returns stay, as the orders do.
      await tx.update(returns).set({ note: null }).where(eq(returns.userId, userId))
      await eraseDisputeAnswers(tx, userId)
      await eraseOrderNotes(tx, userId)
      await tx.delete(contactMessages).where(ownMessages(userId, proven))
      await tx.delete(outgoingMail).where(ownMail(userId, proven))
      await tx
        .update(users)
        .set({
          name: ERASED_NAME,
          email: `deleted-${userId}@deleted.invalid`,
          passwordHash: ERASED_PASSWORD_HASH,
          emailConfirmedAt: null,
          role: 'shopper',
        })
        .where(eq(users.id, userId))
    })
  }
}

/** The contact messages an account may speak for: sent signed in, or from its proven address. */
function ownMessages(userId: string, provenEmail: string | undefined): SQL | undefined {
  return or(
    eq(contactMessages.userId, userId),
    provenEmail ? eq(sql`lower(${contactMessages.email})`, provenEmail.toLowerCase()) : undefined,
  )
}

/**
 * The e-mails waiting to be sent that are the account's: filed under it (its orders', its
 * password's, its messages'), or to its proven address. Never found by words in a message's
 * text, which anyone may have typed.
 */
function ownMail(userId: string, provenEmail: string | undefined): SQL | undefined {
  return or(
    eq(outgoingMail.aboutUserId, userId),
    provenEmail ? eq(sql`lower(${outgoingMail.to})`, provenEmail.toLowerCase()) : undefined,
  )
}
