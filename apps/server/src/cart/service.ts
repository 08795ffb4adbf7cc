import { type CartData, capQuantity, MAX_LINE_QUANTITY } from '@adire/contract'
import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { cartItems, cartMerges, productStock, products, stockHolds } from '../db/schema.ts'
import { namedStatement } from '../db/statements.ts'
import { onSale } from '../products/product-rows.ts'
import type { StockHolds } from '../products/stock-holds.ts'

/** Why a cart change was refused; the routes turn each into a status and a message. */
export class CartError extends Error {
  override name = 'CartError'
  constructor(
    readonly code: 'productNotFound' | 'sizeNotOffered' | 'notEnoughStock',
    readonly size: string,
    /** The units left to sell, for `notEnoughStock`. */
    readonly units = 0,
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
  /** The hot statements, built once (see `prepareStatements`). */
  private readonly statements: ReturnType<typeof prepareStatements>

  constructor(
    private readonly db: Database,
    private readonly stock: StockHolds,
  ) {
    this.statements = prepareStatements(db)
  }

  /**
   * The cart as shoppers see it: lines of products no longer sold (archived), or sizes no longer
   * made, are left out but kept, and come back if the product is sold again.
   */
  async get(userId: string, db: Database = this.db): Promise<CartData> {
    const rows =
      db === this.db
        ? await this.statements.get.execute({ userId })
        : await cartQuery(db, eq(cartItems.userId, userId))
    return toCart(rows)
  }

  /** Adds `quantity` units to a line (docs/product.md's add is one unit); the line stops at the cap. */
  async add(userId: string, line: Line): Promise<CartData> {
    return this.upsertAndGet(userId, line, 'add')
  }

  /** Sets a line's quantity; 0 removes it. */
  async set(userId: string, line: Line): Promise<CartData> {
    if (line.quantity === 0) return this.remove(userId, line)
    return this.upsertAndGet(userId, line, 'set')
  }

  /**
   * `upsert` and then `get` in one statement (one round trip instead of two): the upsert's
   * RETURNING gives the changed line as it now is, and the other lines are read beside it (a
   * statement does not see its own changes, so the line is taken from RETURNING, not re-read).
   * The line appears in the answer exactly when the upsert happened: when it did not, its
   * product is gone or does not come in that size, and the join leaves out any old line of it.
   */
  private async upsertAndGet(userId: string, line: Line, mode: 'add' | 'set'): Promise<CartData> {
    const rows = await this.statements[mode](this.db, {
      userId,
      productId: line.productId,
      size: line.size,
      quantity: capQuantity(line.quantity),
      now: this.stock.now().toISOString(),
    })
    const cart: CartData = {}
    let changed = false
    for (const { product_id: productId, size, quantity } of rows) {
      if (productId === line.productId && size === line.size) changed = true
      cart[productId] = { ...cart[productId], [size]: quantity }
    }
    if (!changed) await this.refusal(this.db, line, { userId, mode })
    return cart
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
   * are left out rather than failing the whole hand-over. The hand-over's whole path, from the
   * browser's storage to this call and back: packages/machines/src/cart/guest-cart-handover.ts.
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
    const quantity = capQuantity(line.quantity)
    const newQuantity = mode === 'add' ? ADDED_TO_LINE : sql`excluded.quantity`
    const { rows } = (await db.execute(sql`
      insert into ${cartItems} (user_id, product_id, size, quantity)
      select ${userId}::uuid, ${products.id}, ${line.size}, ${quantity}::int
      from ${products}
      where ${products.id} = ${line.productId} and ${line.size} = any(${products.sizes})
        and ${onSale}
      on conflict (user_id, product_id, size)
      do update set quantity = ${newQuantity}, updated_at = now()
      returning quantity`)) as { rows: unknown[] }
    if (rows.length > 0) return
    await this.refusal(db, line)
  }

  /**
   * Nothing changed: says why. The product is gone, or not made in the size; or (a change of
   * a signed-in cart, `asked`) the line would pass the units free to sell.
   */
  private async refusal(
    db: Database,
    line: Line,
    asked?: { userId: string; mode: 'add' | 'set' },
  ): Promise<never> {
    const [product] = await db
      .select({ id: products.id, sizes: products.sizes })
      .from(products)
      .where(and(eq(products.id, line.productId), onSale))
    if (!product) throw new CartError('productNotFound', line.size)
    if (asked && product.sizes.includes(line.size)) {
      const free = (await this.stock.free(db, line.productId, [line.size])).get(line.size)
      if (free !== undefined) throw new CartError('notEnoughStock', line.size, free)
    }
    throw new CartError('sizeNotOffered', line.size)
  }
}

/**
 * An added quantity on a line already in the cart, in the upsert's SQL: `capQuantity`'s rule,
 * the cap inlined so that a prepared statement's text carries it.
 */
const ADDED_TO_LINE = sql`least(${cartItems.quantity} + excluded.quantity, ${sql.raw(String(MAX_LINE_QUANTITY))})`

/** The lines of a cart that are still sold, in the order they were first added. */
function cartQuery(db: Database, where: SQL) {
  return db
    .select({
      productId: cartItems.productId,
      size: cartItems.size,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(where, onSale, sql`${cartItems.size} = any(${products.sizes})`))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId), asc(cartItems.size))
}

function toCart(rows: ReadonlyArray<{ productId: string; size: string; quantity: number }>) {
  const cart: CartData = {}
  for (const { productId, size, quantity } of rows) {
    cart[productId] = { ...cart[productId], [size]: quantity }
  }
  return cart
}

/**
 * The statements of the cart calls, built once per service: drizzle assembles no SQL per request,
 * and on PostgreSQL each named statement is parsed once per connection. `add` and `set` are
 * `upsert` (the same insert) followed by `get`, as one statement.
 */
function prepareStatements(db: Database) {
  const p = {
    userId: sql.placeholder('userId'),
    productId: sql.placeholder('productId'),
    size: sql.placeholder('size'),
    quantity: sql.placeholder('quantity'),
    now: sql.placeholder('now'),
  }
  // The line's quantity before this change, and what the change asks for.
  const had = sql`coalesce((select ${cartItems.quantity} from ${cartItems} where ${cartItems.userId} = ${p.userId}::uuid and ${cartItems.productId} = ${p.productId} and ${cartItems.size} = ${p.size}), 0)`
  const wanted = { add: sql`${had} + ${p.quantity}::int`, set: sql`${p.quantity}::int` }
  /**
   * docs/product.md §11.6: a counted size's line may not be added to or raised past the units
   * free to sell (in stock, less those held for shoppers paying); lowering is always allowed.
   * In the same statement, so a cart write stays one round trip.
   */
  const fitsStock = (asked: SQL) => sql`not exists (
    select 1 from ${productStock}
    where ${productStock.productId} = ${products.id} and ${productStock.size} = ${p.size}
      and ${asked} > ${had}
      and ${asked} > ${productStock.quantity} - coalesce((
        select sum(${stockHolds.units}) from ${stockHolds}
        where ${stockHolds.productId} = ${productStock.productId} and ${stockHolds.size} = ${productStock.size}
          and ${stockHolds.state} = 'held' and ${stockHolds.expiresAt} > ${p.now}::timestamptz
      ), 0)
  )`
  const upsertAndGet = (name: string, newQuantity: SQL, asked: SQL) =>
    namedStatement<{ product_id: string; size: string; quantity: number }>(
      name,
      sql`
        with line as (
          insert into ${cartItems} (user_id, product_id, size, quantity)
          select ${p.userId}::uuid, ${products.id}, ${p.size}, ${p.quantity}::int
          from ${products}
          where ${products.id} = ${p.productId} and ${p.size} = any(${products.sizes})
            and ${onSale} and ${fitsStock(asked)}
          on conflict (user_id, product_id, size)
          do update set quantity = ${newQuantity}, updated_at = now()
          returning product_id, size, quantity, created_at
        )
        select lines.product_id, lines.size, lines.quantity
        from (
          select product_id, size, quantity, created_at from line
          union all
          select product_id, size, quantity, created_at from ${cartItems}
          where user_id = ${p.userId}::uuid
            and not (product_id = ${p.productId} and size = ${p.size})
        ) lines
        join ${products} on ${products.id} = lines.product_id and lines.size = any(${products.sizes})
          and ${onSale}
        order by lines.created_at asc, lines.product_id asc, lines.size asc`,
    )
  return {
    get: cartQuery(db, eq(cartItems.userId, p.userId)).prepare('cart_get'),
    add: upsertAndGet('cart_add', ADDED_TO_LINE, wanted.add),
    set: upsertAndGet('cart_set', sql`excluded.quantity`, wanted.set),
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
