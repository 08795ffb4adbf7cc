/**
 * The dynamic endpoints' baseline: `bare-dynamic.ts` as a child process, running the same SQL
 * through the same driver with nothing else, and answering with our server's headers.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { onCleanup } from '../cleanup.ts'
import { HOP_BY_HOP, rawRequest } from '../raw-http.ts'
import type { Account } from './accounts.ts'

export interface BareServer {
  url: string
  /** Rejects if the bare server exits before `stop()`. */
  died: Promise<never>
  stop: () => Promise<void>
}

export async function startBare(env: Record<string, string>): Promise<BareServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '..', 'bare-dynamic.ts')],
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

/** Headers our server sends with an answer, for the bare server to send as well. */
export async function recordHeaders(
  baseUrl: string,
  account: Account,
): Promise<Record<string, string>> {
  const res = await rawRequest(new URL('/api/cart/get', baseUrl).href, {
    headers: { token: account.token },
  })
  if (res.status !== 200) throw new Error(`GET /api/cart/get answered ${res.status}`)
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !HOP_BY_HOP.has(name))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
  )
}
