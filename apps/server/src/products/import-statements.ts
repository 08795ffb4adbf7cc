import type { StockLevels } from '@adire/contract'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { productStock } from '../db/schema.ts'

/*
 * What saving an import and undoing it (catalogue-import.ts, import-undo.ts) both ask of the
 * database.
 */

/**
 * Values as one parameter, a JSON document: a statement's text is then the same whatever their
 * number, so the database parses it once, and a batch never sends thousands of parameters.
 */
export const json = (values: unknown) => sql`${JSON.stringify(values)}::jsonb`
export const textArray = (values: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${json(values)}))`
export const integerArray = (values: readonly number[]) =>
  sql`array(select jsonb_array_elements_text(${json(values)})::integer)`

/** The rows a statement answered, on either database. */
export async function rowsOf<T = { id: number; product_id: string }>(
  query: Promise<unknown>,
): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows
}

/** Each product's counted sizes, by product id, locked (in every checkout's order) if asked. */
export async function stockOf(
  db: Database,
  ids: readonly string[],
  lock = false,
): Promise<Map<string, StockLevels>> {
  const levels = new Map<string, StockLevels>()
  if (ids.length === 0) return levels
  const query = db
    .select({
      productId: productStock.productId,
      size: productStock.size,
      units: productStock.quantity,
    })
    .from(productStock)
    .where(sql`${productStock.productId} = any(${textArray(ids)})`)
    .orderBy(productStock.productId, productStock.size)
  for (const { productId, size, units } of lock ? await query.for('update') : await query) {
    levels.set(productId, { ...levels.get(productId), [size]: units })
  }
  return levels
}

/** Whether two products' counted sizes are the same sizes with the same units. */
export const sameLevels = (a: StockLevels, b: StockLevels) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([size, units]) => b[size] === units)
