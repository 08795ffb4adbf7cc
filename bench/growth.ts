import { readFileSync } from 'node:fs'
import { LAUNCH_RANGE } from './args.ts'
import { progress } from './log.ts'
import { rawRequest } from './raw-http.ts'
import type { AreaResult, Row } from './report.ts'
import { launchServer } from './server.ts'
import { kb } from './stats.ts'

/** The catalogue sizes compared: the launch range, a grown store, and a large one. */
export const GROWTH_SIZES = [LAUNCH_RANGE, 1_000, 10_000] as const

/** A product every catalogue has (the launch range is always seeded). */
const PRODUCT = 'indigo-adire-hoodie'

/** What a visit fetches, and what grows (or should not) with the catalogue. */
const RESPONSES = [
  { name: 'product list JSON', path: '/api/products/list' },
  { name: 'collection page HTML', path: '/collection' },
  { name: 'product page HTML', path: `/productdetails/${PRODUCT}` },
  { name: 'home page HTML', path: '/' },
  { name: 'paged API JSON (page 1)', path: '/api/products' },
  { name: 'product API JSON', path: `/api/products/${PRODUCT}` },
] as const

/** Requests made before the memory is read, so caches are as full as in service. */
const WARM_UP_REQUESTS = 300

/** The server's resident memory, from /proc (Linux). */
function rssMegabytes(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kbytes = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1])
    return Number.isFinite(kbytes) ? kbytes / 1024 : null
  } catch {
    return null
  }
}

/** A mix of what shoppers ask for: pages, the list, searches and pages of the collection. */
function warmUpPaths(n: number): string {
  const searches = ['hoodie', 'indigo cap', 'lagos', 'polo', 'jersey', 'sunglasses']
  switch (n % 6) {
    case 0:
      return RESPONSES[n % RESPONSES.length]?.path ?? '/'
    case 1:
      return `/api/products?page=${(n % 10) + 1}`
    case 2:
      return `/api/products?q=${encodeURIComponent(searches[n % searches.length] ?? '')}`
    case 3:
      return `/collection?pages=${(n % 3) + 1}`
    case 4:
      return `/api/products?category=Hoodie&sort=price-asc&page=${(n % 4) + 1}`
    default:
      return '/api/products/list'
  }
}

/**
 * The growth report: for each catalogue size, a server on that catalogue, warmed up with a mix
 * of requests, then its resident memory and the size of each response above (brotli, as a
 * browser gets it; the plain sizes are in the notes). Shows what grows with the catalogue
 * (the list, the memory holding it) and what must not (the pages and the paged API).
 */
export async function measureGrowth(signal: AbortSignal): Promise<AreaResult> {
  const rows: Row[] = []
  const notes: string[] = []
  const details: Record<string, unknown> = {}
  for (const products of GROWTH_SIZES) {
    signal.throwIfAborted()
    progress(`growth: ${products.toLocaleString('en-GB')} products`)
    const server = await launchServer({}, { products })
    try {
      const page = `${products.toLocaleString('en-GB')} products`
      const sizes: Record<string, { raw: number; brotli: number; status: number }> = {}
      for (const { name, path } of RESPONSES) {
        const url = `${server.url}${path}`
        const plain = await rawRequest(url)
        const brotli = await rawRequest(url, { headers: { 'accept-encoding': 'br' } })
        sizes[name] = { raw: plain.body.length, brotli: brotli.body.length, status: plain.status }
      }
      const startedWarmUp = performance.now()
      // Eight at a time, as a few shoppers would.
      for (let n = 0; n < WARM_UP_REQUESTS; n += 8) {
        signal.throwIfAborted()
        await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            rawRequest(`${server.url}${warmUpPaths(n + i)}`, {
              headers: { 'accept-encoding': 'br' },
            }),
          ),
        )
      }
      const warmUpSeconds = (performance.now() - startedWarmUp) / 1000
      const rss = rssMegabytes(server.pid)
      rows.push({
        area: 'growth',
        figure: 'server RSS after warm-up',
        page,
        value: rss,
        unit: 'MB',
        digits: 0,
      })
      for (const { name } of RESPONSES) {
        const size = sizes[name]
        rows.push({
          area: 'growth',
          figure: `${name} (brotli)`,
          page,
          value: size && size.status < 400 ? kb(size.brotli) : null,
          unit: 'KB',
          digits: 1,
        })
      }
      notes.push(
        `${page}: plain sizes ${RESPONSES.map(({ name }) => `${name} ${kb(sizes[name]?.raw ?? 0).toFixed(1)} KB`).join(', ')}; warm-up of ${WARM_UP_REQUESTS} requests took ${warmUpSeconds.toFixed(1)} s`,
      )
      details[String(products)] = { rssMegabytes: rss, sizes, warmUpSeconds }
    } finally {
      await server.stop()
    }
  }
  return { rows, notes, details }
}
