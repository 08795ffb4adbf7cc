/**
 * The dynamic endpoints near their limit: the cart, the order list, placing an order and
 * logging in, with many signed-in shoppers, on the embedded database and (BENCH_DATABASE_URL)
 * on a throwaway database on that PostgreSQL server. The cart and order-list calls are compared
 * with `bare-dynamic.ts`, which runs the same SQL through the same driver with nothing else.
 *
 * The area starts its own servers (the shared bench server is not used): a fixed AUTH_SECRET
 * lets the bare server check the same session tokens, and the embedded database has to be
 * copied while no server holds it (PGlite is opened by one process at a time).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { cartSubtotal, cartTotal, type Product } from '@adire/contract'
import type { Result as LoadResult, Options, RequestParams } from 'autocannon'
import { createThrowawayDatabase } from '../apps/server/src/testing/database.ts'
import { cannon } from './api.ts'
import { onCleanup } from './cleanup.ts'
import { progress } from './log.ts'
import { sampleRss } from './logins.ts'
import { rawRequest } from './raw-http.ts'
import type { AreaResult, Row } from './report.ts'
import { type BenchServer, launchServer } from './server.ts'
import { BENCH_ADDRESS, type Call, checkoutCalls, signUpShopper } from './shoppers.ts'
import { median } from './stats.ts'

const connections = 64
const warmUpSeconds = 2
/** Rounds of ours then bare, as in api.ts (fewer: there are four endpoints per database). */
const rounds = 3
/** Shoppers signed up before measuring; every request is one of theirs, in turn. */
const accountCount = 256
/** Orders each shopper has placed (the first one paid) when the order list is measured. */
const ordersPerAccount = 3
/** Cart lines each shopper holds; the cart calls change these lines. */
const linesPerAccount = 3
/** Sign-ups in flight per server: well inside the password hasher's queue (16). */
const setupWorkers = 8
const ratioTarget = 0.8
const cartWriteP99TargetMs = 50
const password = 'bench passphrase 2026'

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
])

interface Account {
  email: string
  token: string
  /** Sign-up address, as the X-Forwarded-For of a shopper behind the one trusted proxy. */
  address: string
  lines: Array<{ productId: string; size: string }>
}

interface Catalogue {
  products: Product[]
  deliveryFee: number
}

/** One database under test, with our server on it once prepared. */
interface Target {
  label: 'embedded' | 'PostgreSQL'
  server: BenchServer
  accounts: Account[]
  catalogue: Catalogue
  /** Our server's environment (the embedded one restarts with it). */
  env: Record<string, string>
  /** How the bare server reaches the same data. */
  bareEnv: Record<string, string>
  /** Stops what the target holds (server, throwaway database). */
  release: () => Promise<void>
}

interface Answer {
  status: number
  body: unknown
}

async function call(
  baseUrl: string,
  method: string,
  route: string,
  options: { json?: unknown; form?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers }
  let body: string | undefined
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.json)
  } else if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    body = options.form
  }
  const res = await rawRequest(new URL(route, baseUrl).href, { method, headers, body })
  const text = res.body.toString('utf8')
  const json = String(res.headers['content-type'] ?? '').includes('json')
  return { status: res.status, body: json ? JSON.parse(text) : text }
}

async function expectStatus(
  what: string,
  expected: number,
  send: () => Promise<Answer>,
): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await send()
    if (answer.status === expected) return answer
    // The server was briefly full (two servers set up at once share the cores).
    if (answer.status === 503 && attempt < 5) {
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt))
      continue
    }
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`)
  }
}

/** A valid order of one unit of `product`, at the amount the server will compute. */
function orderBody({ products, deliveryFee }: Catalogue, n: number): string {
  const product = products[n % products.length] as Product
  const size = product.sizes[n % product.sizes.length] as string
  return JSON.stringify({
    address: BENCH_ADDRESS,
    items: [{ _id: product._id, selectedSize: size, quantity: 1 }],
    amount: cartTotal(cartSubtotal([{ product, quantity: 1 }]), deliveryFee),
  })
}

/** Signs a shopper up, places their orders (paying the first) and fills their cart. */
async function prepareAccount(baseUrl: string, catalogue: Catalogue, n: number): Promise<Account> {
  const address = `10.2.${n >> 8}.${n & 255}`
  const shopper: Call = (method, route, options) => call(baseUrl, method, route, options)
  const { email, headers: signedIn } = await signUpShopper(shopper, {
    name: `Dynamic ${n}`,
    address,
    password,
  })
  const token = signedIn.token
  const headers = { token }
  for (let i = 0; i < ordersPerAccount; i++) {
    const placed = await expectStatus('place order', 201, () =>
      checkoutCalls.place(shopper, headers, JSON.parse(orderBody(catalogue, n + i))),
    )
    if (i > 0) continue
    const { accessCode, reference } = placed.body as { accessCode: string; reference: string }
    await expectStatus('pay (emulator)', 200, () => checkoutCalls.pay(shopper, accessCode))
    const verified = await expectStatus('verify', 200, () =>
      checkoutCalls.verify(shopper, headers, reference),
    )
    if (!(verified.body as { success?: boolean }).success) {
      throw new Error(`verify: the emulator's payment of ${reference} was not confirmed`)
    }
  }
  const lines: Account['lines'] = []
  for (let i = 0; i < linesPerAccount; i++) {
    const product = catalogue.products[(n * linesPerAccount + i) % catalogue.products.length]
    if (!product || lines.some((line) => line.productId === product._id)) continue
    const line = { productId: product._id, size: product.sizes[0] as string }
    await expectStatus('cart line', 200, () =>
      call(baseUrl, 'POST', '/api/cart/items', { json: { ...line, quantity: 1 }, headers }),
    )
    lines.push(line)
  }
  return { email, token, address, lines }
}

async function prepareAccounts(
  label: string,
  baseUrl: string,
  signal: AbortSignal,
): Promise<{ accounts: Account[]; catalogue: Catalogue }> {
  const list = await call(baseUrl, 'GET', '/api/products/list')
  const settings = await call(baseUrl, 'GET', '/api/store/settings')
  const catalogue: Catalogue = {
    products: (list.body as { products: Product[] }).products,
    deliveryFee: (settings.body as { deliveryFee: number }).deliveryFee,
  }
  if (catalogue.products.length === 0) throw new Error('the catalogue is empty')
  const accounts: Account[] = []
  let next = 0
  const worker = async () => {
    while (next < accountCount) {
      signal.throwIfAborted()
      const n = next++
      accounts[n] = await prepareAccount(baseUrl, catalogue, n)
      if ((n + 1) % 64 === 0) progress(`dynamic [${label}]: ${n + 1} of ${accountCount} shoppers`)
    }
  }
  await Promise.all(Array.from({ length: setupWorkers }, worker))
  return { accounts, catalogue }
}

/** The embedded database: our server on a data directory of the area's own. */
async function prepareEmbedded(
  scratch: string,
  env: Record<string, string>,
  signal: AbortSignal,
): Promise<Target> {
  const dataDir = path.join(scratch, 'embedded')
  mkdirSync(dataDir)
  const server = await launchServer(env, { dataDir })
  try {
    const prepared = await alive(server, prepareAccounts('embedded', server.url, signal))
    return {
      label: 'embedded',
      server,
      ...prepared,
      env,
      bareEnv: {},
      release: () => server.stop(),
    }
  } catch (error) {
    await server.stop()
    throw error
  }
}

/** A throwaway database on BENCH_DATABASE_URL's server, and our server on it. */
async function preparePostgres(
  serverUrl: string,
  env: Record<string, string>,
  signal: AbortSignal,
): Promise<Target> {
  const throwaway = await createThrowawayDatabase(serverUrl)
  const drop = onCleanup(() => throwaway.drop())
  let server: BenchServer | undefined
  const release = async () => {
    await server?.stop()
    await drop()
  }
  try {
    server = await launchServer({ ...env, DATABASE_URL: throwaway.url })
    const prepared = await alive(server, prepareAccounts('PostgreSQL', server.url, signal))
    return {
      label: 'PostgreSQL',
      server,
      ...prepared,
      env,
      bareEnv: { BENCH_BARE_DATABASE_URL: throwaway.url },
      release,
    }
  } catch (error) {
    await release()
    throw error
  }
}

/** `work`, unless the server exits first. */
function alive<T>(server: BenchServer, work: Promise<T>): Promise<T> {
  return Promise.race([work, server.died])
}

/**
 * Hands the embedded database to the bare server: our server stops (PGlite closes its files),
 * the database is copied, and our server starts again on the original.
 */
async function splitEmbedded(target: Target, scratch: string): Promise<Target> {
  const dataDir = target.server.dataDir
  await target.server.stop()
  const copy = path.join(scratch, 'bare', 'pglite')
  cpSync(path.join(dataDir, 'pglite'), copy, { recursive: true })
  const server = await launchServer(target.env, { dataDir })
  return {
    ...target,
    server,
    bareEnv: { BENCH_BARE_PGLITE_DIR: copy },
    release: () => server.stop(),
  }
}

interface BareServer {
  url: string
  /** Rejects if the bare server exits before `stop()`. */
  died: Promise<never>
  stop: () => Promise<void>
}

async function startBare(env: Record<string, string>): Promise<BareServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-dynamic.ts')],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let stopping = false
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const died = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) => {
      if (!stopping) reject(new Error(`the bare server exited (${signal ?? `exit ${code}`})`))
    })
  })
  died.catch(() => {})
  const stop = onCleanup(async () => {
    stopping = true
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  })
  try {
    const port = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('bare server did not start')), 60_000)
      died.catch(reject)
      createInterface({ input: child.stdout }).once('line', (line) => {
        clearTimeout(timer)
        resolve(line.trim())
      })
    })
    return { url: `http://127.0.0.1:${port}`, died, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

interface Figures {
  requestsPerSecond: number
  p50: number
  p99: number
  requests: number
  /** Connection errors, timeouts and answers other than the expected status. */
  failures: number
  statuses: Record<string, number>
}

function figures(result: LoadResult, expected: number): Figures {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
  )
  const unexpected = Object.entries(statuses)
    .filter(([status]) => Number(status) !== expected)
    .reduce((sum, [, count]) => sum + count, 0)
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + unexpected,
    statuses,
  }
}

function medianFigures(runs: Figures[]): Figures {
  const of = (key: 'requestsPerSecond' | 'p50' | 'p99') => median(runs.map((run) => run[key]))
  const statuses: Record<string, number> = {}
  for (const run of runs) {
    for (const [status, count] of Object.entries(run.statuses)) {
      statuses[status] = (statuses[status] ?? 0) + count
    }
  }
  return {
    requestsPerSecond: of('requestsPerSecond'),
    p50: of('p50'),
    p99: of('p99'),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    statuses,
  }
}

interface DynamicEndpoint {
  name: string
  method: 'GET' | 'POST' | 'PUT'
  path: string
  expected: number
  /** A cart write: held to the p99 target on PostgreSQL. */
  write?: boolean
  /**
   * The headers and body of request `n` of a run, made for `account`; `round` counts how many
   * times the run has gone round all the shoppers.
   */
  request: (
    account: Account,
    n: number,
    round: number,
  ) => { headers: Record<string, string>; body?: string }
}

const json = (token: string) => ({ token, 'content-type': 'application/json' })

const comparedEndpoints: DynamicEndpoint[] = [
  {
    name: 'cart get',
    method: 'GET',
    path: '/api/cart/get',
    expected: 200,
    request: (account) => ({ headers: { token: account.token } }),
  },
  {
    name: 'cart add (items)',
    method: 'POST',
    path: '/api/cart/items',
    expected: 200,
    write: true,
    // Each shopper's k-th request adds to their k-th line (round the lines).
    request: (account, _, round) => ({
      headers: json(account.token),
      body: JSON.stringify({ ...account.lines[round % account.lines.length], quantity: 1 }),
    }),
  },
  {
    name: 'cart update',
    method: 'PUT',
    path: '/api/cart/update',
    expected: 200,
    write: true,
    request: (account, _, round) => ({
      headers: json(account.token),
      // Never 0: the line stays, so every request is the same upsert.
      body: JSON.stringify({
        ...account.lines[round % account.lines.length],
        quantity: 1 + (round % 3),
      }),
    }),
  },
  {
    name: 'order list',
    method: 'POST',
    path: '/api/order/userorders',
    expected: 200,
    request: (account) => ({ headers: { token: account.token } }),
  },
]

/**
 * Load options whose requests go round the shoppers: each request is the next shopper's (a
 * counter shared by the connections), so the load is spread over many sessions, carts and
 * order lists rather than one hot row.
 */
function rotating(
  baseUrl: string,
  endpoint: DynamicEndpoint,
  accounts: Account[],
  seconds: number,
  extra: Partial<Options> = {},
): Options {
  let n = 0
  return {
    url: new URL(endpoint.path, baseUrl).href,
    connections,
    duration: seconds,
    method: endpoint.method,
    ...extra,
    requests: [
      {
        setupRequest: (request: RequestParams) => {
          const i = n++
          const account = accounts[i % accounts.length] as Account
          const { headers, body } = endpoint.request(account, i, Math.floor(i / accounts.length))
          return {
            ...request,
            method: endpoint.method,
            path: endpoint.path,
            headers,
            ...(body === undefined ? {} : { body }),
          }
        },
      },
    ],
  }
}

/** Headers our server sends with an answer, for the bare server to send as well. */
async function recordHeaders(baseUrl: string, account: Account): Promise<Record<string, string>> {
  const res = await rawRequest(new URL('/api/cart/get', baseUrl).href, {
    headers: { token: account.token },
  })
  if (res.status !== 200) throw new Error(`GET /api/cart/get answered ${res.status}`)
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !hopByHop.has(name))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
  )
}

interface Measured {
  rows: Row[]
  details: unknown[]
  notes: string[]
}

async function measureTarget(
  target: Target,
  seconds: number,
  signal: AbortSignal,
  watch: (died: Promise<never>) => void,
): Promise<Measured> {
  const { server, accounts, label } = target
  watch(server.died)
  const rows: Row[] = []
  const details: unknown[] = []
  const notes: string[] = []
  const row = (figure: string, page: string, value: number, unit: string, digits: number): Row => ({
    area: 'dynamic',
    figure,
    page: `${page} [${label}]`,
    value,
    unit,
    digits,
  })
  const run = async (options: Options, expected: number) => {
    const result = await cannon(options, signal)
    signal.throwIfAborted()
    return figures(result, expected)
  }

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
          await run(rotating(server.url, endpoint, accounts, warmUpSeconds), endpoint.expected)
          await run(rotating(bare.url, endpoint, accounts, warmUpSeconds), endpoint.expected)
          for (let round = 1; round <= rounds; round++) {
            progress(`${label}, round ${round} of ${rounds}: ours, then bare (${seconds} s each)`)
            oursRuns.push(
              await run(rotating(server.url, endpoint, accounts, seconds), endpoint.expected),
            )
            bareRuns.push(
              await run(rotating(bare.url, endpoint, accounts, seconds), endpoint.expected),
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

  // Placing an order: our server only (the emulator's transaction is part of the call).
  {
    const endpoint: DynamicEndpoint = {
      name: 'place order (emulator)',
      method: 'POST',
      path: '/api/order/paystack',
      expected: 201,
      request: (account, n) => ({
        headers: json(account.token),
        body: orderBody(target.catalogue, n),
      }),
    }
    progress(`dynamic [${target.label}]: ${endpoint.name}, ${warmUpSeconds} s warm-up`)
    const measured = await Promise.race([
      (async () => {
        await run(rotating(server.url, endpoint, accounts, warmUpSeconds), endpoint.expected)
        progress(`dynamic [${target.label}]: ${endpoint.name} (${seconds} s)`)
        return run(rotating(server.url, endpoint, accounts, seconds), endpoint.expected)
      })(),
      server.died,
    ])
    rows.push(
      row('req/s (ours)', endpoint.name, measured.requestsPerSecond, '', 0),
      row('p50 latency (ours)', endpoint.name, measured.p50, 'ms', 1),
      row('p99 latency (ours)', endpoint.name, measured.p99, 'ms', 1),
      {
        ...row('errors + non-201 (ours)', endpoint.name, measured.failures, '', 0),
        target: { op: '=', value: 0 },
      },
    )
    details.push({ database: target.label, endpoint: endpoint.name, ours: measured })
  }

  // Logging in with the right password: each login a scrypt hash (one at a time, 16 waiting).
  {
    let address = 0
    const endpoint: DynamicEndpoint = {
      name: 'login',
      method: 'POST',
      path: '/api/users/login',
      expected: 200,
      request: (account) => {
        // A new address per login, as many shoppers logging in at once have: no per-address
        // limit applies, so the hasher is what is measured.
        address += 1
        return {
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${64 + ((address >> 16) & 63)}.${(address >> 8) & 255}.${address & 255}`,
          },
          body: JSON.stringify({ email: account.email, password }),
        }
      },
    }
    progress(`dynamic [${target.label}]: ${endpoint.name} (${seconds} s)`)
    const stopSampling = sampleRss(server.pid)
    const result = await Promise.race([
      cannon(rotating(server.url, endpoint, accounts, seconds, { timeout: 30 }), signal),
      server.died,
    ])
    const memory = stopSampling()
    signal.throwIfAborted()
    const measured = figures(result, 200)
    const signedIn = measured.statuses['200'] ?? 0
    const refused = measured.statuses['503'] ?? 0
    rows.push(
      row('logins signed in per s', endpoint.name, signedIn / result.duration, '', 1),
      row('answers per s (signed in or refused)', endpoint.name, measured.requestsPerSecond, '', 0),
      row('refused 503 (hasher full)', endpoint.name, refused, '', 0),
      row('p50 latency (all answers)', endpoint.name, measured.p50, 'ms', 1),
      row('p99 latency (all answers)', endpoint.name, measured.p99, 'ms', 1),
      {
        ...row(
          'errors + non-2xx other than 503',
          endpoint.name,
          measured.failures - refused,
          '',
          0,
        ),
        target: { op: '=', value: 0 },
      },
      row('server RSS peak', endpoint.name, memory.peakMb, 'MB', 0),
    )
    details.push({
      database: target.label,
      endpoint: endpoint.name,
      ours: measured,
      peakRssMb: memory.peakMb,
    })
  }
  return { rows, details, notes }
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
    notes.unshift(
      `${accountCount} shoppers signed up beforehand (each from an address of their own, through the one trusted proxy hop), each with ${ordersPerAccount} orders (the first paid on the emulator) and ${linesPerAccount} cart lines. autocannon, ${connections} connections; every request is the next shopper's, in turn. Cart and order list: ${warmUpSeconds} s warm-up of each server, then ${rounds} rounds of ${seconds} s on ours and ${seconds} s on the bare server, in turn; medians of the rounds.`,
      `The bare server (bench/bare-dynamic.ts) is plain node:http running the same SQL through the same driver: a pg Pool of 10 on PostgreSQL, on the same database; PGlite on a copy of the embedded database made after the sign-ups. Its answers carry our server's headers.`,
      `Place order and login are measured on our server only (${warmUpSeconds} s warm-up for place order, then ${seconds} s each): the emulator's transaction and the password hash are no SQL to compare with. Logins use the right password, each from a new address; the hasher takes one at a time (cores - 1) with 16 waiting and turns the rest away with 503 by design, so 503s are counted apart. RSS is the server process tree's, sampled every 100 ms${databaseServer ? ' (on PostgreSQL, without the database server)' : ''}.`,
    )
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
