/**
 * The dynamic endpoints near their limit: the cart, the order list, placing an order and
 * logging in, with many signed-in shoppers, on the embedded database and (BENCH_DATABASE_URL)
 * on a throwaway database on that PostgreSQL server. The cart and order-list calls are compared
 * with `bare-dynamic.ts`, which runs the same SQL through the same driver with nothing else.
 *
 * The area starts its own servers (the shared bench server is not used): a fixed AUTH_SECRET
 * lets the bare server check the same session tokens, and the embedded database has to be
 * copied while no server holds it (PGlite is opened by one process at a time).
 *
 * Its parts are in bench/dynamic/: the shoppers (accounts.ts), the databases (targets.ts), the
 * bare server (bare.ts), the requests (endpoints.ts), the figures (figures.ts) and the
 * measurement of one database (measure.ts).
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { onCleanup } from './cleanup.ts'
import { accountCount, linesPerAccount, ordersPerAccount } from './dynamic/accounts.ts'
import { connections } from './dynamic/endpoints.ts'
import { measureTarget, rounds, warmUpSeconds } from './dynamic/measure.ts'
import { prepareEmbedded, preparePostgres, splitEmbedded, type Target } from './dynamic/targets.ts'
import { progress } from './log.ts'
import type { AreaResult, Row } from './report.ts'

/** What the area's notes say about how it measured, after each database's own notes. */
function methodNotes(seconds: number, databaseServer: string | undefined): string[] {
  return [
    `${accountCount} shoppers signed up beforehand (each from an address of their own, through the one trusted proxy hop), each with ${ordersPerAccount} orders (the first paid on the emulator) and ${linesPerAccount} cart lines. autocannon, ${connections} connections; every request is the next shopper's, in turn. Cart and order list: ${warmUpSeconds} s warm-up of each server, then ${rounds} rounds of ${seconds} s on ours and ${seconds} s on the bare server, in turn; medians of the rounds.`,
    `The bare server (bench/bare-dynamic.ts) is plain node:http running the same SQL through the same driver: a pg Pool of 10 on PostgreSQL, on the same database; PGlite on a copy of the embedded database made after the sign-ups. Its answers carry our server's headers.`,
    `Place order and login are measured on our server only (${warmUpSeconds} s warm-up for place order, then ${seconds} s each): the emulator's transaction and the password hash are no SQL to compare with. Before placing orders every size of every product is counted (100,000 units), so each order holds its unit under the size's lock; afterwards the units held must equal the orders placed, and no count may have moved. Logins use the right password, each from a new address; the hasher takes one at a time (cores - 1) with 16 waiting and turns the rest away with 503 by design, so 503s are counted apart. RSS is the server process tree's, sampled every 100 ms${databaseServer ? ' (on PostgreSQL, without the database server)' : ''}.`,
  ]
}

export async function measureDynamic(seconds: number, signal: AbortSignal): Promise<AreaResult> {
  // Stops everything of this area when the bench is aborted or one of its servers dies.
  const controller = new AbortController()
  const inner = controller.signal
  const abort = () => controller.abort(signal.reason)
  signal.addEventListener('abort', abort, { once: true })
  if (signal.aborted) abort()
  const abortOnFailure = <T>(work: Promise<T>) =>
    work.catch((error: unknown) => {
      controller.abort(error)
      throw error
    })
  const watch = (died: Promise<never>) => void abortOnFailure(died).catch(() => {})

  const scratch = mkdtempSync(path.join(tmpdir(), 'adire-bench-dynamic-'))
  const removeScratch = onCleanup(() => rmSync(scratch, { recursive: true, force: true }))
  // Fixed for the area, so that the bare server can check our server's session tokens.
  const env = {
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // Placing orders is measured at hundreds a second over 256 accounts: far past the
    // per-account limit meant for people, which would measure the limit instead.
    ORDER_LIMIT_PER_ACCOUNT: '1000000',
  }
  const databaseServer = process.env.BENCH_DATABASE_URL

  const targets: Target[] = []
  try {
    // Both databases are set up at once: sign-ups wait on one password hash at a time per
    // server, so two servers use both cores.
    progress(
      `dynamic: signing up ${accountCount} shoppers (${ordersPerAccount} orders, ${linesPerAccount} cart lines each) on ${databaseServer ? 'the embedded database and PostgreSQL' : 'the embedded database'}`,
    )
    const prepared = await Promise.allSettled([
      abortOnFailure(prepareEmbedded(scratch, env, inner)),
      ...(databaseServer ? [abortOnFailure(preparePostgres(databaseServer, env, inner))] : []),
    ])
    for (const outcome of prepared) {
      if (outcome.status === 'fulfilled') targets.push(outcome.value)
    }
    const failed = prepared.find((outcome) => outcome.status === 'rejected')
    // The first failure, not the abort it caused in the other set-up.
    if (failed) throw inner.aborted ? inner.reason : failed.reason

    const rows: Row[] = []
    const details: unknown[] = []
    const notes: string[] = []
    for (const [i, prepared] of targets.entries()) {
      let target = prepared
      if (target.label === 'embedded') {
        progress('dynamic [embedded]: copying the database for the bare server')
        target = await splitEmbedded(target, scratch)
        targets[i] = target
      }
      const measured = await measureTarget(target, seconds, inner, watch)
      rows.push(...measured.rows)
      details.push(...measured.details)
      notes.push(...measured.notes)
      await target.release()
    }
    notes.unshift(...methodNotes(seconds, databaseServer))
    if (!databaseServer) {
      notes.push('BENCH_DATABASE_URL is not set: measured on the embedded database only.')
    }
    return { rows, notes, details }
  } finally {
    signal.removeEventListener('abort', abort)
    controller.abort(new Error('dynamic area finished'))
    for (const target of targets) await target.release()
    await removeScratch()
  }
}
