/** The figures of one dynamic-endpoint load run, and their medians over the rounds. */
import type { Result as LoadResult } from 'autocannon'
import { median } from '../stats.ts'

export interface Figures {
  requestsPerSecond: number
  p50: number
  p99: number
  requests: number
  /** Connection errors, timeouts and answers other than the expected status. */
  failures: number
  statuses: Record<string, number>
}

export function figures(result: LoadResult, expected: number): Figures {
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

/** Rates and latencies: the rounds' medians; requests, failures and statuses: their totals. */
export function medianFigures(runs: Figures[]): Figures {
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
