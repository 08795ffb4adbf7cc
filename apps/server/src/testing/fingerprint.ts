import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'

/** Every table a request may write: what a refused request must leave as it was. */
export const MUTABLE_TABLES = [
  'users',
  'sessions',
  'password_reset_tokens',
  'addresses',
  'email_changes',
  'cart_items',
  'cart_merges',
  'orders',
  'payment_attempts',
  'payments',
  'refunds',
  'payment_events',
  'order_status_events',
  'order_notes',
  'disputes',
  'contact_messages',
  'photos',
  'photo_files',
  'products',
  'product_changes',
  'product_stock',
  'stock_changes',
  'stock_holds',
  'catalogue_version',
  'departments',
  'department_changes',
  'discount_codes',
  'discount_uses',
  'discount_changes',
  'store_settings',
  'setting_changes',
] as const

/** The store's data as one value (an MD5 of each table's rows, in order), or some tables'. */
export async function databaseFingerprint(
  db: Database,
  tables: readonly string[] = MUTABLE_TABLES,
): Promise<string> {
  const parts = tables.map(
    (table) =>
      sql`(select coalesce(md5(string_agg(t::text, ',' order by t::text)), '') from ${sql.identifier(table)} t)`,
  )
  const { rows } = (await db.execute(
    sql`select concat_ws('|', ${sql.join(parts, sql`, `)}) as digest`,
  )) as { rows: { digest: string }[] }
  return rows[0]?.digest ?? ''
}
