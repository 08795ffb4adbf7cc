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
 * Two shapes, each measured twice after a warm-up:
 * - statements: BEGIN; the order with its attempt and status in one statement; the size's row
 *   locked; the held units summed and the hold inserted in one statement; COMMIT (five round
 *   trips, named statements, as our server runs them);
 * - one call: the same work in one PL/pgSQL function (one round trip), the fewest a design
 *   with these rules could make.
 */
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import { createThrowawayDatabase } from '../apps/server/src/testing/database.ts'
import { machineBusyMs } from './proc-cpu.ts'

const CONNECTIONS = 64
const P99_TARGET_MS = 50
const SIZES = 50

const schema = `
  create table floor_size (id int primary key, stock int not null);
  insert into floor_size select g, 1000000 from generate_series(1, ${SIZES}) g;
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

/** The bare server (in the child process): POST /statements and POST /one-call. */
async function serve(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  const server = createServer(async (req, res) => {
    for await (const _ of req) {
      // The body is read, as any server reads it; its content is not needed.
    }
    const id = crypto.randomUUID()
    const size = 1 + Math.floor(Math.random() * SIZES)
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
  /** The URL of a shape's endpoint. */
  url: (shape: FloorShape) => string
  pid: number
  /** Rejects if the floor's server exits before `stop()`. */
  died: Promise<never>
  stop: () => Promise<void>
}

export type FloorShape = 'statements' | 'one-call'

/** Sets up the floor's tables in a throwaway database on `serverUrl` and starts its server. */
export async function startFloor(serverUrl: string): Promise<Floor> {
  const throwaway = await createThrowawayDatabase(serverUrl)
  const setup = new pg.Client({ connectionString: throwaway.url })
  await setup.connect()
  await setup.query(schema)
  await setup.end()
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename], {
    env: { ...process.env, FLOOR_SERVE: throwaway.url },
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
      url: (shape) => `http://127.0.0.1:${port}/${shape}`,
      pid: child.pid as number,
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
    for (const shape of ['statements', 'one-call'] as const) {
      const options = {
        url: floor.url(shape),
        method: 'POST' as const,
        body: '{}',
        connections: CONNECTIONS,
      }
      await autocannon({ ...options, duration: 2 })
      for (let run = 0; run < 2; run++) {
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
  await serve(process.env.FLOOR_SERVE)
} else if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({ options: { duration: { type: 'string', default: '6' } } })
  const serverUrl = process.env.BENCH_DATABASE_URL
  if (!serverUrl) throw new Error('BENCH_DATABASE_URL names the PostgreSQL server to measure on')
  await measure(serverUrl, Number(values.duration))
}
