import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite'

/** How many statements stay parsed: more than the store runs, few enough to bound memory. */
const PREPARED_STATEMENTS = 500
/**
 * How long a statement keeps its plan. The embedded database has no autovacuum, so nothing
 * tells a kept plan that its tables grew: parsed again, it is planned for their size now.
 */
const REPLAN_AFTER_MS = 60_000

/**
 * PGlite's `query` takes six trips into the database for one statement: parse, describe the
 * parameters, bind, describe the result, execute, sync. It asks for the parameters' types in
 * order to write each value the way that type expects.
 *
 * This sends the same protocol messages in one trip, as node-postgres does over a socket: the
 * values go as text with no declared types, PostgreSQL infers each parameter's type from the
 * statement exactly as it did for PGlite's describe step, and the rows are read with PGlite's
 * own parsers. Only the writing of values differs: it follows the JavaScript value
 * (`textParameter`), not the type the describe step would have reported. In the flash sale
 * (`npm run bench:sale`) the server's main thread spent about 11% less CPU per shopper.
 *
 * PGlite also copies its 318 default parsers into a new object with the statement's own for
 * every result it reads (about 160 µs each on this machine; drizzle passes parsers with every
 * statement). `parsersFor` layers the statement's few over PGlite's instead: the same lookup,
 * at no cost.
 *
 * And each statement's text is parsed once and kept under a name, as node-postgres keeps a
 * named query: the next runs only bind and execute it, and after five PostgreSQL may keep its
 * plan too (a simple read took about 330 µs instead of 430 here). The kept statements are
 * bounded (`PREPARED_STATEMENTS`, least recently used let go) and planned again after a minute
 * (`REPLAN_AFTER_MS`).
 */
export function oneTripClient(
  pglite: PGlite,
  { keep = PREPARED_STATEMENTS, replanAfterMs = REPLAN_AFTER_MS } = {},
) {
  const parsersFor = (options?: QueryOptions): PGlite['parsers'] =>
    options?.parsers
      ? Object.assign(Object.create(pglite.parsers), options.parsers)
      : pglite.parsers

  // Statements kept parsed in the database, by their text, least recently used first, and the
  // names of those let go, closed on the next trip.
  const prepared = new Map<string, { name: string; parsedAt: number }>()
  const letGo: string[] = []
  let named = 0

  const run = async <T>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
    let kept = prepared.get(sql)
    prepared.delete(sql)
    if (kept && performance.now() - kept.parsedAt >= replanAfterMs) {
      letGo.push(kept.name)
      kept = undefined
    }
    const parts = letGo.splice(0).map((name) => protocol.serialize.close({ type: 'S', name }))
    const isNew = kept === undefined
    const name = kept?.name ?? `one_trip_${named++}`
    if (isNew) parts.push(protocol.serialize.parse({ name, text: sql }))
    parts.push(
      protocol.serialize.bind({ statement: name, values: params.map(textParameter) }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    )
    let messages: Awaited<ReturnType<PGlite['execProtocolStream']>>
    try {
      // The whole batch runs before an error is thrown: the sync has ended the statement.
      messages = await pglite.execProtocolStream(concat(parts), { syncToFs: false })
    } catch (error) {
      // Parsed again next time: whatever failed, the statement is not kept.
      letGo.push(name)
      throw error
    }
    prepared.set(sql, kept ?? { name, parsedAt: performance.now() })
    if (isNew && prepared.size > keep) {
      const [oldest] = prepared
      if (oldest) {
        prepared.delete(oldest[0])
        letGo.push(oldest[1].name)
      }
    }
    const rowMode = options?.rowMode
    return parse.parseResults(messages, parsersFor(options), { rowMode })[0] as Results<T>
  }

  return {
    /** A statement on its own: waits for any open transaction, as PGlite's `query` does. */
    query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
      await pglite._checkReady()
      return pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          const result = await run<T>(sql, params, options)
          await pglite.syncToFs()
          return result
        }),
      )
    },
    /** PGlite's transaction, whose statements take the same single trip. */
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      pglite.transaction((tx) => {
        // PGlite's transaction object (its `closed` getter included), with a faster `query`.
        const oneTrip: Transaction = Object.create(tx)
        oneTrip.query = async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
          if (tx.closed) throw new Error('Transaction is closed')
          return pglite._runExclusiveQuery(() => run<R>(sql, params, options))
        }
        return callback(oneTrip)
      }),
  }
}

/**
 * A parameter as PostgreSQL's text input reads it, whatever type it is inferred as. Drizzle has
 * already turned JSON columns into strings; arrays left are PostgreSQL arrays (`text[]`,
 * `int[]`, `uuid[]` of the statements in `db/statements.ts`).
 */
export function textParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  if (typeof value === 'boolean') return value ? 't' : 'f'
  if (value instanceof Date) return value.toISOString()
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`
  if (Array.isArray(value)) return arrayLiteral(value)
  return JSON.stringify(value)
}

/** `{"a","b \\"quoted\\"",NULL}`: every element quoted, so commas and braces stay inside it. */
function arrayLiteral(values: readonly unknown[]): string {
  const elements = values.map((element) => {
    if (Array.isArray(element)) return arrayLiteral(element)
    const text = textParameter(element)
    return text === null ? 'NULL' : `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`
  })
  return `{${elements.join(',')}}`
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}
