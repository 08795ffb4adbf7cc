import { parseArgs } from 'node:util'

export const areas = ['bundle', 'lighthouse', 'api', 'logins', 'dynamic'] as const
export type Area = (typeof areas)[number]

export interface BenchOptions {
  only: Area[]
  /** Lighthouse runs per page; the median of each metric is reported. */
  runs: number
  /** Seconds per measured load run (each one follows a short warm-up). */
  duration: number
}

function positiveInteger(flag: string, raw: string): number {
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${flag} expects a positive whole number, got '${raw}'`)
  }
  return value
}

function isArea(value: string): value is Area {
  return (areas as readonly string[]).includes(value)
}

export const usage = `Usage: npm run bench -- [--only ${areas.join(',')}] [--runs N] [--duration S]
  --only      areas to measure (default: all)
  --runs      Lighthouse runs per page; the median is reported (default 3)
  --duration  seconds per API load run (5 rounds per server, after a 2 s warm-up; default 5),
              per login-flood phase, and per dynamic-endpoint run (3 rounds per server)
`

export function parseBenchArgs(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      only: { type: 'string' },
      runs: { type: 'string', default: '3' },
      duration: { type: 'string', default: '5' },
    },
  })
  let only: Area[] = [...areas]
  if (values.only !== undefined) {
    const names = values.only
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
    const unknown = names.filter((name) => !isArea(name))
    if (unknown.length > 0 || names.length === 0) {
      throw new Error(`--only expects a list of ${areas.join(', ')}; got '${values.only}'`)
    }
    only = areas.filter((area) => names.includes(area))
  }
  return {
    only,
    runs: positiveInteger('--runs', values.runs),
    duration: positiveInteger('--duration', values.duration),
  }
}
