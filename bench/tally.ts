/**
 * What the load benches share: a client over kept-alive sockets, as many browsers would hold
 * them, and a tally of each kind of request's latencies and failures.
 */
import { Agent, request } from 'node:http'
import type { Answer, Call } from './shoppers.ts'

/**
 * Requests over `connections` kept-alive sockets, as many browsers would hold them. A request
 * sent on a kept-alive socket that the server closed as idle at that moment is reset before any
 * answer; like a browser, the client sends it once more on a new socket (the server never saw
 * it), so that the race of the two ends' idle timers is not counted as the store's failure.
 */
export function keptAliveClient(baseUrl: string, connections: number): Call {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const base = new URL(baseUrl)
  const send = (
    method: string,
    route: string,
    options: { json?: unknown; form?: string; headers?: Record<string, string> },
    retried: boolean,
  ): Promise<Answer> =>
    new Promise<Answer>((resolve, reject) => {
      const body =
        options.json !== undefined ? JSON.stringify(options.json) : (options.form ?? undefined)
      const req = request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path: route,
          headers: {
            ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(options.form !== undefined
              ? { 'content-type': 'application/x-www-form-urlencoded' }
              : {}),
            ...options.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8')
            const json = (res.headers['content-type'] ?? '').includes('json')
            resolve({ status: res.statusCode ?? 0, body: json ? JSON.parse(text) : text })
          })
          res.on('error', reject)
        },
      )
      req.on('error', (error: NodeJS.ErrnoException) => {
        const idleSocketClosed = req.reusedSocket && error.code === 'ECONNRESET' && !retried
        if (idleSocketClosed) send(method, route, options, true).then(resolve, reject)
        else reject(error)
      })
      req.end(body)
    })
  return (method, route, options = {}) => send(method, route, options, false)
}

/** What one kind of request did during the run. */
export class Tally {
  readonly latenciesMs: number[] = []
  errors = 0
  serverErrors = 0
  readonly samples: string[] = []

  record(ms: number, answer: Answer | undefined, expected: number, error?: unknown) {
    this.latenciesMs.push(ms)
    if (answer && answer.status >= 500) this.serverErrors += 1
    if (!answer || answer.status !== expected) {
      this.errors += 1
      if (this.samples.length < 3) {
        this.samples.push(
          answer ? `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}` : String(error),
        )
      }
    }
  }

  percentile(p: number): number {
    const sorted = [...this.latenciesMs].sort((a, b) => a - b)
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
  }
}

/**
 * A timer recording into `tallies`: `timed(kind, expected, send)` makes a request, times it
 * under `kind` and counts it an error unless `expected` comes back (its answer, else undefined).
 */
export function timer(tallies = new Map<string, Tally>()) {
  const timed = async (kind: string, expected: number, send: () => Promise<Answer>) => {
    const tally = tallies.get(kind) ?? new Tally()
    tallies.set(kind, tally)
    const started = performance.now()
    try {
      const answer = await send()
      tally.record(performance.now() - started, answer, expected)
      return answer.status === expected ? answer : undefined
    } catch (error) {
      tally.record(performance.now() - started, undefined, expected, error)
      return undefined
    }
  }
  return Object.assign(timed, { tallies })
}
