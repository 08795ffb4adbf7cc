import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import type { Result as LoadResult } from 'autocannon'
import { cannon } from './api.ts'
import { progress } from './log.ts'
import type { AreaResult, Row } from './report.ts'
import type { BenchServer } from './server.ts'
import { callOn, clientAddress, signUpShopper } from './shoppers.ts'

/** Connections posting logins, as the flood has them. */
const floodConnections = 64
/** The probe: shoppers browsing meanwhile, at a steady rate rather than as fast as possible. */
const probeRate = 100
const probeConnections = 4
const p99TargetMs = 25
const warmUpSeconds = 5
/**
 * How much more memory the server holds in the last third of a flood than in its first: a
 * bounded server reaches its ceiling (one 19 MiB Argon2id block per hashing slot, a full queue,
 * the connections' buffers) within moments and stays there however long the flood lasts. The
 * absolute figure is shown for information only: the embedded database alone holds 500 to
 * 900 MB, depending on how much of its start-up memory has been collected yet.
 */
const rssCreepTargetMb = 64

interface Phase {
  name: string
  /** How each login request is made; undefined for the quiet phase (probe only). */
  login?: () => { headers: Record<string, string>; body: string }
  /** Whether the logins are real shoppers' (answered 200), so sign-ins a second is the figure. */
  signIns?: boolean
}

let address = 0
const nextAddress = () => clientAddress(++address)

const guess = () =>
  JSON.stringify({ email: `nobody-${randomUUID()}@example.com`, password: 'guess-1234' })

/** Shoppers with accounts, signed up before the sale-day phase; they sign in in turn. */
const shopperCount = 128
/** Sign-ins per second a sale needs one server to take (issue 28: 1,000 in a minute, and more). */
const signInsTarget = 40
/** The password every sale-day shopper signs up and signs in with. */
const shopperPassword = 'bench passphrase 2026'

function phasesFor(shoppers: readonly { email: string }[]): Phase[] {
  let turn = 0
  return [
    { name: 'quiet' },
    {
      // One address: the per-address limit answers almost all of it with a cheap 429.
      name: 'flood from one address',
      login: () => ({
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: guess(),
      }),
    },
    {
      // Every request from a new address and for a new e-mail: nothing is rate-limited, so every
      // login reaches the password hasher, whose bound (and queue) is what is measured.
      name: 'flood from many addresses',
      login: () => ({
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        body: guess(),
      }),
    },
    {
      // A sale's returning shoppers: the right password, each from an address of their own.
      name: 'sale-day sign-ins',
      signIns: true,
      login: () => {
        const shopper = shoppers[turn++ % shoppers.length] as { email: string }
        return {
          headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
          body: JSON.stringify({ email: shopper.email, password: shopperPassword }),
        }
      },
    },
  ]
}

/** Signs up the shoppers of the sale-day phase, eight at a time. */
async function signUpShoppers(server: BenchServer, signal: AbortSignal) {
  const call = callOn(server.url)
  const shoppers: { email: string }[] = []
  let next = 0
  const worker = async () => {
    while (next < shopperCount) {
      signal.throwIfAborted()
      const n = next++
      shoppers[n] = await signUpShopper(call, {
        name: `Sale ${n}`,
        address: nextAddress(),
        password: shopperPassword,
      })
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return shoppers
}

/** Resident memory of a process and its descendants. */
function treeRssBytes(pid: number): number {
  let total = 0
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
      for (const child of children ? children.split(' ') : []) total += treeRssBytes(Number(child))
    }
  } catch {
    // The process ended between two reads.
  }
  return total
}

export function sampleRss(pid: number) {
  const samples: number[] = []
  const timer = setInterval(() => samples.push(treeRssBytes(pid) / 2 ** 20), 100)
  return () => {
    clearInterval(timer)
    const third = Math.max(1, Math.floor(samples.length / 3))
    const peak = (part: number[]) => Math.max(...part)
    return {
      peakMb: peak(samples),
      creepMb: peak(samples.slice(-third)) - peak(samples.slice(0, third)),
      samples: samples.length,
    }
  }
}

const statusCounts = (result: LoadResult) =>
  Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
  )

/**
 * What a flood of logins does to the rest of the store: the product list's p99 under a steady
 * probe and the server's peak memory, quiet and during two floods of 64 connections.
 */
export async function measureLoginFlood(
  server: BenchServer,
  seconds: number,
  signal: AbortSignal,
): Promise<AreaResult> {
  const rows: Row[] = []
  const details: unknown[] = []
  // A freshly started server is still compiling its hot paths and collecting the embedded
  // database's start-up memory (hundreds of MB): that is not what the quiet phase should see.
  progress(`logins: ${warmUpSeconds} s warm-up`)
  await cannon(
    {
      url: new URL('/api/products/list', server.url).href,
      connections: floodConnections,
      duration: warmUpSeconds,
    },
    signal,
  )
  progress(`logins: signing up ${shopperCount} shoppers`)
  const phases = phasesFor(await signUpShoppers(server, signal))
  for (const phase of phases) {
    progress(`logins: ${phase.name} (${seconds} s)`)
    const stopSampling = sampleRss(server.pid)
    const probe = cannon(
      {
        url: new URL('/api/products/list', server.url).href,
        connections: probeConnections,
        overallRate: probeRate,
        duration: seconds,
        headers: { 'accept-encoding': 'gzip, br' },
      },
      signal,
    )
    const make = phase.login
    const flood = make
      ? cannon(
          {
            url: new URL('/api/users/login', server.url).href,
            connections: floodConnections,
            duration: seconds,
            method: 'POST',
            timeout: 30,
            requests: [{ setupRequest: (request) => ({ ...request, method: 'POST', ...make() }) }],
          },
          signal,
        )
      : undefined
    const [probed, flooded] = await Promise.all([probe, flood])
    const memory = stopSampling()

    const row = (figure: string, value: number, unit: string, digits: number): Row => ({
      area: 'logins',
      figure,
      page: phase.name,
      value,
      unit,
      digits,
    })
    rows.push(
      {
        ...row('products list p99', probed.latency.p99, 'ms', 1),
        target: { op: '<=', value: p99TargetMs },
      },
      {
        ...row(
          'products list errors + non-2xx',
          probed.errors + probed.timeouts + probed.non2xx,
          '',
          0,
        ),
        target: { op: '=', value: 0 },
      },
      row('server RSS peak', memory.peakMb, 'MB', 0),
    )
    if (flooded) {
      rows.push({
        ...row('server RSS, last third over first third', memory.creepMb, 'MB', 0),
        target: { op: '<=', value: rssCreepTargetMb },
      })
      const statuses = statusCounts(flooded)
      if (phase.signIns) {
        rows.push({
          ...row('sign-ins per s', (statuses['200'] ?? 0) / seconds, '', 0),
          target: { op: '>=', value: signInsTarget },
        })
      }
      rows.push(
        row('logins answered per s', flooded.requests.average, '', 0),
        row('login p99', flooded.latency.p99, 'ms', 0),
        row('logins answered 401 (checked)', statuses['401'] ?? 0, '', 0),
        row('logins answered 429 (rate-limited)', statuses['429'] ?? 0, '', 0),
        row('logins answered 503 (hash queue full)', statuses['503'] ?? 0, '', 0),
        {
          ...row(
            'logins failed (errors, timeouts, 5xx other than 503)',
            flooded.errors +
              flooded.timeouts +
              Object.entries(statuses)
                .filter(([s]) => s.startsWith('5') && s !== '503')
                .reduce((sum, [, n]) => sum + n, 0),
            '',
            0,
          ),
          target: { op: '=', value: 0 },
        },
      )
    }
    details.push({
      phase: phase.name,
      probe: { p50: probed.latency.p50, p99: probed.latency.p99, requests: probed.requests.total },
      flood: flooded && {
        requests: flooded.requests.total,
        p50: flooded.latency.p50,
        p99: flooded.latency.p99,
        statuses: statusCounts(flooded),
      },
      peakRssMb: memory.peakMb,
      rssCreepMb: memory.creepMb,
    })
  }
  return {
    rows,
    notes: [
      `After a ${warmUpSeconds} s warm-up, each phase lasts ${seconds} s. A probe asks for the product list ${probeRate} times a second over ${probeConnections} connections; during the floods ${floodConnections} connections post logins as fast as the server answers: for unknown e-mails, then ("sale-day sign-ins") with the right password of ${shopperCount} shoppers signed up beforehand, in turn. "Many addresses" and the sign-ins give every login a new X-Forwarded-For (the bench server trusts one proxy hop), so no limit applies and every login reaches the password hasher. RSS is the server process tree's, sampled every 100 ms. The load generator shares the two cores with the server.`,
    ],
    details,
  }
}
