import { type CartData, MAX_LINE_QUANTITY } from '@adire/contract'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { cartItems, cartMerges, products } from '../db/schema.ts'

/** Why a cart change was refused; the routes turn each into a 400 and a message. */
export class CartError extends Error {
  override name = 'CartError'
  constructor(
    readonly code: 'productNotFound' | 'sizeNotOffered',
    readonly size: string,
  ) {
    super(code)
  }
}

interface Line {
  productId: string
  size: string
  quantity: number
}

/**
 * Each account's cart in the database. Every change is one statement (an upsert or a delete),
 * so changes racing in from two tabs or two servers are applied one after the other by
 * PostgreSQL and none is lost or doubled. The product and size are checked in the same
 * statement, against the catalogue as it is in the database at that moment.
 */
export class CartService {
  constructor(private readonly db: Database) {}

  /**
   * The cart as shoppers see it: lines of products no longer sold, or sizes no longer made,
   * are left out (and removing a product from the catalogue removes its lines).
   */
  async get(userId: string, db: Database = this.db): Promise<CartData> {
    const rows = await db
      .select({
        productId: cartItems.productId,
        size: cartItems.size,
        quantity: cartItems.quantity,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.userId, userId), sql`${cartItems.size} = any(${products.sizes})`))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.productId), asc(cartItems.size))
    const cart: CartData = {}
    for (const { productId, size, quantity } of rows) {
      cart[productId] = { ...cart[productId], [size]: quantity }
    }
    return cart
  }

  /** Adds `quantity` units to a line (SPEC.md's add is one unit); the line stops at the cap. */
  async add(userId: string, line: Line): Promise<CartData> {
    await this.upsert(this.db, userId, line, 'add')
    return this.get(userId)
  }

  /** Sets a line's quantity; 0 removes it. */
  async set(userId: string, line: Line): Promise<CartData> {
    if (line.quantity === 0) return this.remove(userId, line)
    await this.upsert(this.db, userId, line, 'set')
    return this.get(userId)
  }

  async remove(userId: string, { productId, size }: Omit<Line, 'quantity'>): Promise<CartData> {
    await this.db
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.userId, userId),
          eq(cartItems.productId, productId),
          eq(cartItems.size, size),
        ),
      )
    return this.get(userId)
  }

  /**
   * Adds a guest cart to the account in one transaction, summing with the lines it already
   * has (capped). The guest cart's id is recorded with it: handing the same guest cart over
   * again (a retry after a lost answer) adds nothing. Lines of products or sizes no longer sold
   * are left out rather than failing the whole hand-over.
   */
  async merge(userId: string, guestId: string, lines: readonly Line[]): Promise<CartData> {
    return this.db.transaction(async (tx) => {
      const [first] = await tx
        .insert(cartMerges)
        .values({ userId, guestId })
        .onConflictDoNothing()
        .returning({ guestId: cartMerges.guestId })
      if (first) {
        for (const line of sumLines(lines)) {
          await this.upsert(tx, userId, line, 'add').catch((error: unknown) => {
            if (!(error instanceof CartError)) throw error
          })
        }
      }
      return this.get(userId, tx)
    })
  }

  /**
   * One statement: inserts the line if the product exists and comes in that size, or changes
   * the existing line (adding to it, or setting it), never past the cap.
   */
  private async upsert(db: Database, userId: string, line: Line, mode: 'add' | 'set') {
    const quantity = Math.min(line.quantity, MAX_LINE_QUANTITY)
    const newQuantity =
      mode === 'add'
        ? sql`least(${cartItems.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})`
        : sql`excluded.quantity`
    const { rows } = (await db.execute(sql`
      insert into ${cartItems} (user_id, product_id, size, quantity)
      select ${userId}::uuid, ${products.id}, ${line.size}, ${quantity}::int
      from ${products}
      where ${products.id} = ${line.productId} and ${line.size} = any(${products.sizes})
      on conflict (user_id, product_id, size)
      do update set quantity = ${newQuantity}, updated_at = now()
      returning quantity`)) as { rows: unknown[] }
    if (rows.length > 0) return
    // Nothing changed: say why.
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, line.productId))
    throw new CartError(product ? 'sizeNotOffered' : 'productNotFound', line.size)
  }
}

/** One line per product and size, quantities added up (a guest cart may repeat a line). */
function sumLines(lines: readonly Line[]): Line[] {
  const byKey = new Map<string, Line>()
  for (const line of lines) {
    const key = JSON.stringify([line.productId, line.size])
    const seen = byKey.get(key)
    byKey.set(key, { ...line, quantity: (seen?.quantity ?? 0) + line.quantity })
  }
  return [...byKey.values()]
}
