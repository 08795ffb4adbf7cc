/**
 * A products import of 10,000 rows while shoppers browse (issue 42, D4): how many rows a second
 * `npm run admin -- products import` saves, and the API's p99 meanwhile for a product page
 * (`GET /api/products/:id`, as the storefront asks for one) and for `/api/users/me`, on the
 * embedded database (the command hands the import to the running server, whose one database
 * session the shoppers share: ADR 035) and, with BENCH_DATABASE_URL, on a throwaway database on
 * that PostgreSQL server (the command saves it from its own process).
 *
 * The area starts a server of its own for each database, on a catalogue of the launch range and
 * 5,000 generated products; the file updates those 5,000 (a new price, every size counted) and
 * adds 5,000 new ones, named but without ids, so that their ids are made as the editor makes them.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { writeCsv } from '../apps/server/src/csv/write.ts'
import { openDatabase } from '../apps/server/src/db/client.ts'
import {
  generatedImportRows,
  generatedProducts,
  seedGrownCatalogue,
} from '../apps/server/src/seed/generate.ts'
import { createThrowawayDatabase } from '../apps/server/src/testing/database.ts'
import { nodeWithTypeScript, repoRoot } from '../tests/e2e/server.ts'
import { LAUNCH_RANGE } from './args.ts'
import { onCleanup } from './cleanup.ts'
import { progress } from './log.ts'
import type { AreaResult, Row } from './report.ts'
import { type BenchServer, launchServer } from './server.ts'
import { round } from './stats.ts'
import { keptAliveClient, type Tally, timer } from './tally.ts'

/** Rows in the file: half of them update products the store has, half make new ones. */
export const IMPORT_ROWS = 10_000
const EXISTING = IMPORT_ROWS / 2
/** What the issue asks of the API while an import runs on the embedded database. */
const P99_TARGET_MS = 250
/** Shoppers browsing at once, each waiting this long between two requests. */
const SHOPPERS = 8
const THINK_MS = 25
const WARM_UP_MS = 3000
const BEFORE_MS = 5000
/** Far beyond the import's time on either database; a stuck import fails the area. */
const IMPORT_TIMEOUT_MS = 10 * 60_000

type Target = 'embedded' | 'PostgreSQL'

/** The file: the 5,000 generated products with a new price and stock, and 5,000 new ones. */
function importFile(dir: string): string {
  const rows = generatedImportRows(IMPORT_ROWS, {
    existing: EXISTING,
    priceRiseNaira: 500,
    stock: (row, size) => (row + size) % 12,
  })
  const file = path.join(dir, 'import.csv')
  writeFileSync(file, writeCsv(rows))
  return file
}

/** `npm run admin -- products import FILE` against `server`: its answer, progress and time. */
function runImport(
  server: BenchServer,
  file: string,
  databaseUrl: string | undefined,
  scratch: string,
) {
  const [node, flags] = nodeWithTypeScript(path.join(repoRoot, 'apps/server/src/admin/cli.ts'))
  const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: 'production' }
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl
    env.DATA_DIR = scratch
  } else {
    delete env.DATABASE_URL
    env.DATA_DIR = server.dataDir
    env.PORT = new URL(server.url).port
  }
  const started = performance.now()
  const child = spawn(node, [...flags, 'products', 'import', file], { cwd: repoRoot, env })
  const stop = onCleanup(() => child.kill('SIGKILL'))
  let stdout = ''
  const lines: string[] = []
  child.stdout.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      lines.push(`${((performance.now() - started) / 1000).toFixed(1)} s  ${line}`)
    }
  })
  const timeout = setTimeout(() => child.kill('SIGKILL'), IMPORT_TIMEOUT_MS)
  return new Promise<{ seconds: number; answer: string; lines: string[] }>((resolve, reject) => {
    child.on('exit', (code) => {
      clearTimeout(timeout)
      void stop()
      const seconds = (performance.now() - started) / 1000
      if (code === 0) resolve({ seconds, answer: stdout.trim(), lines })
      else reject(new Error(`The import exited with ${code}:\n${lines.slice(-10).join('\n')}`))
    })
  })
}

/** Shoppers browsing product pages and their account until `stop()`, timed into `tallies`. */
function browse(server: BenchServer, token: string, ids: readonly string[]) {
  const call = keptAliveClient(server.url, SHOPPERS)
  let timed = timer()
  let running = true
  /** Requests slower than the target: when they started (ms since the bench's start) and took. */
  const slow: { kind: string; at: number; ms: number }[] = []
  const ask = async (kind: string, route: string, headers: Record<string, string> = {}) => {
    const started = performance.now()
    await timed(kind, 200, () => call('GET', route, { headers }))
    const ms = performance.now() - started
    if (ms > P99_TARGET_MS) slow.push({ kind, at: started, ms })
  }
  const shopper = async (n: number) => {
    for (let i = n; running; i += 1) {
      if (i % 2 === 0) await ask('product page', `/api/products/${ids[i % ids.length]}`)
      else await ask('/api/users/me', '/api/users/me', { token })
      await new Promise((resolve) => setTimeout(resolve, THINK_MS))
    }
  }
  const shoppers = Array.from({ length: SHOPPERS }, (_, n) => shopper(n))
  return {
    /** Starts a new tally, and answers the one until now with its slow requests. */
    next() {
      const { tallies } = timed
      timed = timer()
      return { tallies, slow: slow.splice(0) }
    },
    async stop() {
      running = false
      await Promise.all(shoppers)
    },
  }
}

/** Signs a shopper up, for `/api/users/me`. */
async function signUp(server: BenchServer): Promise<string> {
  const res = await fetch(`${server.url}/api/users/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.91' },
    body: JSON.stringify({
      name: 'Bench Shopper',
      email: `bench.import.${Date.now()}@example.com`,
      password: 'bench shopper passphrase',
    }),
  })
  if (res.status !== 201) throw new Error(`Sign-up answered ${res.status}`)
  return ((await res.json()) as { token: string }).token
}

const p99 = (tally: Tally | undefined) => (tally ? tally.percentile(99) : null)

/** The import measured on one database. */
async function measureOn(
  label: Target,
  server: BenchServer,
  databaseUrl: string | undefined,
  scratch: string,
  signal: AbortSignal,
): Promise<AreaResult> {
  const file = importFile(scratch)
  const token = await signUp(server)
  const ids = generatedProducts(EXISTING).map((product) => product.slug)
  const shoppers = browse(server, token, ids)
  try {
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS))
    shoppers.next()
    await new Promise((resolve) => setTimeout(resolve, BEFORE_MS))
    signal.throwIfAborted()
    const before = shoppers.next().tallies
    progress(`import [${label}]: importing ${IMPORT_ROWS.toLocaleString('en-GB')} rows`)
    const importStarted = performance.now()
    const imported = await Promise.race([
      runImport(server, file, databaseUrl, scratch),
      server.died,
    ])
    const { tallies: during, slow } = shoppers.next()
    for (const line of imported.lines) progress(`import [${label}]: ${line}`)
    const expected = `${EXISTING} created, ${EXISTING} updated, 0 unchanged.`
    if (!imported.answer.endsWith(expected)) {
      throw new Error(`The import answered "${imported.answer}", not "…${expected}"`)
    }
    const rows: Row[] = [
      {
        area: 'import',
        figure: 'rows a second (10,000-row import)',
        page: label,
        value: IMPORT_ROWS / imported.seconds,
        unit: 'rows/s',
        digits: 0,
      },
      {
        area: 'import',
        figure: 'import time',
        page: label,
        value: imported.seconds,
        unit: 's',
        digits: 1,
      },
    ]
    for (const kind of ['product page', '/api/users/me']) {
      rows.push(
        {
          area: 'import',
          figure: 'p99 during the import',
          page: `${kind}, ${label}`,
          value: p99(during.get(kind)),
          unit: 'ms',
          digits: 0,
          target: { op: '<=', value: P99_TARGET_MS },
        },
        {
          area: 'import',
          figure: 'p99 before the import',
          page: `${kind}, ${label}`,
          value: p99(before.get(kind)),
          unit: 'ms',
          digits: 0,
        },
      )
    }
    const answered = [...during.values()].reduce((n, tally) => n + tally.latenciesMs.length, 0)
    const failed = [...during.values()].reduce((n, tally) => n + tally.errors, 0)
    rows.push({
      area: 'import',
      figure: 'requests failed during the import',
      page: label,
      value: failed,
      unit: '',
      digits: 0,
      target: { op: '=', value: 0 },
    })
    const max = (kind: string) => round(Math.max(...(during.get(kind)?.latenciesMs ?? [0])))
    return {
      rows,
      notes: [
        `${label}: ${answered.toLocaleString('en-GB')} requests answered during the import (${round(imported.seconds, 1)} s); the slowest product page ${max('product page')} ms, the slowest /api/users/me ${max('/api/users/me')} ms; ${slow.length} over ${P99_TARGET_MS} ms${slow.length > 0 ? `, asked at ${slow.map(({ at }) => `${round((at - importStarted) / 1000, 1)} s`).join(', ')} into the import` : ''}.`,
      ],
      details: {
        answer: imported.answer,
        progress: imported.lines,
        slow: slow.map(({ kind, at, ms }) => ({
          kind,
          at: round((at - importStarted) / 1000, 2),
          ms: round(ms),
        })),
        during: Object.fromEntries(
          [...during].map(([kind, tally]) => [
            kind,
            {
              count: tally.latenciesMs.length,
              p50: tally.percentile(50),
              p99: tally.percentile(99),
              errors: tally.errors,
              samples: tally.samples,
            },
          ]),
        ),
      },
    }
  } finally {
    await shoppers.stop()
  }
}

/** A server on a catalogue of the launch range and the 5,000 products the file updates. */
async function prepare(label: Target, serverUrl: string | undefined) {
  const products = LAUNCH_RANGE + EXISTING
  if (label === 'embedded') {
    return {
      server: await launchServer({}, { products }),
      databaseUrl: undefined,
      drop: async () => {},
    }
  }
  const throwaway = await createThrowawayDatabase(serverUrl as string)
  const drop = onCleanup(() => throwaway.drop())
  try {
    const { db, close } = await openDatabase({ databaseUrl: throwaway.url, dataDir: 'unused' })
    try {
      await seedGrownCatalogue(db, products)
    } finally {
      await close()
    }
    return {
      server: await launchServer({ DATABASE_URL: throwaway.url }),
      databaseUrl: throwaway.url,
      drop,
    }
  } catch (error) {
    await drop()
    throw error
  }
}

export async function measureImport(signal: AbortSignal): Promise<AreaResult> {
  const databaseServer = process.env.BENCH_DATABASE_URL
  const targets: Target[] = databaseServer ? ['embedded', 'PostgreSQL'] : ['embedded']
  const scratch = mkdtempSync(path.join(tmpdir(), 'adire-bench-import-'))
  const removeScratch = onCleanup(() => rmSync(scratch, { recursive: true, force: true }))
  const result: AreaResult = {
    rows: [],
    notes: [
      `A catalogue of the launch range and ${EXISTING.toLocaleString('en-GB')} generated products; a CSV of ${IMPORT_ROWS.toLocaleString('en-GB')} rows updating those ${EXISTING.toLocaleString('en-GB')} (a new price, every size counted) and adding ${EXISTING.toLocaleString('en-GB')} new ones, imported with npm run admin -- products import (checked whole, then saved in batches: ADR 035). Rows a second: the rows over the whole command, from start to answer.`,
      `Meanwhile ${SHOPPERS} shoppers each ask for a product page (GET /api/products/:id) and their account (GET /api/users/me) in turn, ${THINK_MS} ms apart, over kept-alive sockets, from the bench's process on the same cores: ${WARM_UP_MS / 1000} s of warm-up, ${BEFORE_MS / 1000} s before the import, then for as long as it runs.`,
    ],
    details: {},
  }
  try {
    for (const label of targets) {
      progress(
        `import [${label}]: starting a server on ${(LAUNCH_RANGE + EXISTING).toLocaleString('en-GB')} products`,
      )
      const { server, databaseUrl, drop } = await prepare(label, databaseServer)
      try {
        const measured = await measureOn(label, server, databaseUrl, scratch, signal)
        result.rows.push(...measured.rows)
        result.notes.push(...measured.notes)
        ;(result.details as Record<string, unknown>)[label] = measured.details
      } finally {
        await server.stop()
        await drop()
      }
    }
    if (!databaseServer) {
      result.notes.push('BENCH_DATABASE_URL is not set: measured on the embedded database only.')
    }
    return result
  } finally {
    await removeScratch()
  }
}
