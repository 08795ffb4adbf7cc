import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Database } from './client.ts'

const dialect = new PgDialect()

/**
 * A hot statement, built once and run by name on the database or inside a transaction: drizzle
 * assembles no SQL per call, and PostgreSQL parses and plans it once per connection (the
 * embedded database ignores the name). Its values are `sql.placeholder`s, given per call; a
 * list is passed as an array (`= any(${placeholder}::text[])`, `unnest(…)`), so that the
 * statement keeps one shape whatever the number of lines. Rows come back as the database
 * names their columns.
 */
export function namedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement)
  // One prepared query per database or transaction it runs on.
  const prepared = new WeakMap<Database, ReturnType<Database['_']['session']['prepareQuery']>>()
  return async (db: Database, values: Record<string, unknown> = {}): Promise<Row[]> => {
    let statement = prepared.get(db)
    if (!statement) {
      statement = db._.session.prepareQuery(query, undefined, name, false)
      prepared.set(db, statement)
    }
    const result = await statement.execute(values)
    return (result as { rows: Row[] }).rows
  }
}
