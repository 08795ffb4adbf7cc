import {
  ADDRESS_BOOK_LIMIT,
  type AddressRequest,
  type DeliveryAddress,
  type SavedAddress,
} from '@adire/contract'
import { and, count, desc, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { addresses, users } from '../db/schema.ts'

/** Why the address book refused a change; the routes turn each into the shopper's message. */
export class AddressBookError extends Error {
  constructor(readonly code: 'notFound' | 'full') {
    super(code)
    this.name = 'AddressBookError'
  }
}

type SavedRow = typeof addresses.$inferSelect
/** An address as checked by the contract (its phone already in its one form). */
type CheckedAddress = DeliveryAddress & Pick<AddressRequest, 'makeDefault'>

const toSaved = (row: SavedRow): SavedAddress => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  street: row.street,
  city: row.city,
  state: row.state,
  zipcode: row.zipcode,
  country: row.country,
  phone: row.phone,
  isDefault: row.isDefault,
})

/** The address's own fields, without the request's `makeDefault`. */
const fieldsOf = ({ makeDefault: _, ...address }: CheckedAddress): DeliveryAddress => address

/**
 * The shopper's address book (docs/product.md §3.4). Every call names the account it acts for,
 * and every statement is scoped to it: another shopper's address is simply not found. Each
 * change runs in a transaction that first locks the account's row, so changes to one book take
 * turns (the limit and the single default hold under races) while other accounts go on.
 */
export class AddressBook {
  constructor(private readonly deps: { db: Database }) {}

  /** The default first, then the most recently saved. */
  list(userId: string, db: Database = this.deps.db): Promise<SavedAddress[]> {
    return db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
      .then((rows) => rows.map(toSaved))
  }

  /** Saves a new address; the first one saved, or one marked `makeDefault`, is the default. */
  add(userId: string, address: CheckedAddress): Promise<SavedAddress[]> {
    return this.change(userId, async (tx) => {
      const [kept] = await tx
        .select({ n: count() })
        .from(addresses)
        .where(eq(addresses.userId, userId))
      const saved = kept?.n ?? 0
      if (saved >= ADDRESS_BOOK_LIMIT) throw new AddressBookError('full')
      const isDefault = saved === 0 || address.makeDefault === true
      if (isDefault) await this.clearDefault(tx, userId)
      await tx.insert(addresses).values({ ...fieldsOf(address), userId, isDefault })
    })
  }

  /** Changes one address; `makeDefault` makes it the default (false leaves the default be). */
  update(userId: string, id: string, address: CheckedAddress): Promise<SavedAddress[]> {
    return this.change(userId, async (tx) => {
      await this.mustOwn(tx, userId, id)
      if (address.makeDefault) await this.clearDefault(tx, userId)
      await tx
        .update(addresses)
        .set({ ...fieldsOf(address), ...(address.makeDefault ? { isDefault: true } : {}) })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    })
  }

  /** Deletes one; a deleted default passes to the most recently saved of the rest. */
  remove(userId: string, id: string): Promise<SavedAddress[]> {
    return this.change(userId, async (tx) => {
      const wasDefault = (await this.mustOwn(tx, userId, id)).isDefault
      await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      if (!wasDefault) return
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1)
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id))
    })
  }

  /** Makes one the default. */
  chooseDefault(userId: string, id: string): Promise<SavedAddress[]> {
    return this.change(userId, async (tx) => {
      await this.mustOwn(tx, userId, id)
      await this.clearDefault(tx, userId)
      await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id))
    })
  }

  /** Runs `work` with the account's row locked, then reads the book as it now stands. */
  private change(userId: string, work: (tx: Database) => Promise<void>) {
    return this.deps.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
      await work(tx)
      return this.list(userId, tx)
    })
  }

  private async mustOwn(tx: Database, userId: string, id: string): Promise<SavedRow> {
    const [row] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    if (!row) throw new AddressBookError('notFound')
    return row
  }

  /** No default for a moment, before another is set: the partial unique index allows one. */
  private async clearDefault(tx: Database, userId: string) {
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
  }
}
