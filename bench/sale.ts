/**
 * `npm run bench:sale`: a flash sale, and the store's capacity as one figure (issue 28). Shoppers
 * arrive at a rising rate. Each browses the home page, a collection and two products (each page
 * and the availability its product page asks for), signs in (half are returning shoppers) or
 * signs up, adds to the cart and pays with the emulator, thinking between steps. Each rate runs
 * for `--level` seconds of arrivals, and passes when every step's p99 is ≤ 1 s, nothing failed
 * and every paid order was confirmed once. The highest rate that passes is printed as shoppers
 * and checkouts a minute, with the step that limited the next one. On the embedded database,
 * and on PostgreSQL as well when `BENCH_DATABASE_URL` names a server; with `BENCH_REDIS_URL`
 * too, then on two servers behind that PostgreSQL and Redis (the scale-out path, issue 47),
 * with their capacity over one server's.
 *
 * Flags: --start N (shoppers a minute, default 60)  --factor F (each rate over the last, 1.5)
 * --level S (seconds of arrivals per rate, 30)  --think S (seconds between steps, 1)
 * --max N (shoppers a minute to stop at, 6000)
 */
import { randomBytes, randomInt } from 'node:crypto'
import { parseArgs } from 'node:util'
import {
  flatDelivery,
  koboToNaira,
  type Product,
  pricedCartLines,
  priceOrder,
  productPath,
} from '@adire/contract'
import { createThrowawayDatabase } from '../apps/server/src/testing/database.ts'
import { build } from './build.ts'
import { cleanupAll, onCleanup } from './cleanup.ts'
import { progress } from './log.ts'
import { processCpuMs } from './proc-cpu.ts'
import { unconfirmed } from './sale-checks.ts'
import { type BenchServer, launchServer } from './server.ts'
import {
  BENCH_ADDRESS,
  type Call,
  checkoutCalls,
  clientAddress,
  signUpShopper,
} from './shoppers.ts'
import { round } from './stats.ts'
import { keptAliveClient, type Tally, timer } from './tally.ts'

const { values } = parseArgs({
  options: {
    start: { type: 'string', default: '60' },
    factor: { type: 'string', default: '1.5' },
    level: { type: 'string', default: '30' },
    think: { type: 'string', default: '1' },
    max: { type: 'string', default: '6000' },
  },
})
const startRate = Number(values.start)
const factor = Number(values.factor)
const levelSeconds = Number(values.level)
const thinkSeconds = Number(values.think)
const maxRate = Number(values.max)
if (
  ![startRate, levelSeconds, maxRate].every((n) => n > 0) ||
  !(factor > 1) ||
  !(thinkSeconds >= 0)
) {
  process.stderr.write(
    'Usage: npm run bench:sale -- [--start N] [--factor F>1] [--level S] [--think S] [--max N]\n',
  )
  process.exit(2)
}

/** Every page and API call's p99 at a rate that passes. */
const p99LimitMs = 1000
/** Returning shoppers, signed up before the sale; each comes back as often as the rates need. */
const returningCount = 100
/** Two servers behind one PostgreSQL and Redis take at least this many times one's shoppers. */
const scaleOutTarget = 1.6
const password = 'sale passphrase 2026'

// From a random start: the rate limits' counters of an earlier run may still be in Redis.
let addresses = randomInt(1 << 22)
/** Shoppers who came, numbered: even ones are returning shoppers, odd ones new. */
let visitors = 0
const newAddress = () => clientAddress(++addresses)

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T
const think = () => new Promise((resolve) => setTimeout(resolve, thinkSeconds * 1000))

interface Store {
  /** One client per server; each shopper stays with one (the emulator's payments are its own). */
  calls: Call[]
  products: Product[]
  deliveryFee: number
  returning: { email: string }[]
  serverPids: number[]
}

type Timed = ReturnType<typeof timer>

/** One shopper's visit; the reference of the order they paid for, if they got that far. */
async function visit(store: Store, n: number, timed: Timed) {
  const { products } = store
  // Returning and new shoppers alternate (n's parity): servers take them in pairs, so each gets both.
  const call = store.calls[Math.floor(n / 2) % store.calls.length] as Call
  const browse = { 'x-forwarded-for': newAddress() }
  await timed('home page', 200, () => call('GET', '/', { headers: browse }))
  await think()
  await timed('collection page', 200, () => call('GET', '/collection', { headers: browse }))
  await think()
  const wanted = pick(products)
  for (const product of [pick(products), wanted]) {
    await timed('product page', 200, () =>
      call('GET', productPath(product._id), { headers: browse }),
    )
    await timed('availability (API)', 200, () =>
      call('GET', `/api/products/${product._id}/availability`, { headers: browse }),
    )
    await think()
  }
  const signedIn =
    n % 2 === 0
      ? await timed('sign in', 200, () =>
          call('POST', '/api/users/login', {
            json: { email: pick(store.returning).email, password },
            headers: browse,
          }),
        )
      : await timed('sign up', 201, () =>
          call('POST', '/api/users/register', {
            json: { name: `Sale ${n}`, email: `sale.${n}.${Date.now()}@example.com`, password },
            headers: browse,
          }),
        )
  const token = (signedIn?.body as { token?: string } | undefined)?.token
  if (!token) return undefined
  const headers = { ...browse, token }
  await think()
  const size = pick(wanted.sizes)
  const added = await timed('cart add', 200, () =>
    call('POST', '/api/cart/add', { json: { itemId: wanted._id, size }, headers }),
  )
  if (!added) return undefined
  await think()
  const order = {
    address: BENCH_ADDRESS,
    items: [{ _id: wanted._id, selectedSize: size, quantity: 1 }],
    amount: koboToNaira(
      priceOrder({
        lines: pricedCartLines([{ product: wanted, quantity: 1 }]),
        delivery: flatDelivery(store.deliveryFee),
      }).totalKobo,
    ),
  }
  const placed = await timed('place order', 201, () => checkoutCalls.place(call, headers, order))
  if (!placed) return undefined
  const { accessCode, reference } = placed.body as { accessCode: string; reference: string }
  if (!(await timed('pay (emulator)', 200, () => checkoutCalls.pay(call, accessCode)))) return
  const verified = await timed('verify', 200, () => checkoutCalls.verify(call, headers, reference))
  return (verified?.body as { success?: boolean } | undefined)?.success
    ? { reference, headers, call }
    : undefined
}

interface Level {
  rate: number
  shoppers: number
  checkouts: number
  seconds: number
  /** The server's CPU time per shopper, in ms, while the level ran (see `processCpuMs`, proc-cpu.ts). */
  cpuPerShopper: { main: number; others: number; client: number } | undefined
  tallies: Map<string, Tally>
  broken: string[]
  /** Why the rate did not pass; undefined when it did. */
  failed?: string
}

/** The servers' CPU time so far, summed (`processCpuMs`); undefined without /proc. */
function serversCpuMs(pids: number[]) {
  const each = pids.map(processCpuMs)
  if (each.some((cpu) => cpu === undefined)) return undefined
  return {
    main: each.reduce((sum, cpu) => sum + (cpu?.main ?? 0), 0),
    others: each.reduce((sum, cpu) => sum + (cpu?.others ?? 0), 0),
  }
}

/** Shoppers arriving at `rate` a minute for `levelSeconds`, each visit run to its end. */
async function runLevel(store: Store, rate: number): Promise<Level> {
  const cpuBefore = serversCpuMs(store.serverPids)
  const clientBefore = process.cpuUsage()
  const timed = timer()
  const count = Math.max(1, Math.round((rate * levelSeconds) / 60))
  const gapMs = 60_000 / rate
  const started = performance.now()
  const visits = Array.from(
    { length: count },
    (_, i) =>
      new Promise<Awaited<ReturnType<typeof visit>>>((resolve) => {
        // Open arrivals: a shopper comes when it is their time, however the others are doing.
        setTimeout(() => {
          visitors += 1
          resolve(visit(store, visitors, timed))
        }, i * gapMs)
      }),
  )
  const paid = (await Promise.all(visits)).filter((visit) => visit !== undefined)
  const seconds = (performance.now() - started) / 1000
  const cpuAfter = serversCpuMs(store.serverPids)
  // This process: the shoppers' side, which on one machine takes its share of the cores.
  const client = process.cpuUsage(clientBefore)
  const cpuPerShopper =
    cpuBefore && cpuAfter
      ? {
          main: (cpuAfter.main - cpuBefore.main) / count,
          others: (cpuAfter.others - cpuBefore.others) / count,
          client: (client.user + client.system) / 1000 / count,
        }
      : undefined
  const broken = await unconfirmed(paid)
  const tallies = timed.tallies
  const errors = [...tallies.values()].reduce((sum, tally) => sum + tally.errors, 0)
  const slowest = [...tallies.entries()].sort(
    ([, a], [, b]) => b.percentile(99) - a.percentile(99),
  )[0]
  // The step that failed most is what limits the rate (a stray reset elsewhere is not).
  const failing = [...tallies.entries()].sort(([, a], [, b]) => b.errors - a.errors)[0]
  const failed =
    errors > 0
      ? `${errors} failed requests (most at ${failing?.[0]}: ${failing?.[1].errors}, such as ${failing?.[1].samples[0]})`
      : broken.length > 0
        ? `${broken.length} paid orders not confirmed once (${broken[0]})`
        : slowest && slowest[1].percentile(99) > p99LimitMs
          ? `${slowest[0]} p99 ${round(slowest[1].percentile(99), 0)} ms`
          : undefined
  return {
    rate,
    shoppers: count,
    checkouts: paid.length,
    seconds,
    cpuPerShopper,
    tallies,
    broken,
    failed,
  }
}

async function signUpReturning(call: Call) {
  const returning: { email: string }[] = []
  for (let n = 0; n < returningCount; n += 10) {
    const batch = Array.from({ length: 10 }, (_, i) =>
      signUpShopper(call, { name: `Returning ${n + i}`, address: newAddress(), password }),
    )
    returning.push(...(await Promise.all(batch)))
  }
  return returning
}

async function measure(label: string, servers: BenchServer[]) {
  const calls = servers.map((server) => keptAliveClient(server.url, 1024))
  const call = calls[0] as Call
  const products = ((await call('GET', '/api/products/list')).body as { products: Product[] })
    .products
  const { deliveryFee } = (await call('GET', '/api/store/settings')).body as { deliveryFee: number }
  progress(`sale [${label}]: signing up ${returningCount} returning shoppers`)
  const store: Store = {
    calls,
    products,
    deliveryFee,
    returning: await signUpReturning(call),
    serverPids: servers.map((server) => server.pid),
  }
  const levels: Level[] = []
  for (let rate = startRate; rate <= maxRate; rate = Math.round(rate * factor)) {
    progress(`sale [${label}]: ${rate} shoppers a minute for ${levelSeconds} s`)
    const level = await Promise.race([runLevel(store, rate), ...servers.map((s) => s.died)])
    levels.push(level)
    process.stdout.write(`${describeLevel(label, level)}\n`)
    if (level.failed) break
  }
  return levels
}

function describeLevel(label: string, level: Level): string {
  const pad = (text: string | number, width: number) => String(text).padStart(width)
  const rows = [...level.tallies.entries()]
  return [
    `${label}: ${level.rate} shoppers a minute (${level.shoppers} shoppers, ${level.checkouts} paid, ${round(level.seconds, 0)} s): ${level.failed ? `FAIL, ${level.failed}` : 'pass'}`,
    ...(level.cpuPerShopper
      ? [
          `  server CPU per shopper: ${round(level.cpuPerShopper.main, 1)} ms on the main thread, ${round(level.cpuPerShopper.others, 1)} ms on others; the bench's own shoppers ${round(level.cpuPerShopper.client, 1)} ms`,
        ]
      : []),
    ...rows.map(
      ([kind, t]) =>
        `  ${kind.padEnd(20)}${pad(t.latenciesMs.length, 6)}${pad(`p50 ${round(t.percentile(50), 0)} ms`, 14)}${pad(`p99 ${round(t.percentile(99), 0)} ms`, 14)}${pad(`errors ${t.errors}`, 11)}`,
    ),
  ].join('\n')
}

/** The highest rate that passed (shoppers a minute), 0 when none did. */
const capacity = (levels: Level[]) => levels.filter((level) => !level.failed).at(-1)?.rate ?? 0

/** The capacity: the highest rate that passed, and what stopped the next one. */
function summary(label: string, levels: Level[]): string {
  const passed = levels.filter((level) => !level.failed).at(-1)
  const stopped = levels.find((level) => level.failed)
  if (!passed) return `${label}: no rate passed (${stopped?.rate} a minute: ${stopped?.failed})`
  const checkoutsPerMinute = round((passed.checkouts * 60) / levelSeconds, 0)
  return `${label}: ${passed.rate} shoppers a minute, ${checkoutsPerMinute} checkouts a minute; ${
    stopped
      ? `limited at ${stopped.rate} a minute by ${stopped.failed}`
      : `every rate up to --max ${maxRate} passed`
  }`
}

async function main() {
  progress('building the production bundle (npm run build)')
  await build()
  // A sale's shoppers check out once each; the per-account order limit is not what is measured.
  // Servers of one store share their secret, as a store's servers behind one address do.
  const env: Record<string, string> = {
    ORDER_LIMIT_PER_ACCOUNT: '1000000',
    AUTH_SECRET: randomBytes(32).toString('hex'),
  }
  const runs: { label: string; env: Record<string, string>; servers: number }[] = [
    { label: 'embedded', env, servers: 1 },
  ]
  const databaseServer = process.env.BENCH_DATABASE_URL
  const redisUrl = process.env.BENCH_REDIS_URL
  // Each run on a database of its own, so that none starts with another's shoppers and orders.
  const throwaway = async () => {
    const database = await createThrowawayDatabase(databaseServer as string)
    onCleanup(() => database.drop())
    return database.url
  }
  if (databaseServer) {
    runs.push({ label: 'PostgreSQL', env: { ...env, DATABASE_URL: await throwaway() }, servers: 1 })
    if (redisUrl) {
      runs.push({
        label: 'PostgreSQL, two servers + Redis',
        env: { ...env, DATABASE_URL: await throwaway(), REDIS_URL: redisUrl },
        servers: 2,
      })
    }
  }
  const summaries: string[] = []
  const capacities = new Map<string, number>()
  for (const run of runs) {
    progress(
      `starting ${run.servers === 1 ? 'the production server' : `${run.servers} production servers`} on ${run.label === 'embedded' ? 'a fresh embedded database' : 'PostgreSQL'}`,
    )
    const servers = await Promise.all(
      Array.from({ length: run.servers }, () => launchServer(run.env)),
    )
    try {
      const levels = await measure(run.label, servers)
      capacities.set(run.label, capacity(levels))
      summaries.push(summary(run.label, levels))
    } finally {
      for (const server of servers) await server.stop()
    }
  }
  const one = capacities.get('PostgreSQL')
  const two = capacities.get('PostgreSQL, two servers + Redis')
  if (one !== undefined && two !== undefined) {
    summaries.push(
      `two servers over one (PostgreSQL): ${one > 0 ? round(two / one, 2) : `none (one server passed no rate; two passed ${two > 0 ? `${two} a minute` : 'none'})`} (target ≥ ${scaleOutTarget}; both servers, PostgreSQL, Redis and the shoppers share this machine's cores)`,
    )
  } else if (databaseServer && !redisUrl) {
    summaries.push(
      'BENCH_REDIS_URL is not set: two servers behind PostgreSQL and Redis not measured.',
    )
  }
  process.stdout.write(
    [
      '',
      `Flash sale: rates from ${startRate} a minute, ×${factor} each, ${levelSeconds} s of arrivals per rate, ${thinkSeconds} s thinking between steps; a rate passes with every p99 ≤ ${p99LimitMs} ms, no failed request and every paid order confirmed once.`,
      ...summaries,
      '',
    ].join('\n'),
  )
}

main()
  .catch((error: unknown) => {
    process.stderr.write(
      `bench:sale failed: ${error instanceof Error ? error.stack : String(error)}\n`,
    )
    process.exitCode = 1
  })
  .finally(cleanupAll)
