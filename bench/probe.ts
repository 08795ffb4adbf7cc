/**
 * A latency probe for `bench/page-flood.ts`: asks for one URL at a steady rate and reports each
 * answer's latency to the microsecond (autocannon keeps whole milliseconds, too coarse for an
 * endpoint that answers in one or two). Run as a child process so that the load generator
 * working in the bench process cannot delay the probe's own clock and callbacks.
 *
 * Input: BENCH_PROBE, a JSON `{ url, rate, connections, seconds }`.
 * Output: one JSON line on stdout, `{ latencies, statuses, errors }`: latencies in ms, sorted,
 * of the answers with a 2xx status.
 */
import { Agent, get } from 'node:http'

interface ProbeInput {
  url: string
  /** Requests per second, sent on schedule whether or not earlier ones were answered. */
  rate: number
  connections: number
  seconds: number
}

const input = JSON.parse(process.env.BENCH_PROBE ?? '') as ProbeInput
const agent = new Agent({ keepAlive: true, maxSockets: input.connections })
const latencies: number[] = []
const statuses: Record<string, number> = {}
let errors = 0

/**
 * One request; its latency counts from when it was asked for, so a request held in the agent's
 * queue behind stalled ones counts its wait there too.
 */
function probe(): Promise<void> {
  const asked = performance.now()
  return new Promise((resolve) => {
    const request = get(input.url, { agent }, (response) => {
      response.resume()
      response.once('end', () => {
        const status = response.statusCode ?? 0
        statuses[status] = (statuses[status] ?? 0) + 1
        if (status >= 200 && status < 300) latencies.push(performance.now() - asked)
        resolve()
      })
    })
    request.setTimeout(10_000, () => request.destroy(new Error('timeout')))
    request.once('error', () => {
      errors += 1
      resolve()
    })
  })
}

// Open the connections first: the figures are of answers on connections already made.
await Promise.all(Array.from({ length: input.connections }, () => probe()))
latencies.length = 0
for (const key of Object.keys(statuses)) delete statuses[key]

const interval = 1000 / input.rate
const start = performance.now()
const total = Math.round(input.seconds * input.rate)
const sent: Promise<void>[] = []
for (let n = 0; n < total; n++) {
  const wait = start + n * interval - performance.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  sent.push(probe())
}
await Promise.all(sent)
agent.destroy()
latencies.sort((a, b) => a - b)
process.stdout.write(`${JSON.stringify({ latencies, statuses, errors })}\n`)
