import { sql } from 'drizzle-orm'
import { productStock, products, stockHolds } from '../db/schema.ts'
import { namedStatement } from '../db/statements.ts'
import { onSale } from './product-rows.ts'

/*
 * The statements of stock-holds.ts that every checkout and product page runs, built once
 * (db/statements.ts). The rules they keep are ADR 025's. Sizes are passed as
 * parallel arrays (`products`, `sizes`, and for a hold `units`), so one statement serves any
 * number of lines.
 */
const at = {
  products: sql.placeholder('products'),
  sizes: sql.placeholder('sizes'),
  units: sql.placeholder('units'),
  now: sql.placeholder('now'),
  exceptOrder: sql.placeholder('exceptOrder'),
  orderId: sql.placeholder('orderId'),
  expiresAt: sql.placeholder('expiresAt'),
}
const givenSizes = sql`(select * from unnest(${at.products}::text[], ${at.sizes}::text[]))`
/**
 * The units of the stock row in hand that payments and exchanges hold now, other than
 * `exceptOrder`'s (an exchange's hold has no order: it always counts).
 */
const heldNow = sql`coalesce((
  select sum(${stockHolds.units}) from ${stockHolds}
  where ${stockHolds.productId} = ${productStock.productId} and ${stockHolds.size} = ${productStock.size}
    and ${stockHolds.state} = 'held' and ${stockHolds.expiresAt} > ${at.now}::timestamptz
    and (${at.exceptOrder}::uuid is null or ${stockHolds.orderId} is distinct from ${at.exceptOrder}::uuid)
), 0)`

/**
 * Locks the stock rows of the given sizes the store counts, in the database's order of
 * (product, size): a row for each.
 */
export const lockStatement = namedStatement<unknown>(
  'stock_lock',
  sql`select 1 from ${productStock}
    where (${productStock.productId}, ${productStock.size}) in ${givenSizes}
    order by ${productStock.productId}, ${productStock.size}
    for update`,
)

/** The given sizes' units in stock, and how many of them are free. Read under their lock. */
export const freeStatement = namedStatement<{
  product_id: string
  size: string
  quantity: number
  free: number
}>(
  'stock_free',
  sql`select ${productStock.productId}, ${productStock.size}, ${productStock.quantity},
      (${productStock.quantity} - ${heldNow})::int as free
    from ${productStock}
    where (${productStock.productId}, ${productStock.size}) in ${givenSizes}`,
)

/**
 * Under the sizes' lock: holds every counted line for the order if all of them fit what is
 * free, and answers the lines that do not (none: the units are held).
 */
export const holdStatement = namedStatement<{ product_id: string; size: string; free: number }>(
  'stock_hold',
  sql`with wanted as (
      select * from unnest(${at.products}::text[], ${at.sizes}::text[], ${at.units}::int[])
        as wanted(product_id, size, units)
    ),
    counted as (
      select wanted.product_id, wanted.size, wanted.units,
        (${productStock.quantity} - ${heldNow})::int as free
      from wanted join ${productStock}
        on ${productStock.productId} = wanted.product_id and ${productStock.size} = wanted.size
    ),
    short as (select product_id, size, free from counted where units > free),
    held as (
      insert into ${stockHolds} (order_id, product_id, size, units, expires_at, created_at)
      select ${at.orderId}::uuid, product_id, size, units, ${at.expiresAt}::timestamptz,
        ${at.now}::timestamptz
      from counted where not exists (select 1 from short)
    )
    select product_id, size, free from short`,
)

/**
 * A product on sale and the units free of each of its counted sizes, in one round trip (every
 * product page asks): one row per counted size, a row with no size when none is counted, and
 * none when no product on sale has the id.
 */
export const availabilityStatement = namedStatement<{ size: string | null; free: number }>(
  'stock_availability',
  sql`select ${productStock.size}, (${productStock.quantity} - ${heldNow})::int as free
    from ${products}
    left join ${productStock} on ${productStock.productId} = ${products.id}
    where ${products.id} = ${sql.placeholder('productId')} and ${onSale}`,
)

/** The placeholders' values naming `sizes`. */
export const sizeArrays = (sizes: readonly { productId: string; size: string }[]) => ({
  products: sizes.map((line) => line.productId),
  sizes: sizes.map((line) => line.size),
})
