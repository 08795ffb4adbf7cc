import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import type { Result as LoadResult } from 'autocannon'
import { cannon } from './api.ts'
import { onCleanup } from './cleanup.ts'
import { progress } from './log.ts'
import type { AreaResult, Row } from './report.ts'
import type { BenchServer } from './server.ts'
import { median } from './stats.ts'

/** The API call probed: small, answered from memory, asked for by every page. */
const probePath = '/api/store/settings'
/** Shoppers browsing meanwhile, at a steady rate rather than as fast as possible. */
const probeRate = 100
const probeConnections = 4
/** The flood of the hostile test: four connections, each request a new query string. */
const floodConnections = 4
/** Enough connections to fill the render queue (one rendering, 16 waiting). */
const wideFloodConnections = 64
/** Rest, then each flood, in turn, this many times: the machine's capacity drifts. */
const rounds = 3
const warmUpSeconds = 3
/** The probe's p50 during the flood of `/?utm=…` over its p50 at rest (issue 22). */
const ratioTarget = 1.5

interface Flood {
  name: string
  connections: number
  /** The `n`th request's path. */
  pathOf: (n: number) => string
  /** Held to the ratio target; otherwise shown against it for information. */
  enforced: boolean
}

const floods: Flood[] = [
  // Campaign tags and junk: the home page reads no parameter, so every request is the same page.
  {
    name: `/?utm=<random>, ${floodConnections} conn.`,
    connections: floodConnections,
    pathOf: () => `/?utm=${randomUUID()}`,
    enforced: true,
  },
  // A new search each request: every one a page to render, which only the queue bounds; on 64
  // connections the queue is full and turns most of them away.
  ...[floodConnections, wideFloodConnections].map((connections) => ({
    name: `/collection?q=<random>, ${connections} conn.`,
    connections,
    pathOf: (n: number) => `/collection?q=${randomUUID().slice(0, 8)}+${n}`,
    enforced: false,
  })),
]

interface ProbeResult {
  /** Latencies of the 2xx answers in ms, sorted. */
  latencies: number[]
  statuses: Record<string, number>
  errors: number
}

/** Runs `bench/probe.ts` in a child process for `seconds` against `url`. */
async function probe(url: string, seconds: number, signal: AbortSignal): Promise<ProbeResult> {
  signal.throwIfAborted()
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'probe.ts')],
    {
      env: {
        ...process.env,
        BENCH_PROBE: JSON.stringify({
          url,
          rate: probeRate,
          connections: probeConnections,
          seconds,
        }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const stop = onCleanup(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  })
  const abort = () => void stop()
  signal.addEventListener('abort', abort, { once: true })
  try {
    const code = await exited
    signal.throwIfAborted()
    if (code !== 0) throw new Error(`the latency probe exited with ${code}`)
    return JSON.parse(output) as ProbeResult
  } finally {
    signal.removeEventListener('abort', abort)
    await stop()
  }
}

/** The value at a quantile of sorted values (nearest rank). */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) throw new Error('no latencies to take a quantile of')
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number
}

const count = (statuses: Record<string, number>, match: (status: string) => boolean) =>
  Object.entries(statuses)
    .filter(([status]) => match(status))
    .reduce((sum, [, n]) => sum + n, 0)

const statusCounts = (result: LoadResult) =>
  Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
  )

interface ProbeFigures {
  p50: number
  p99: number
  failed: number
}

const probeFigures = (result: ProbeResult): ProbeFigures => ({
  p50: quantile(result.latencies, 0.5),
  p99: quantile(result.latencies, 0.99),
  failed: result.errors + count(result.statuses, (status) => !status.startsWith('2')),
})

/**
 * What a flood of pages no cache holds does to the API (issue 22): the p50 of
 * `GET /api/store/settings`, probed at a steady rate, at rest and while four connections ask
 * for pages with a new query string each time, as fast as the server answers.
 */
export async function measurePageFlood(
  server: BenchServer,
  seconds: number,
  signal: AbortSignal,
): Promise<AreaResult> {
  const probeUrl = new URL(probePath, server.url).href
  const floodOptions = ({ pathOf, connections }: Flood, duration: number) => {
    let sent = 0
    return {
      url: new URL('/', server.url).href,
      connections,
      duration,
      // As a browser asks for a page.
      headers: { 'accept-encoding': 'gzip, br', accept: 'text/html' },
      timeout: 30,
      requests: [{ setupRequest: (request: object) => ({ ...request, path: pathOf(sent++) }) }],
    }
  }
  // A fresh server has not compiled its rendering and serving paths yet.
  for (const flood of floods) {
    progress(`page-flood: ${warmUpSeconds} s warm-up with ${flood.name}`)
    await Promise.all([
      probe(probeUrl, warmUpSeconds, signal),
      cannon(floodOptions(flood, warmUpSeconds), signal),
    ])
  }

  const atRest: ProbeFigures[] = []
  const flooded = floods.map(() => ({ probes: [] as ProbeFigures[], loads: [] as LoadResult[] }))
  for (let round = 1; round <= rounds; round++) {
    progress(`page-flood: round ${round} of ${rounds}: at rest (${seconds} s)`)
    atRest.push(probeFigures(await probe(probeUrl, seconds, signal)))
    for (const [i, flood] of floods.entries()) {
      progress(`page-flood: round ${round} of ${rounds}: flood of ${flood.name} (${seconds} s)`)
      const [probed, load] = await Promise.all([
        probe(probeUrl, seconds, signal),
        cannon(floodOptions(flood, seconds), signal),
      ])
      flooded[i]?.probes.push(probeFigures(probed))
      flooded[i]?.loads.push(load)
    }
  }

  const row = (figure: string, page: string, value: number, unit: string, digits: number) =>
    ({ area: 'page-flood', figure, page, value, unit, digits }) satisfies Row
  const rest = {
    p50: median(atRest.map((run) => run.p50)),
    p99: median(atRest.map((run) => run.p99)),
    failed: atRest.reduce((sum, run) => sum + run.failed, 0),
  }
  const rows: Row[] = [
    row('settings p50', 'at rest', rest.p50, 'ms', 2),
    row('settings p99', 'at rest', rest.p99, 'ms', 1),
    {
      ...row('settings errors + non-2xx', 'at rest', rest.failed, '', 0),
      target: { op: '=', value: 0 },
    },
  ]
  const details: unknown[] = [{ phase: 'at rest', probes: atRest }]
  for (const [i, flood] of floods.entries()) {
    const { probes, loads } = flooded[i] ?? { probes: [], loads: [] }
    const statuses = loads.map(statusCounts)
    const total = (match: (status: string) => boolean) =>
      statuses.reduce((sum, counts) => sum + count(counts, match), 0)
    const floodSeconds = rounds * seconds
    rows.push(
      row('settings p50', flood.name, median(probes.map((run) => run.p50)), 'ms', 2),
      {
        // Each round's ratio compares runs made one after the other, on the same machine.
        ...row(
          'settings p50, flood / at rest',
          flood.name,
          median(probes.map((run, round) => run.p50 / (atRest[round]?.p50 ?? Number.NaN))),
          '',
          2,
        ),
        target: { op: '<=', value: ratioTarget },
        enforced: flood.enforced,
      },
      row('settings p99', flood.name, median(probes.map((run) => run.p99)), 'ms', 1),
      {
        ...row(
          'settings errors + non-2xx',
          flood.name,
          probes.reduce((sum, run) => sum + run.failed, 0),
          '',
          0,
        ),
        target: { op: '=', value: 0 },
      },
      row('pages answered 200 per s', flood.name, total((s) => s === '200') / floodSeconds, '', 0),
      row(
        'pages answered 503 per s (queue full)',
        flood.name,
        total((s) => s === '503') / floodSeconds,
        '',
        0,
      ),
      {
        ...row(
          'pages failed (errors, timeouts, other statuses)',
          flood.name,
          loads.reduce((sum, load) => sum + load.errors + load.timeouts, 0) +
            total((s) => s !== '200' && s !== '503'),
          '',
          0,
        ),
        target: { op: '=', value: 0 },
      },
    )
    details.push({
      phase: flood.name,
      probes,
      floods: loads.map((load, round) => ({
        requests: load.requests.total,
        p50: load.latency.p50,
        p99: load.latency.p99,
        statuses: statuses[round],
      })),
    })
  }
  return {
    rows,
    notes: [
      `After a ${warmUpSeconds} s warm-up, ${rounds} rounds of ${seconds} s at rest and ${seconds} s under each flood, in turn; figures are medians of the rounds, the ratio the median of each round's flood over the same round's rest. A probe in a child process asks for ${probePath} ${probeRate} times a second over ${probeConnections} connections (latency to the microsecond); the flood is autocannon, ${floodConnections} connections (${wideFloodConnections} in the last row) asking for pages as a browser does (gzip, br) as fast as the server answers, each with a new query string. The load generator and the probe share the two cores with the server.`,
    ],
    details,
  }
}
