/**
 * What placing an order with a hold could cost at best on this machine: a bare `node:http`
 * server, in a process of its own, running a transaction of the same shape as our server's on
 * scratch tables in a throwaway PostgreSQL database, at the 64 connections of issue 25's target
 * (p99 ≤ 50 ms). No session, products read, validation, framework or payment provider: only
 * the database's part.
 *
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/place-order-floor.ts [--duration 6]
 *
 * `npm run bench -- --only checkout` (checkout.ts) starts the same floor with `startFloor` and
 * measures it back to back with our server's place order, in the same run.
 *
 * Three shapes, each measured twice after a warm-up:
 * - statements: BEGIN; the order with its attempt and status in one statement; the size's row
 *   locked; the held units summed and the hold inserted in one statement; COMMIT (five round
 *   trips, named statements, as our server runs them);
 * - one call: the same work in one PL/pgSQL function (one round trip), the fewest a design
 *   with these rules could make;
 * - stack: the statements' work on the store's stack as the store uses it, and nothing of the
 *   store's own: a Hono app under @hono/node-server, the order's JSON body read and checked
 *   against the contract's zod schema by the store's `jsonBody`, and the five statements as
 *   drizzle named statements in a drizzle transaction. What our server spends beyond it is the
 *   store's own work (session, prices, rules, Paystack); what it spends beyond the statements'
 *   is the stack's.
 */
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { PlaceOrderRequest } from '@adire/contract'
import { getRequestListener } from '@hono/node-server'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import { Hono } from 'hono'
import pg from 'pg'
import type { Database } from '../apps/server/src/db/client.ts'
import { namedStatement } from '../apps/server/src/db/statements.ts'
import { jsonBody } from '../apps/server/src/http/json-body.ts'
import { createThrowawayDatabase } from '../apps/server/src/testing/database.ts'
import { machineBusyMs } from './proc-cpu.ts'
import { BENCH_ADDRESS } from './shoppers.ts'

const CONNECTIONS = 64
const P99_TARGET_MS = 50
/** The sizes the floor spreads its holds over unless told how many the store's orders use. */
const SIZES = 50

const schema = (sizes: number) => `
  create table floor_size (id int primary key, stock int not null);
  insert into floor_size select g, 1000000 from generate_series(1, ${sizes}) g;
  create table floor_order (id uuid primary key, user_id text not null, items jsonb not null,
    created_at timestamptz not null);
  create table floor_attempt (reference text primary key,
    order_id uuid not null references floor_order (id));
  create table floor_status (id serial primary key,
    order_id uuid not null references floor_order (id), status text not null);
  create table floor_hold (order_id uuid not null references floor_order (id),
    size_id int not null references floor_size (id), units int not null,
    expires_at timestamptz not null);
  create index on floor_hold (size_id);
  create function floor_place(p_id uuid, p_size int, p_items jsonb, p_reference text)
    returns int language plpgsql as $$
  declare held int;
  begin
    with o as (insert into floor_order values (p_id, 'shopper', p_items, now())),
      a as (insert into floor_attempt values (p_reference, p_id))
    insert into floor_status (order_id, status) values (p_id, 'Awaiting payment');
    perform 1 from floor_size where id = p_size for update;
    insert into floor_hold select p_id, p_size, 1, now() + interval '30 minutes'
      from floor_size s where s.id = p_size and s.stock >
        (select coalesce(sum(units), 0) from floor_hold where size_id = p_size and expires_at > now());
    get diagnostics held = row_count;
    return held;
  end $$;`

const placeOrder = `with o as (insert into floor_order values ($1, 'shopper', $2, now())),
  a as (insert into floor_attempt values ($3, $1))
  insert into floor_status (order_id, status) values ($1, 'Awaiting payment')`
const hold = `insert into floor_hold select $1, $2, 1, now() + interval '30 minutes'
  from floor_size s where s.id = $2 and s.stock >
    (select coalesce(sum(units), 0) from floor_hold where size_id = $2 and expires_at > now())`
const items = JSON.stringify([{ productId: 'floor', size: 'M', quantity: 1, priceKobo: 1500000 }])

/**
 * What the stack shape is sent: an order as a shopper's browser sends it (one line, the
 * bench's address), which the contract's schema checks.
 */
export const STACK_ORDER_BODY = JSON.stringify({
  address: BENCH_ADDRESS,
  items: [{ _id: 'indigo-adire-hoodie', selectedSize: 'M', quantity: 1 }],
  amount: 17000,
})

/** The stack shape's app: the statements' work behind Hono, `jsonBody` and drizzle. */
function stackApp(pool: pg.Pool, sizes: number) {
  const db = drizzle(pool) as unknown as Database
  const value = (name: string) => sql.placeholder(name)
  const order = namedStatement(
    'stack_order',
    sql`with o as (insert into floor_order values (${value('id')}, 'shopper', ${value('items')}, now())),
      a as (insert into floor_attempt values (${value('reference')}, ${value('id')}))
      insert into floor_status (order_id, status) values (${value('id')}, 'Awaiting payment')`,
  )
  const lock = namedStatement(
    'stack_lock',
    sql`select id from floor_size where id = ${value('size')} for update`,
  )
  const hold = namedStatement(
    'stack_hold',
    sql`insert into floor_hold select ${value('id')}, ${value('size')}, 1, now() + interval '30 minutes'
      from floor_size s where s.id = ${value('size')} and s.stock >
        (select coalesce(sum(units), 0) from floor_hold where size_id = ${value('size')} and expires_at > now())`,
  )
  return new Hono().post('/stack', jsonBody(PlaceOrderRequest), async (c) => {
    const { items: lines } = c.req.valid('json')
    const id = crypto.randomUUID()
    const size = 1 + Math.floor(Math.random() * sizes)
    const reference = `FLOOR-${id}`
    await db.transaction(async (tx) => {
      await order(tx, { id, items: JSON.stringify(lines), reference })
      await lock(tx, { size })
      await hold(tx, { id, size })
    })
    return c.json({ success: true, orderId: id }, 201)
  })
}

/** The floor's server (in the child process): POST /statements, /one-call and /stack. */
async function serve(databaseUrl: string, sizes: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  const stack = getRequestListener(stackApp(pool, sizes).fetch)
  const server = createServer(async (req, res) => {
    if (req.url === '/stack') {
      await stack(req, res)
      return
    }
    for await (const _ of req) {
      // The body is read, as any server reads it; its content is not needed.
    }
    const id = crypto.randomUUID()
    const size = 1 + Math.floor(Math.random() * sizes)
    const reference = `FLOOR-${id}`
    if (req.url === '/one-call') {
      const values = [id, size, items, reference]
      await pool.query({ name: 'place', text: 'select floor_place($1, $2, $3, $4)', values })
    } else {
      const client = await pool.connect()
      try {
        await client.query('begin')
        await client.query({ name: 'order', text: placeOrder, values: [id, items, reference] })
        await client.query({
          name: 'lock',
          text: 'select id from floor_size where id = $1 for update',
          values: [size],
        })
        await client.query({ name: 'hold', text: hold, values: [id, size] })
        await client.query('commit')
      } finally {
        client.release()
      }
    }
    res.writeHead(201, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ success: true, orderId: id }))
  })
  server.listen(0, '127.0.0.1', () => {
    const address = server.address()
    if (address && typeof address === 'object') console.log(address.port)
  })
}

/** A running floor: its tables in a throwaway database, its server in a process of its own. */
export interface Floor {
  /** A shape's request: every shape is sent the same order (only the stack reads it). */
  request: (shape: FloorShape) => {
    url: string
    method: 'POST'
    headers: Record<string, string>
    body: string
  }
  pid: number
  /**
   * Empties the floor's orders and holds. Every hold sums the size's units held so far, so a
   * floor that kept the orders of its earlier loads would grow slower load after load (and
   * sooner than our server, placing fewer orders a second over its own tables).
   */
  reset: () => Promise<void>
  /** Rejects if the floor's server exits before `stop()`. */
  died: Promise<never>
  stop: () => Promise<void>
}

export type FloorShape = 'statements' | 'one-call' | 'stack'

/**
 * Sets up the floor's tables in a throwaway database on `serverUrl`, `sizes` sizes to hold
 * (as many as the store's orders spread over, when measured beside it), and starts its server.
 */
export async function startFloor(serverUrl: string, sizes = SIZES): Promise<Floor> {
  const throwaway = await createThrowawayDatabase(serverUrl)
  const setup = new pg.Client({ connectionString: throwaway.url })
  await setup.connect()
  await setup.query(schema(sizes))
  const reset = async () => {
    // The load tool stops at its time without waiting for the answers under way: their
    // transactions finish first, or the truncation and they would wait on each other.
    for (;;) {
      const busy = await setup.query(
        `select 1 from pg_stat_activity where datname = current_database()
           and pid <> pg_backend_pid() and state <> 'idle' limit 1`,
      )
      if (busy.rowCount === 0) break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await setup.query('truncate floor_hold, floor_status, floor_attempt, floor_order')
  }
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename], {
    env: { ...process.env, FLOOR_SERVE: throwaway.url, FLOOR_SIZES: String(sizes) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let stopping = false
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const died = new Promise<never>((_, reject) => {
    child.once('exit', (code) => {
      if (!stopping) reject(new Error(`the floor's server exited (${code})`))
    })
  })
  died.catch(() => {})
  const stop = async () => {
    stopping = true
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    await setup.end()
    await throwaway.drop()
  }
  try {
    const port = await Promise.race([
      new Promise<number>((resolve) => {
        child.stdout.once('data', (data: Buffer) => resolve(Number(String(data).trim())))
      }),
      died,
    ])
    return {
      request: (shape) => ({
        url: `http://127.0.0.1:${port}/${shape}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: STACK_ORDER_BODY,
      }),
      pid: child.pid as number,
      reset,
      died,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

async function measure(serverUrl: string, duration: number) {
  const floor = await startFloor(serverUrl)
  try {
    console.log(
      `| shape | orders/s | p50 | p99 (target ≤ ${P99_TARGET_MS} ms) | errors + non-201 | machine CPU per order |`,
    )
    console.log('|---|---|---|---|---|---|')
    for (const shape of ['statements', 'one-call', 'stack'] as const) {
      const options = { ...floor.request(shape), connections: CONNECTIONS }
      await autocannon({ ...options, duration: 2 })
      for (let run = 0; run < 2; run++) {
        await floor.reset()
        const busy = machineBusyMs()
        const result = await Promise.race([autocannon({ ...options, duration }), floor.died])
        const perOrder = (machineBusyMs() - busy) / Math.max(1, result.requests.total)
        const failed = result.errors + result.timeouts + result.non2xx
        console.log(
          `| ${shape} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${failed} | ${perOrder.toFixed(2)} ms |`,
        )
      }
    }
  } finally {
    await floor.stop()
  }
}

if (process.env.FLOOR_SERVE) {
  await serve(process.env.FLOOR_SERVE, Number(process.env.FLOOR_SIZES ?? SIZES))
} else if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({ options: { duration: { type: 'string', default: '6' } } })
  const serverUrl = process.env.BENCH_DATABASE_URL
  if (!serverUrl) throw new Error('BENCH_DATABASE_URL names the PostgreSQL server to measure on')
  await measure(serverUrl, Number(values.duration))
}
