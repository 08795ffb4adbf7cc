import type { AccountDataExport, DeliveryAddress } from '@adire/contract'
import { eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
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
  sessions,
  users,
} from '../db/schema.ts'
import { eraseDisputeAnswers } from '../orders/disputes.ts'
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

  /** The account, its addresses, its orders with their payments, and its contact messages. */
  async export(userId: string): Promise<AccountDataExport> {
    const { db, clock, profile, addressBook, orders: reads } = this.deps
    const account = await profile.read(userId)
    if (!account) throw new AccountError('accountGone')
    const messages = await db
      .select()
      .from(contactMessages)
      .where(eq(sql`lower(${contactMessages.email})`, account.email.toLowerCase()))
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
   * server: they live here), the addresses, cart, links and contact messages go, the e-mails
   * to or about the shopper go, and the orders stay for the store's accounts with the
   * delivery address replaced by `ERASED_ADDRESS`. The account's row stays as the orders'
   * owner, under `ERASED_NAME` and an address no one can type, with no password that opens it:
   * the e-mail is free to sign up again.
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
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .for('update')
      if (!locked) throw new AccountError('accountGone')
      const traces = await personalTraces(tx, userId, locked.email)
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
      await eraseDisputeAnswers(tx, userId)
      await tx
        .delete(contactMessages)
        .where(inArray(sql`lower(${contactMessages.email})`, traces.emails))
      await tx.delete(outgoingMail).where(mentionsAny(traces))
      await tx
        .update(users)
        .set({
          name: ERASED_NAME,
          email: `deleted-${userId}@deleted.invalid`,
          // No hash at all: no password can ever match it.
          passwordHash: 'erased',
          role: 'shopper',
        })
        .where(eq(users.id, userId))
    })
  }
}

/** What could name or reach the shopper in a row: their e-mails (in use and asked for) and phones. */
async function personalTraces(db: Database, userId: string, email: string) {
  const [pending] = await db
    .select({ email: emailChanges.newEmail })
    .from(emailChanges)
    .where(eq(emailChanges.userId, userId))
  const saved = await db
    .select({ email: addresses.email, phone: addresses.phone })
    .from(addresses)
    .where(eq(addresses.userId, userId))
  const ordered = await db
    .select({ address: orders.address })
    .from(orders)
    .where(eq(orders.userId, userId))
  const delivery = [...saved, ...ordered.map((o) => o.address)]
  const emails = new Set([email, pending?.email, ...delivery.map((a) => a.email)])
  return {
    emails: [...emails].filter((e): e is string => Boolean(e)).map((e) => e.toLowerCase()),
    phones: [...new Set(delivery.map((a) => a.phone))],
  }
}

/** E-mail rows sent to, or written about, the shopper (a new order's notice names them). */
function mentionsAny({ emails, phones }: { emails: string[]; phones: string[] }): SQL | undefined {
  const literal = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)
  return or(
    inArray(sql`lower(${outgoingMail.to})`, emails),
    ...[...emails, ...phones].map((value) => ilike(outgoingMail.text, `%${literal(value)}%`)),
  )
}
