import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import autocannon, { type Result as LoadResult, type Options } from 'autocannon'
import { openDatabase } from '../apps/server/src/db/client.ts'
import { seedGrownCatalogue } from '../apps/server/src/seed/generate.ts'
import { createThrowawayDatabase } from '../apps/server/src/testing/database.ts'
import { onCleanup } from './cleanup.ts'
import { type Endpoint, encodings, endpointsFor } from './endpoints.ts'
import { progress } from './log.ts'
import { HOP_BY_HOP, type RawResponse, rawRequest } from './raw-http.ts'
import type { AreaResult, Row } from './report.ts'
import { type BenchServer, launchServer } from './server.ts'
import { kb, median } from './stats.ts'

const connections = 64
const warmUpSeconds = 2
/**
 * Our server and the bare one are loaded in turn, this many times each: on a shared machine the
 * capacity drifts over a minute, and alternating puts both under the same conditions.
 */
const rounds = 5
const ratioTarget = 0.9
const p99TargetMs = 25

interface LoadRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: string | undefined
}

interface LoadFigures {
  requestsPerSecond: number
  p50: number
  p99: number
  requests: number
  errors: number
  timeouts: number
  non2xx: number
}

function figures(result: LoadResult): LoadFigures {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  }
}

/** One autocannon run, stopped early if the bench is aborted. */
export async function cannon(options: Options, signal: AbortSignal): Promise<LoadResult> {
  signal.throwIfAborted()
  const instance = autocannon(options)
  const stop = () => instance.stop()
  signal.addEventListener('abort', stop, { once: true })
  try {
    return await instance
  } finally {
    signal.removeEventListener('abort', stop)
  }
}

function loadOptions(
  baseUrl: string,
  request: LoadRequest,
  pathOf?: (n: number) => string,
): Options {
  let sent = 0
  return {
    url: new URL(request.path, baseUrl).href,
    connections,
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
    ...(pathOf && { requests: [{ setupRequest: (next) => ({ ...next, path: pathOf(sent++) }) }] }),
  }
}

/** Each figure's median over the rounds. */
function medianFigures(runs: LoadFigures[]): LoadFigures {
  const of = (key: keyof LoadFigures) => median(runs.map((run) => run[key]))
  const total = (key: keyof LoadFigures) => runs.reduce((sum, run) => sum + run[key], 0)
  return {
    requestsPerSecond: of('requestsPerSecond'),
    p50: of('p50'),
    p99: of('p99'),
    requests: total('requests'),
    errors: total('errors'),
    timeouts: total('timeouts'),
    non2xx: total('non2xx'),
  }
}

/** Starts the bare server as a child process answering with `response`; resolves its URL. */
async function startBareServer(response: RawResponse) {
  const dir = mkdtempSync(path.join(tmpdir(), 'adire-bench-'))
  const file = path.join(dir, 'response.json')
  const headers = Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
  )
  writeFileSync(
    file,
    JSON.stringify({ status: response.status, headers, body: response.body.toString('base64') }),
  )
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')],
    { env: { ...process.env, BENCH_RESPONSE_FILE: file }, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = onCleanup(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    rmSync(dir, { recursive: true, force: true })
  })
  try {
    const port = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('bare server did not start')), 30_000)
      child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)))
      createInterface({ input: child.stdout }).once('line', (line) => {
        clearTimeout(timer)
        resolve(line.trim())
      })
    })
    return { url: `http://127.0.0.1:${port}`, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

export async function measureApi(
  baseUrl: string,
  endpoints: Endpoint[],
  seconds: number,
  signal: AbortSignal,
): Promise<AreaResult> {
  const rows: Row[] = []
  const machineBound: string[] = []
  const details: unknown[] = []
  for (const endpoint of endpoints) {
    const extra = (await endpoint.setup?.(baseUrl)) ?? {}
    const variants = encodings.filter(
      (encoding) => !endpoint.encodings || endpoint.encodings.includes(encoding.name),
    )
    const targets = endpoint.targets ?? ['ratio', 'p99']
    for (const encoding of variants) {
      const request: LoadRequest = {
        method: endpoint.method,
        path: extra.path ?? endpoint.path,
        headers: { ...endpoint.headers, ...extra.headers, ...encoding.headers },
        body: extra.body ?? endpoint.body,
      }
      const label = `${endpoint.name} [${encoding.name}]`
      // The bare server replays exactly what our server sends for this request.
      const response = await rawRequest(new URL(request.path, baseUrl).href, request)
      if (response.status < 200 || response.status >= 300) {
        throw new Error(`${request.method} ${request.path} answered ${response.status}`)
      }
      const bare = await startBareServer(response)
      const oursRuns: LoadFigures[] = []
      const bareRuns: LoadFigures[] = []
      try {
        const oursOptions = loadOptions(baseUrl, request, endpoint.pathOf)
        const bareOptions = loadOptions(bare.url, request)
        progress(`api: ${label}, ${warmUpSeconds} s warm-up of each server`)
        await cannon({ ...oursOptions, duration: warmUpSeconds }, signal)
        await cannon({ ...bareOptions, duration: warmUpSeconds }, signal)
        for (let round = 1; round <= rounds; round++) {
          progress(
            `api: ${label}, round ${round} of ${rounds}: ours, then bare (${seconds} s each)`,
          )
          oursRuns.push(figures(await cannon({ ...oursOptions, duration: seconds }, signal)))
          bareRuns.push(figures(await cannon({ ...bareOptions, duration: seconds }, signal)))
        }
      } finally {
        await bare.stop()
      }
      const ours = medianFigures(oursRuns)
      const baseline = medianFigures(bareRuns)
      if (targets.includes('p99') && baseline.p99 > p99TargetMs) {
        machineBound.push(`${label}: bare node:http p99 ${baseline.p99} ms, ours ${ours.p99} ms`)
      }
      // Each round's ratio compares two runs made back to back, under the same load.
      const ratio = median(
        oursRuns.map((run, i) => run.requestsPerSecond / (bareRuns[i]?.requestsPerSecond ?? 0)),
      )

      const row = (figure: string, value: number, unit: string, digits: number): Row => ({
        area: 'api',
        figure,
        page: label,
        value,
        unit,
        digits,
      })
      rows.push(
        row('req/s (ours)', ours.requestsPerSecond, '', 0),
        row('req/s (bare node:http)', baseline.requestsPerSecond, '', 0),
        // The bare server replays one answer; with a new request each time the ratio means nothing.
        ...(endpoint.pathOf
          ? []
          : [
              {
                ...row('req/s ours/bare', ratio, '', 2),
                ...(targets.includes('ratio') && {
                  target: { op: '>=' as const, value: ratioTarget },
                }),
              },
            ]),
        row('p50 latency (ours)', ours.p50, 'ms', 1),
        {
          ...row('p99 latency (ours)', ours.p99, 'ms', 1),
          ...(targets.includes('p99') && { target: { op: '<=', value: p99TargetMs } }),
        },
        row('p99 latency (bare)', baseline.p99, 'ms', 1),
        // A figure measured on failing requests is meaningless, so errors are held to zero.
        {
          ...row('errors + non-2xx (ours)', ours.errors + ours.timeouts + ours.non2xx, '', 0),
          target: { op: '=', value: 0 },
        },
        row('response body as sent', kb(response.body.length), 'KB', 1),
      )
      details.push({
        endpoint: endpoint.name,
        method: request.method,
        path: request.path,
        encoding: encoding.name,
        responseHeaders: response.headers,
        responseBytes: response.body.length,
        ours: oursRuns,
        bare: bareRuns,
      })
    }
  }
  const notes = [
    `autocannon, ${connections} connections, ${warmUpSeconds} s warm-up, then ${rounds} rounds of ${seconds} s on our server and ${seconds} s on the bare one, in turn; medians of the rounds. The load generator runs in the bench process on the same cores as the servers.`,
    "The bare node:http server replays our server's bytes and headers: ours/bare is the share of the machine's plain-HTTP ceiling our server reaches.",
  ]
  if (machineBound.length > 0) {
    notes.push(
      `The p99 target was missed by the bare node:http server too, so in this run the machine, not our server, set the limit (repeat on a quieter machine): ${machineBound.join('; ')}.`,
    )
  }
  return { rows, notes, details }
}

/**
 * The API on the embedded database, and with BENCH_DATABASE_URL the paged API again on
 * PostgreSQL: a throwaway database seeded with the same catalogue, and a server of its own on
 * it (rows named "…, PostgreSQL"). There the searches run in the database's processes rather
 * than on the server's one thread, which is what a search no cache holds waits for.
 */
export async function measureApiArea(
  baseUrl: string,
  products: number,
  seconds: number,
  signal: AbortSignal,
): Promise<AreaResult> {
  const embedded = await measureApi(baseUrl, endpointsFor(products), seconds, signal)
  const databaseServer = process.env.BENCH_DATABASE_URL
  if (!databaseServer) {
    return {
      rows: embedded.rows,
      details: { embedded: embedded.details },
      notes: [
        ...embedded.notes,
        'BENCH_DATABASE_URL is not set: measured on the embedded database only.',
      ],
    }
  }
  const postgres = await measurePagedApiOnPostgres(databaseServer, products, seconds, signal)
  return {
    rows: [...embedded.rows, ...postgres.rows],
    notes: [
      ...embedded.notes,
      `"…, PostgreSQL": the paged API on a throwaway PostgreSQL database holding the same ${products.toLocaleString('en-GB')} products, with a server of its own.`,
      ...postgres.notes.filter((note) => !embedded.notes.includes(note)),
    ],
    details: { embedded: embedded.details, postgres: postgres.details },
  }
}

async function measurePagedApiOnPostgres(
  serverUrl: string,
  products: number,
  seconds: number,
  signal: AbortSignal,
): Promise<AreaResult> {
  const throwaway = await createThrowawayDatabase(serverUrl)
  const drop = onCleanup(() => throwaway.drop())
  let server: BenchServer | undefined
  try {
    progress(`api: seeding ${products.toLocaleString('en-GB')} products on PostgreSQL`)
    const { db, close } = await openDatabase({ databaseUrl: throwaway.url, dataDir: 'unused' })
    try {
      await seedGrownCatalogue(db, products)
    } finally {
      await close()
    }
    server = await launchServer({ DATABASE_URL: throwaway.url })
    const paged = endpointsFor(products)
      .filter(({ path }) => path.startsWith('/api/products') && path !== '/api/products/list')
      .map((endpoint) => ({ ...endpoint, name: `${endpoint.name}, PostgreSQL` }))
    return await Promise.race([measureApi(server.url, paged, seconds, signal), server.died])
  } finally {
    await server?.stop()
    await drop()
  }
}
