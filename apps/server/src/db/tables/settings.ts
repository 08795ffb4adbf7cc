import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

/**
 * The store's settings (store/settings.ts, docs/product.md §11.7): one row per setting, its value
 * as JSON text (`null` included) in the contract's shape. Seeded from the environment on the
 * first start; every server reads them again within a second of a change.
 */
export const storeSettings = pgTable('store_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
})

/**
 * Every change of a setting, newest last: its new value (JSON text) and who made it (a team
 * member's e-mail, `command line`, or `environment` for the first start's seed).
 */
export const settingChanges = pgTable('setting_changes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  value: text('value').notNull(),
  changedBy: text('changed_by').notNull(),
  createdAt: createdAt(),
})
