/**
 * `npm run bench -- --only checkout` (issue 47): placing an order with a stock hold at 64
 * connections, our server against the floor of the same work (`place-order-floor.ts`: a bare
 * `node:http` server running only the database's part), back to back in the same run, so that
 * the ratio is of one minute of this shared machine. On PostgreSQL (BENCH_DATABASE_URL) the
 * ratio and both p99s are held to issue 47's targets; on the embedded database our server's
 * figures are printed beside them (the floor is PostgreSQL's).
 *
 * Also what a request costs our server in CPU, read from /proc/<pid>/stat (utime + stime, all
 * threads) before and after each measured load: per order placed, per completed checkout
 * (place the order, pay on the emulator's page, verify) and per product-list request, the
 * figures issue 47 sets beside a peer's (docs/benchmarks.md).
 */
import { randomBytes } from 'node:crypto'
import type { Options } from 'autocannon'
import { createThrowawayDatabase } from '../apps/server/src/testing/database.ts'
import { cannon } from './api.ts'
import { checkoutWorkers, completedCheckouts, prepare, shopperCount } from './checkout-shoppers.ts'
import { onCleanup } from './cleanup.ts'
import { sizesOrdered } from './dynamic/accounts.ts'
import { connections, placeOrderEndpoint, rotating } from './dynamic/endpoints.ts'
import { type Figures, figures } from './dynamic/figures.ts'
import { countEverySize, settledOrderCount, unitsAfter } from './dynamic/stock.ts'
import type { Target } from './dynamic/targets.ts'
import { progress } from './log.ts'
import { benchmarkIndex } from './machine.ts'
import { type Floor, type FloorShape, startFloor } from './place-order-floor.ts'
import { machineBusyMs, totalCpuMs } from './proc-cpu.ts'
import type { AreaResult, Row } from './report.ts'
import { launchServer } from './server.ts'
import { median, round } from './stats.ts'

/** Rounds of ours, then the floor's two shapes, back to back. */
const rounds = 3
const warmUpSeconds = 2
/** Issue 47: our orders a second over the floor's, and our p99 over the floor's. */
const RATIO_TARGET = 0.7
const P99_RATIO_TARGET = 1.5

/** One measured load: its figures and the measured process's CPU per answer. */
interface Measured extends Figures {
  cpuMsPerRequest: number
  /** The whole machine's busy CPU per answer: the server, the database and the load tool. */
  machineMsPerRequest: number
}

/** The figures of a run that its rounds' median is taken of. */
type Figure = 'requestsPerSecond' | 'p50' | 'p99' | 'cpuMsPerRequest' | 'machineMsPerRequest'

/** A load of `options` with the CPU of process `pid` read around it. */
async function measuredLoad(
  options: Options,
  expected: number,
  pid: number,
  signal: AbortSignal,
): Promise<Measured> {
  const before = totalCpuMs(pid)
  const busy = machineBusyMs()
  const result = await cannon(options, signal)
  const used = totalCpuMs(pid) - before
  const machine = machineBusyMs() - busy
  signal.throwIfAborted()
  const measured = figures(result, expected)
  const answers = Math.max(1, measured.requests)
  return { ...measured, cpuMsPerRequest: used / answers, machineMsPerRequest: machine / answers }
}

/** The floor's load: every request the same order. */
const floorLoad = (floor: Floor, shape: FloorShape, seconds: number): Options => ({
  ...floor.request(shape),
  connections,
  duration: seconds,
})

const spread = (values: number[], digits = 0) =>
  `${round(median(values), digits)} (${values.map((v) => round(v, digits)).join(', ')})`

/** Measures one database: place order (against the floor on PostgreSQL), product list, checkouts. */
async function measureTarget(
  target: Target,
  floor: Floor | undefined,
  seconds: number,
  signal: AbortSignal,
): Promise<AreaResult> {
  const { label, server, accounts } = target
  const rows: Row[] = []
  const notes: string[] = []
  const row = (figure: string, page: string, value: number, unit: string, digits: number): Row => ({
    area: 'checkout',
    figure,
    page: `${page} [${label}]`,
    value,
    unit,
    digits,
  })
  const alive = <T>(work: Promise<T>) =>
    Promise.race([work, server.died, ...(floor ? [floor.died] : [])])

  progress(`checkout [${label}]: counting every size, so that each order holds its unit`)
  const team = await alive(countEverySize(target))
  const ordersBefore = await settledOrderCount(target, team)
  const endpoint = placeOrderEndpoint(target.store)
  const ours = (s: number) =>
    measuredLoad(rotating(server.url, endpoint, accounts, s), 201, server.pid, signal)
  const floorRun = async (shape: FloorShape, s: number) => {
    if (!floor) return undefined
    await floor.reset()
    return measuredLoad(floorLoad(floor, shape, s), 201, floor.pid, signal)
  }

  progress(`checkout [${label}]: ${warmUpSeconds} s warm-up of each server`)
  await alive(ours(warmUpSeconds))
  await alive(floorRun('statements', warmUpSeconds))
  await alive(floorRun('one-call', warmUpSeconds))
  await alive(floorRun('stack', warmUpSeconds))
  const oursRuns: Measured[] = []
  const floorRuns: Measured[] = []
  const oneCallRuns: Measured[] = []
  const stackRuns: Measured[] = []
  for (let r = 1; r <= rounds; r++) {
    progress(`checkout [${label}]: round ${r} of ${rounds} (${seconds} s each)`)
    oursRuns.push(await alive(ours(seconds)))
    const statements = await alive(floorRun('statements', seconds))
    if (statements) floorRuns.push(statements)
    const oneCall = await alive(floorRun('one-call', seconds))
    if (oneCall) oneCallRuns.push(oneCall)
    const stack = await alive(floorRun('stack', seconds))
    if (stack) stackRuns.push(stack)
  }
  const placed = (await settledOrderCount(target, team)) - ordersBefore
  const after = await unitsAfter(target, team)
  const page = 'place order with a hold'
  const of = (runs: Measured[], key: Figure) => median(runs.map((run) => run[key]))
  rows.push(
    row('orders/s (ours)', page, of(oursRuns, 'requestsPerSecond'), '', 0),
    row('p50 latency (ours)', page, of(oursRuns, 'p50'), 'ms', 1),
    row('p99 latency (ours)', page, of(oursRuns, 'p99'), 'ms', 1),
    {
      ...row(
        'errors + non-201 (ours)',
        page,
        oursRuns.reduce((s, run) => s + run.failures, 0),
        '',
        0,
      ),
      target: { op: '=', value: 0 },
    },
    {
      ...row(
        'units lost or counted twice',
        page,
        Math.abs(after.held - placed) + after.moved,
        '',
        0,
      ),
      target: { op: '=', value: 0 },
    },
    row('server CPU per order (ours)', page, of(oursRuns, 'cpuMsPerRequest'), 'ms', 2),
    row('machine CPU per order (ours)', page, of(oursRuns, 'machineMsPerRequest'), 'ms', 2),
  )
  notes.push(
    `place order [${label}], rounds (median (each)): ours ${spread(oursRuns.map((r) => r.requestsPerSecond))} orders/s, p99 ${spread(oursRuns.map((r) => r.p99))} ms, server CPU ${spread(
      oursRuns.map((r) => r.cpuMsPerRequest),
      2,
    )} ms an order; ${placed} orders placed, ${after.held} units held.`,
  )
  if (floor) {
    const ratios = oursRuns.map(
      (r, i) => r.requestsPerSecond / (floorRuns[i]?.requestsPerSecond ?? 0),
    )
    const p99Ratios = oursRuns.map((r, i) => r.p99 / (floorRuns[i]?.p99 ?? 0))
    const oneCallRatios = oursRuns.map(
      (r, i) => r.requestsPerSecond / (oneCallRuns[i]?.requestsPerSecond ?? 0),
    )
    // The stack's own share: the stack shape over the statements', and ours over the stack's.
    const stackRatios = stackRuns.map(
      (r, i) => r.requestsPerSecond / (floorRuns[i]?.requestsPerSecond ?? 0),
    )
    const stackP99Ratios = stackRuns.map((r, i) => r.p99 / (floorRuns[i]?.p99 ?? 0))
    const oursOverStack = oursRuns.map(
      (r, i) => r.requestsPerSecond / (stackRuns[i]?.requestsPerSecond ?? 0),
    )
    rows.push(
      row('orders/s (floor, statements)', page, of(floorRuns, 'requestsPerSecond'), '', 0),
      row('p99 latency (floor, statements)', page, of(floorRuns, 'p99'), 'ms', 1),
      row('orders/s (floor, one call)', page, of(oneCallRuns, 'requestsPerSecond'), '', 0),
      row('p99 latency (floor, one call)', page, of(oneCallRuns, 'p99'), 'ms', 1),
      {
        ...row('orders/s ours/floor (statements)', page, median(ratios), '', 2),
        target: { op: '>=', value: RATIO_TARGET },
      },
      {
        ...row('p99 ours/floor (statements)', page, median(p99Ratios), '', 2),
        target: { op: '<=', value: P99_RATIO_TARGET },
      },
      row('orders/s ours/floor (one call)', page, median(oneCallRatios), '', 2),
      row('orders/s (floor, stack)', page, of(stackRuns, 'requestsPerSecond'), '', 0),
      row('p99 latency (floor, stack)', page, of(stackRuns, 'p99'), 'ms', 1),
      row('orders/s stack/floor (statements)', page, median(stackRatios), '', 2),
      row('p99 stack/floor (statements)', page, median(stackP99Ratios), '', 2),
      row('orders/s ours/stack', page, median(oursOverStack), '', 2),
      row(
        'floor server CPU per order (statements)',
        page,
        of(floorRuns, 'cpuMsPerRequest'),
        'ms',
        2,
      ),
      row(
        'floor server CPU per order (one call)',
        page,
        of(oneCallRuns, 'cpuMsPerRequest'),
        'ms',
        2,
      ),
      row('floor server CPU per order (stack)', page, of(stackRuns, 'cpuMsPerRequest'), 'ms', 2),
      row('machine CPU per order (floor)', page, of(floorRuns, 'machineMsPerRequest'), 'ms', 2),
      row(
        'machine CPU per order (floor, stack)',
        page,
        of(stackRuns, 'machineMsPerRequest'),
        'ms',
        2,
      ),
    )
    const floorFailures = [...floorRuns, ...oneCallRuns, ...stackRuns].reduce(
      (s, run) => s + run.failures,
      0,
    )
    if (floorFailures > 0) {
      notes.push(`The floor failed ${floorFailures} requests: its figures are no fair baseline.`)
    }
    notes.push(
      `floor [${label}] (${sizesOrdered(target.store)} sizes, as many as our orders spread over; its orders and holds emptied before each load), rounds: statements ${spread(floorRuns.map((r) => r.requestsPerSecond))} orders/s, p99 ${spread(floorRuns.map((r) => r.p99))} ms; one call ${spread(oneCallRuns.map((r) => r.requestsPerSecond))} orders/s, p99 ${spread(oneCallRuns.map((r) => r.p99))} ms; stack ${spread(stackRuns.map((r) => r.requestsPerSecond))} orders/s, p99 ${spread(stackRuns.map((r) => r.p99))} ms, server CPU ${spread(
        stackRuns.map((r) => r.cpuMsPerRequest),
        2,
      )} ms an order. Stack/floor by round: ${stackRatios.map((v) => round(v, 2)).join(', ')}. Ours/floor by round: ${ratios.map((v) => round(v, 2)).join(', ')}; p99 ours/floor: ${p99Ratios.map((v) => round(v, 2)).join(', ')}.`,
    )
  }

  progress(`checkout [${label}]: product list, ${rounds} runs of ${seconds} s`)
  const listOptions = { url: `${server.url}/api/products/list`, connections, duration: seconds }
  await alive(measuredLoad({ ...listOptions, duration: warmUpSeconds }, 200, server.pid, signal))
  const listRuns: Measured[] = []
  for (let r = 0; r < rounds; r++) {
    listRuns.push(await alive(measuredLoad(listOptions, 200, server.pid, signal)))
  }
  const list = 'product list (GET /api/products/list)'
  rows.push(
    row('req/s', list, of(listRuns, 'requestsPerSecond'), '', 0),
    row('p99 latency', list, of(listRuns, 'p99'), 'ms', 1),
    row('server CPU per request', list, of(listRuns, 'cpuMsPerRequest'), 'ms', 2),
    {
      ...row(
        'errors + non-200',
        list,
        listRuns.reduce((s, run) => s + run.failures, 0),
        '',
        0,
      ),
      target: { op: '=', value: 0 },
    },
  )
  notes.push(
    `product list [${label}], runs: ${spread(listRuns.map((r) => r.requestsPerSecond))} req/s, server CPU ${spread(
      listRuns.map((r) => r.cpuMsPerRequest),
      2,
    )} ms a request.`,
  )

  progress(`checkout [${label}]: completed checkouts, ${checkoutWorkers} shoppers for ${seconds} s`)
  const checkouts = await alive(completedCheckouts(target, seconds, signal))
  const done = 'completed checkout (place, pay, verify)'
  rows.push(
    row('checkouts/s', done, checkouts.perSecond, '', 0),
    row('server CPU per checkout', done, checkouts.cpuMsPerCheckout, 'ms', 2),
    { ...row('failed checkouts', done, checkouts.failed, '', 0), target: { op: '=', value: 0 } },
  )
  return {
    rows,
    notes,
    details: {
      label,
      oursRuns,
      floorRuns,
      oneCallRuns,
      stackRuns,
      listRuns,
      checkouts,
      placed,
      after,
    },
  }
}

export async function measureCheckout(seconds: number, signal: AbortSignal): Promise<AreaResult> {
  const env = {
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // Hundreds of orders a second over 64 accounts: far past the per-account limit for people.
    ORDER_LIMIT_PER_ACCOUNT: '1000000',
  }
  const databaseServer = process.env.BENCH_DATABASE_URL
  const indexes = [await benchmarkIndex()]
  const targets: Promise<Target>[] = []
  if (databaseServer) {
    targets.push(
      (async () => {
        const throwaway = await createThrowawayDatabase(databaseServer)
        const drop = onCleanup(() => throwaway.drop())
        const server = await launchServer({ ...env, DATABASE_URL: throwaway.url })
        const release = async () => {
          await server.stop()
          await drop()
        }
        return prepare('PostgreSQL', server, throwaway.url, release)
      })(),
    )
  }
  targets.push(
    (async () => {
      const server = await launchServer(env)
      return prepare('embedded', server, undefined, () => server.stop())
    })(),
  )
  progress(`checkout: signing up ${shopperCount} shoppers on each database`)
  const settled = await Promise.allSettled(targets)
  const ready = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
  const rows: Row[] = []
  const notes: string[] = []
  const details: unknown[] = []
  try {
    const failed = settled.find((s) => s.status === 'rejected')
    if (failed) throw failed.reason
    for (const target of ready) {
      const floor =
        target.label === 'PostgreSQL' && databaseServer
          ? await startFloor(databaseServer, sizesOrdered(target.store))
          : undefined
      const stopFloor = onCleanup(() => floor?.stop())
      try {
        const measured = await measureTarget(target, floor, seconds, signal)
        rows.push(...measured.rows)
        notes.push(...measured.notes)
        details.push(measured.details)
      } finally {
        await stopFloor()
        await target.release()
      }
      indexes.push(await benchmarkIndex())
    }
  } finally {
    for (const target of ready) await target.release()
  }
  rows.unshift({
    area: 'checkout',
    figure: "benchmark index (Lighthouse's, in Node; median)",
    page: 'machine',
    value: median(indexes),
    unit: '',
    digits: 0,
  })
  notes.unshift(
    `Benchmark index (Lighthouse's computeBenchmarkIndex run in Node, higher is faster) at the start and after each database: ${indexes.join(', ')}.`,
    `${shopperCount} shoppers signed up per server; every order is the next shopper's, one unit of a counted size (each holds its unit under the size's lock). autocannon, ${connections} connections; ${warmUpSeconds} s warm-up of each, then ${rounds} rounds of ${seconds} s: ours, the floor's five statements, the floor's one call, the same five statements on the stack (Hono, the contract's schema, drizzle), back to back. Ratios are the medians of each round's pair. CPU is the measured server process's utime + stime (/proc/<pid>/stat, all threads) over the run, divided by the answers; on PostgreSQL the database's own CPU is not in it, on the embedded database it is.`,
    `Completed checkouts: ${checkoutWorkers} shoppers at once, each placing an order, paying on the emulator's page and verifying it (connections kept alive); the emulator runs in the server's process, so its share of the work is counted in ours.`,
    ...(databaseServer
      ? []
      : ['BENCH_DATABASE_URL is not set: no floor; the embedded database only.']),
  )
  return { rows, notes, details }
}
