import { parseArgs } from 'node:util'
import { pages } from './pages.ts'

export const areas = [
  'bundle',
  'lighthouse',
  'admin',
  'interactions',
  'api',
  'logins',
  'page-flood',
  'dynamic',
  'checkout',
  'growth',
  'photos',
  'photo-grids',
  'taps',
  'import',
  'side-by-side',
  'stack-floor',
] as const
export type Area = (typeof areas)[number]
/**
 * Measured only when asked for: side-by-side needs `--baseline`; stack-floor measures the store's
 * pages again beside its floors, which the lighthouse area already measures alone.
 */
const ON_REQUEST: readonly Area[] = ['side-by-side', 'stack-floor']

export interface BenchOptions {
  only: Area[]
  /** Lighthouse runs per page, and runs of each interaction; medians are reported. */
  runs: number
  /** Seconds per measured load run (each one follows a short warm-up). */
  duration: number
  /**
   * Products in the catalogue the server is measured with: the launch range, then generated
   * products up to this count (see apps/server/src/seed/generate.ts). 56 (the launch range
   * alone) by default.
   */
  products: number
  /** The commit (or branch, tag) whose storefront `side-by-side` compares this one with. */
  baseline?: string
  /**
   * How many times slower than this machine the phone's processor is, for the shopper pages'
   * Lighthouse runs and the interactions: 4 is Lighthouse's own slow-phone profile, 6 an
   * entry-level phone (issue 47).
   */
  cpu: number
  /** How Lighthouse makes that slowdown: simulated (its default) or applied by Chromium. */
  throttling: Throttling
  /** Only these of the shopper's pages, by name, in the Lighthouse runs (all when absent). */
  pages?: string[]
}

function positiveInteger(flag: string, raw: string): number {
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${flag} expects a positive whole number, got '${raw}'`)
  }
  return value
}

/** The launch range's size: the catalogue of a fresh store. */
export const LAUNCH_RANGE = 56
/** Far beyond the catalogue this store is built for; a typo should not seed for an hour. */
const MAX_PRODUCTS = 200_000

function catalogueSize(raw: string): number {
  const value = positiveInteger('--products', raw)
  if (value < LAUNCH_RANGE || value > MAX_PRODUCTS) {
    throw new Error(`--products expects ${LAUNCH_RANGE} to ${MAX_PRODUCTS}, got '${raw}'`)
  }
  return value
}

function isArea(value: string): value is Area {
  return (areas as readonly string[]).includes(value)
}

export const usage = `Usage: npm run bench -- [--only ${areas.join(',')}] [--runs N] [--cpu N] [--throttling simulate|devtools] [--pages A,B] [--duration S] [--products N] [--baseline REF]
  --only      areas to measure (default: all but side-by-side and stack-floor)
  --runs      Lighthouse runs per page and runs of each interaction; the median is reported
              (default 3)
  --pages     with lighthouse, stack-floor or side-by-side: only these of the shopper's pages
              (e.g. home,collection,product,cart; stack-floor's default)
  --cpu       the phone's processor, this many times slower than this machine, for the
              shopper pages' Lighthouse runs (lighthouse, stack-floor, side-by-side, photo-grids)
              and the interactions (default 4, Lighthouse's
              slow phone; 6 for an entry-level phone)
  --throttling  how the shopper pages' Lighthouse runs make that slowdown: simulate (Lighthouse's
              default: an unthrottled load, each task multiplied) or devtools (Chromium slows
              the page for real, so the machine's other work is not multiplied)
  --duration  seconds per API load run (5 rounds per server, after a 2 s warm-up; default 5),
              per login-flood phase, per page-flood phase (3 rounds) and per dynamic-endpoint
              run (3 rounds per server)
  --baseline  with --only side-by-side: the commit whose storefront this one is measured
              against, the two served at once and their Lighthouse runs alternated
  (--only import: a 10,000-row products import while shoppers browse, with a server of its
  own on each database; BENCH_DATABASE_URL adds PostgreSQL)
  (--only checkout: placing an order with a hold against the floor of the same work, in the
  same run, and the server's CPU per order, checkout and product list; BENCH_DATABASE_URL adds
  PostgreSQL and the floor, which the targets are for)
`

function pageNames(raw: string): string[] {
  const names = raw.split(',').map((name) => name.trim())
  const unknown = names.filter((name) => !pages.some((page) => page.name === name))
  if (unknown.length > 0 || names.length === 0) {
    throw new Error(
      `--pages expects some of ${pages.map((page) => page.name).join(', ')}; got '${raw}'`,
    )
  }
  return names
}

/**
 * How Lighthouse slows the phone down: `simulate` (its default) times an unthrottled load and
 * multiplies each task; `devtools` has Chromium slow the renderer and the network for real, so
 * a moment the main thread waits for a core is not multiplied (see main-thread-cpu.ts).
 */
export type Throttling = 'simulate' | 'devtools'

function throttlingMethod(raw: string): Throttling {
  if (raw !== 'simulate' && raw !== 'devtools') {
    throw new Error(`--throttling expects simulate or devtools, got '${raw}'`)
  }
  return raw
}

export function parseBenchArgs(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      only: { type: 'string' },
      runs: { type: 'string', default: '3' },
      duration: { type: 'string', default: '5' },
      products: { type: 'string', default: String(LAUNCH_RANGE) },
      baseline: { type: 'string' },
      cpu: { type: 'string', default: '4' },
      throttling: { type: 'string', default: 'simulate' },
      pages: { type: 'string' },
    },
  })
  let only: Area[] = areas.filter((area) => !ON_REQUEST.includes(area))
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
  if (only.includes('side-by-side') !== (values.baseline !== undefined)) {
    throw new Error('--only side-by-side and --baseline REF go together')
  }
  return {
    only,
    ...(values.baseline === undefined ? {} : { baseline: values.baseline }),
    runs: positiveInteger('--runs', values.runs),
    cpu: positiveInteger('--cpu', values.cpu),
    throttling: throttlingMethod(values.throttling),
    ...(values.pages === undefined ? {} : { pages: pageNames(values.pages) }),
    duration: positiveInteger('--duration', values.duration),
    products: catalogueSize(values.products),
  }
}
