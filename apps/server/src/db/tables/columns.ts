/* Column types the tables share: money in kobo, times, text search and bytes. */

import { type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, bigint, customType, timestamp } from 'drizzle-orm/pg-core'

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

/**
 * An amount of money in kobo: 64-bit, read as a JS number (exact up to 2^53 kobo, far beyond
 * any order the store takes: see `MAX_ORDER_AMOUNT` in the contract). A 32-bit column ends at
 * ₦21,474,836.47, which one large cart passed.
 */
export const kobo = (name: string) => bigint(name, { mode: 'number' })

/** PostgreSQL's full-text document type; read as its text form, never written. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * `text` without its accents and tone marks: decomposed (NFD), then the combining marks
 * (U+0300–U+036F, which hold Yoruba's tones and dot below) removed. Immutable, as a generated
 * column needs; products/search.ts folds a shopper's text the same way (`unaccent` in JS).
 */
export function unaccented(text: AnyPgColumn): SQL {
  return sql`regexp_replace(normalize(${text}, NFD), '[\\u0300-\\u036f]', '', 'g')`
}

/** Bytes as PostgreSQL's `bytea`: a Buffer from PostgreSQL, a Uint8Array from PGlite. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})
