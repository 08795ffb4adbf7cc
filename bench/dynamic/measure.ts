/**
 * Measures one prepared database: the cart and order-list calls on our server and on the bare
 * one in turn, then placing an order (without and with a discount code, discounts.ts) and
 * logging in on our server alone.
 */
import { cannon } from '../api.ts'
import { progress } from '../log.ts'
import { sampleRss } from '../logins.ts'
import { median } from '../stats.ts'
import type { Account } from './accounts.ts'
import { recordHeaders, startBare } from './bare.ts'
import { measureDiscounts } from './discounts.ts'
import { comparedEndpoints, loginEndpoint, placeOrderEndpoint, rotating } from './endpoints.ts'
import { type Figures, figures, medianFigures } from './figures.ts'
import type { Measured, Run } from './run.ts'
import { countEverySize, orderCount, settledOrderCount, unitsAfter } from './stock.ts'
import type { Target } from './targets.ts'

export const warmUpSeconds = 2
/** Rounds of ours then bare, as in api.ts (fewer: there are four endpoints per database). */
export const rounds = 3
const ratioTarget = 0.8
const cartWriteP99TargetMs = 50
/** Starting a payment with holds on PostgreSQL, at 64 connections (issue 25). */
const placeOrderP99TargetMs = 50

export async function measureTarget(
  target: Target,
  seconds: number,
  signal: AbortSignal,
  watch: (died: Promise<never>) => void,
): Promise<Measured> {
  const { label } = target
  watch(target.server.died)
  const measured: Measured = { rows: [], details: [], notes: [] }
  const run: Run = {
    target,
    seconds,
    measured,
    row: (figure, page, value, unit, digits) => ({
      area: 'dynamic',
      figure,
      page: `${page} [${label}]`,
      value,
      unit,
      digits,
    }),
    load: async (options, expected) => {
      const result = await cannon(options, signal)
      signal.throwIfAborted()
      return figures(result, expected)
    },
  }
  await measureCompared(run, watch)
  const team = await measurePlaceOrder(run)
  await measureDiscounts(run, team)
  await measureLogins(run, signal)
  return measured
}

/** The cart and order-list calls, on our server and on the bare one in turn. */
async function measureCompared(
  { target, seconds, measured, row, load }: Run,
  watch: (died: Promise<never>) => void,
): Promise<void> {
  const { server, accounts } = target
  const { rows, details, notes } = measured
  const headers = await recordHeaders(server.url, accounts[0] as Account)
  const bare = await startBare({
    ...target.bareEnv,
    BENCH_BARE_AUTH_SECRET: target.env.AUTH_SECRET ?? '',
    BENCH_BARE_HEADERS: JSON.stringify(headers),
  })
  watch(bare.died)
  try {
    for (const endpoint of comparedEndpoints) {
      const label = `dynamic [${target.label}]: ${endpoint.name}`
      progress(`${label}, ${warmUpSeconds} s warm-up of each server`)
      const oursRuns: Figures[] = []
      const bareRuns: Figures[] = []
      await Promise.race([
        (async () => {
          await load(rotating(server.url, endpoint, accounts, warmUpSeconds), endpoint.expected)
          await load(rotating(bare.url, endpoint, accounts, warmUpSeconds), endpoint.expected)
          for (let round = 1; round <= rounds; round++) {
            progress(`${label}, round ${round} of ${rounds}: ours, then bare (${seconds} s each)`)
            oursRuns.push(
              await load(rotating(server.url, endpoint, accounts, seconds), endpoint.expected),
            )
            bareRuns.push(
              await load(rotating(bare.url, endpoint, accounts, seconds), endpoint.expected),
            )
          }
        })(),
        server.died,
        bare.died,
      ])
      const ours = medianFigures(oursRuns)
      const baseline = medianFigures(bareRuns)
      const ratio = median(
        oursRuns.map((r, i) => r.requestsPerSecond / (bareRuns[i]?.requestsPerSecond ?? 0)),
      )
      const p99Target = endpoint.write
        ? {
            target: { op: '<=' as const, value: cartWriteP99TargetMs },
            // The target is PostgreSQL's; the embedded database is shown against it.
            ...(target.label === 'PostgreSQL' ? {} : { enforced: false }),
          }
        : {}
      rows.push(
        row('req/s (ours)', endpoint.name, ours.requestsPerSecond, '', 0),
        row('req/s (bare, same SQL)', endpoint.name, baseline.requestsPerSecond, '', 0),
        {
          ...row('req/s ours/bare', endpoint.name, ratio, '', 2),
          target: { op: '>=', value: ratioTarget },
        },
        row('p50 latency (ours)', endpoint.name, ours.p50, 'ms', 1),
        { ...row('p99 latency (ours)', endpoint.name, ours.p99, 'ms', 1), ...p99Target },
        row('p99 latency (bare)', endpoint.name, baseline.p99, 'ms', 1),
        {
          ...row('errors + non-2xx (ours)', endpoint.name, ours.failures, '', 0),
          target: { op: '=', value: 0 },
        },
      )
      if (baseline.failures > 0) {
        notes.push(
          `${endpoint.name} [${target.label}]: the bare server failed ${baseline.failures} requests (${JSON.stringify(baseline.statuses)}), so its figures are not a fair baseline.`,
        )
      }
      details.push({
        database: target.label,
        endpoint: endpoint.name,
        method: endpoint.method,
        path: endpoint.path,
        ours: oursRuns,
        bare: bareRuns,
      })
    }
  } finally {
    await bare.stop()
  }
}

/**
 * Placing an order: our server only (the emulator's transaction is part of the call), with every
 * size counted, so each order holds its unit; then the units held must be the orders placed.
 */
async function measurePlaceOrder({ target, seconds, measured, row, load }: Run): Promise<string> {
  const { server, accounts } = target
  const endpoint = placeOrderEndpoint(target.store)
  progress(`dynamic [${target.label}]: counting every size, so that each order holds its unit`)
  const team = await Promise.race([countEverySize(target), server.died])
  const ordersBefore = await orderCount(target, team)
  progress(`dynamic [${target.label}]: ${endpoint.name}, ${warmUpSeconds} s warm-up`)
  const [warm, ours] = await Promise.race([
    (async () => {
      const warmed = await load(
        rotating(server.url, endpoint, accounts, warmUpSeconds),
        endpoint.expected,
      )
      progress(`dynamic [${target.label}]: ${endpoint.name} (${seconds} s)`)
      return [
        warmed,
        await load(rotating(server.url, endpoint, accounts, seconds), endpoint.expected),
      ] as const
    })(),
    server.died,
  ])
  const answered = (warm.statuses['201'] ?? 0) + (ours.statuses['201'] ?? 0)
  // The store's own count: the load tool stops with requests in flight, which still place.
  const placed = (await settledOrderCount(target, team)) - ordersBefore
  const after = await unitsAfter(target, team)
  measured.rows.push(
    row('req/s (ours)', endpoint.name, ours.requestsPerSecond, '', 0),
    row('p50 latency (ours)', endpoint.name, ours.p50, 'ms', 1),
    {
      ...row('p99 latency (ours)', endpoint.name, ours.p99, 'ms', 1),
      ...(target.label === 'PostgreSQL'
        ? { target: { op: '<=' as const, value: placeOrderP99TargetMs } }
        : {}),
    },
    {
      ...row('errors + non-201 (ours)', endpoint.name, ours.failures, '', 0),
      target: { op: '=', value: 0 },
    },
    row('orders answered 201', endpoint.name, answered, '', 0),
    row('orders placed, each holding a unit', endpoint.name, placed, '', 0),
    {
      ...row(
        'units lost or counted twice',
        endpoint.name,
        Math.abs(after.held - placed) + after.moved,
        '',
        0,
      ),
      target: { op: '=', value: 0 },
    },
  )
  measured.details.push({
    database: target.label,
    endpoint: endpoint.name,
    ours,
    answered,
    placed,
    after,
  })
  return team
}

/** Logging in with the right password: each login an Argon2id check (one at a time, 16 waiting). */
async function measureLogins(
  { target, seconds, measured, row }: Run,
  signal: AbortSignal,
): Promise<void> {
  const { server, accounts } = target
  const endpoint = loginEndpoint()
  progress(`dynamic [${target.label}]: ${endpoint.name} (${seconds} s)`)
  const stopSampling = sampleRss(server.pid)
  const result = await Promise.race([
    cannon(rotating(server.url, endpoint, accounts, seconds, { timeout: 30 }), signal),
    server.died,
  ])
  const memory = stopSampling()
  signal.throwIfAborted()
  const ours = figures(result, 200)
  const signedIn = ours.statuses['200'] ?? 0
  const refused = ours.statuses['503'] ?? 0
  measured.rows.push(
    row('logins signed in per s', endpoint.name, signedIn / result.duration, '', 1),
    row('answers per s (signed in or refused)', endpoint.name, ours.requestsPerSecond, '', 0),
    row('refused 503 (hasher full)', endpoint.name, refused, '', 0),
    row('p50 latency (all answers)', endpoint.name, ours.p50, 'ms', 1),
    row('p99 latency (all answers)', endpoint.name, ours.p99, 'ms', 1),
    {
      ...row('errors + non-2xx other than 503', endpoint.name, ours.failures - refused, '', 0),
      target: { op: '=', value: 0 },
    },
    row('server RSS peak', endpoint.name, memory.peakMb, 'MB', 0),
  )
  measured.details.push({
    database: target.label,
    endpoint: endpoint.name,
    ours,
    peakRssMb: memory.peakMb,
  })
}
