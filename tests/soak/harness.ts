/**
 * Real processes for the soak tests: store servers that can be killed and started again on the
 * same data, the Paystack emulator as a service of its own (shared by several servers), and
 * throwaway PostgreSQL databases.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect, createServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { onTestFinished } from 'vitest'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { createServices } from '../../apps/server/src/services.ts'
import { fastPasswords, RecordingMailer } from '../../apps/server/src/testing/services.ts'
import { runAdminCommand } from '../admin-command.ts'
import { freePort, nodeWithTypeScript, repoRoot, runServerProcess } from '../e2e/server.ts'

export { freePort }

/**
 * How hard the soak tests push. `npm run test:soak` runs the full size; CI sets
 * `SOAK_SIZE=ci` for a bounded form that crosses every path with fewer repetitions (it has a
 * time budget, and the full form's extra rounds find timing faults, not new paths).
 */
export const SOAK =
  process.env.SOAK_SIZE === 'ci'
    ? { payments: 40, shoppers: 50, killAfterMs: [100, 850, 1300] }
    : { payments: 100, shoppers: 100, killAfterMs: [100, 500, 850, 1000, 1300] }

export const tempDir = (name: string) => mkdtempSync(path.join(tmpdir(), `adire-soak-${name}-`))

export interface Store {
  url: string
  dataDir: string
  process: ChildProcess
  output: () => string
  /** SIGTERM (a graceful stop) or SIGKILL (a crash); resolves once the process has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<void>
}

/** A production store server on `port` with `dataDir`, ready once /healthz answers. */
export async function startStore(env: Record<string, string>, dataDir: string, port?: number) {
  const listen = port ?? (await freePort())
  const url = `http://127.0.0.1:${listen}`
  const { child, output, exited } = runServerProcess({
    PUBLIC_URL: url,
    ...env,
    PORT: String(listen),
    DATA_DIR: dataDir,
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The store exited early:\n${output()}`)
    }
    if (Date.now() > deadline) throw new Error(`The store did not become healthy:\n${output()}`)
    if (
      await fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const store: Store = {
    url,
    dataDir,
    process: child,
    output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
  onTestFinished(() => store.stop('SIGKILL'))
  return store
}

/**
 * The Paystack emulator on a port of its own, outliving any store server it serves; it posts
 * its webhooks to `webhookUrl` when given.
 */
export async function startEmulator({ latencyMs = 0, webhookUrl = '', refundSeconds = 1 } = {}) {
  const secretKey = `sk_test_soak_${randomUUID().replaceAll('-', '')}`
  const child = spawn(
    ...nodeWithTypeScript('apps/server/src/payments/paystack/emulator/standalone.ts'),
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: '0',
        EMULATOR_SECRET_KEY: secretKey,
        LATENCY_MS: String(latencyMs),
        REFUND_SECONDS: String(refundSeconds),
        // Paystack's schedule scaled so a failed webhook is tried again after 5 s, not 3 minutes.
        WEBHOOK_RETRY_SCALE: String(1 / 36),
        WEBHOOK_URL: webhookUrl,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The emulator exited with ${code}`)))
    child.stdout.once('data', (chunk) => resolve(String(chunk).trim()))
  })
  onTestFinished(() => {
    child.kill('SIGKILL')
  })
  const origin = `http://127.0.0.1:${port}`
  return {
    secretKey,
    baseUrl: `${origin}/paystack-emulator`,
    /** Pays a transaction with a test card, as the shopper would on the checkout page. */
    pay: (accessCode: string, card = '4084084084084081') =>
      fetch(`${origin}/paystack-emulator/checkout/${accessCode}/pay`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `card=${card}`,
      }),
    /** Every refund the emulator has taken, as Paystack's `GET /refund` lists them. */
    refunds: async (): Promise<{ transaction_reference: string; status: string }[]> => {
      // Paystack's list comes a page at a time (50 unless asked for more), as the emulator's does.
      const all: { transaction_reference: string; status: string }[] = []
      for (let page = 1; ; page += 1) {
        const res = await fetch(`${origin}/paystack-emulator/refund?perPage=100&page=${page}`, {
          headers: { Authorization: `Bearer ${secretKey}` },
        })
        const { data } = (await res.json()) as {
          data: { transaction_reference: string; status: string }[]
        }
        all.push(...data)
        if (data.length < 100) return all
      }
    },
    /** The store settings that make a server use this emulator as its Paystack. */
    storeEnv: (): Record<string, string> => ({
      PAYSTACK_SECRET_KEY: secretKey,
      PAYSTACK_PUBLIC_KEY: 'pk_test_soak',
      PAYSTACK_BASE_URL: `${origin}/paystack-emulator`,
    }),
  }
}

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, dropped after the test. */
export async function freshDatabase(serverUrl: string): Promise<string> {
  const name = `adire_soak_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  onTestFinished(async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl })
    await cleanup.connect()
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await cleanup.end()
  })
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export const removeLater = (dir: string) =>
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))

/** JSON calls to a store, as the storefront makes them. */
export function client(baseUrl: string) {
  return async (
    method: string,
    route: string,
    body?: unknown,
    headers: Record<string, string> = {},
    // biome-ignore lint/suspicious/noExplicitAny: each soak test reads the few fields it checks.
  ): Promise<{ status: number; body: any }> => {
    const res = await fetch(`${baseUrl}${route}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? null : JSON.stringify(body),
    })
    return { status: res.status, body: await res.json().catch(() => undefined) }
  }
}

/** A delivery address that passes the contract. */
export const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.com',
  street: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  zipcode: '106104',
  country: 'Nigeria',
  phone: '08031234567',
}

type Call = ReturnType<typeof client>

/** Signs a new shopper up; returns the header that carries their session. */
export async function signUp(call: Call, name: string, headers: Record<string, string> = {}) {
  const email = `${name.replaceAll(' ', '.')}.${randomUUID()}@example.com`
  const res = await call(
    'POST',
    '/api/users/register',
    { name, email, password: 'soak passphrase' },
    headers,
  )
  if (res.status !== 201)
    throw new Error(`Sign-up failed: ${res.status} ${JSON.stringify(res.body)}`)
  return { token: res.body.token as string, email }
}

/** A store team member on the shared database: signed up, then `npm run admin -- create-admin`. */
export async function teamMember(
  call: Call,
  databaseUrl: string,
  name: string,
  headers: Record<string, string> = {},
) {
  const member = await signUp(call, name, headers)
  await runAdminCommand({ databaseUrl }, 'create-admin', member.email)
  return { token: member.token }
}

/**
 * `count` shopper accounts made straight in the database at `databaseUrl`, with sessions that
 * the stores sharing `authSecret` accept: as many as a race needs, without a production-cost
 * password hash each (the sign-up itself has its own tests).
 */
export async function shopperAccounts(databaseUrl: string, authSecret: string, count: number) {
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' })
  try {
    const services = createServices({
      db: database.db,
      publicUrl: 'http://127.0.0.1',
      authSecret: Buffer.from(authSecret, 'utf8'),
      mailer: new RecordingMailer(),
      passwords: fastPasswords(),
    })
    const accounts = await Promise.all(
      Array.from({ length: count }, (_, n) =>
        services.users.register({
          name: `Racing shopper ${n}`,
          email: `racer.${n}.${randomUUID()}@example.com`,
          password: 'soak passphrase',
        }),
      ),
    )
    // Their welcome e-mails go to the recording mailer before the database closes.
    await services.background.drain()
    return accounts
  } finally {
    await database.close()
  }
}

/** An order for one Lagos Sun Cap, with the amount the storefront would show (naira). */
export async function capOrder(call: Call) {
  const [{ body: settings }, { body: catalogue }] = await Promise.all([
    call('GET', '/api/store/settings'),
    call('GET', '/api/products/list'),
  ])
  const cap = catalogue.products.find((p: { _id: string }) => p._id === 'lagos-sun-cap')
  return {
    address: ADDRESS,
    items: [{ _id: cap._id as string, selectedSize: 'One size', quantity: 1 }],
    amount: (cap.price as number) + (settings.deliveryFee as number),
  }
}

/**
 * A TCP proxy in front of a PostgreSQL server: `cut()` drops every connection and refuses new
 * ones, as a database that stops; `restore()` lets connections through again.
 */
export async function databaseProxy(databaseUrl: string) {
  const target = new URL(databaseUrl)
  const sockets = new Set<Socket>()
  const server = createServer((incoming) => {
    const outgoing = connect(Number(target.port || 5432), target.hostname)
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {
        incoming.destroy()
        outgoing.destroy()
      })
    }
    incoming.pipe(outgoing).pipe(incoming)
  })
  const port = await freePort()
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  await listen()
  onTestFinished(() => {
    for (const socket of sockets) socket.destroy()
    server.close()
  })
  const url = new URL(databaseUrl)
  url.host = `127.0.0.1:${port}`
  return {
    url: url.toString(),
    cut: async () => {
      const closed = new Promise((resolve) => server.close(resolve))
      for (const socket of sockets) socket.destroy()
      await closed
    },
    restore: listen,
  }
}
