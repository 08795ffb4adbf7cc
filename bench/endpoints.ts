import { LAUNCH_RANGE } from './args.ts'

/**
 * The endpoints under load. Adding one (cart, checkout, ...) is one entry here; each is
 * measured on our server and on a bare `node:http` server replaying our server's response.
 */
export interface Endpoint {
  /** Label for the results table. */
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  headers?: Record<string, string>
  body?: string
  /**
   * The API's speed targets held (`ratio`: ours/bare >= 0.9, `p99`: p99 <= 25 ms); the other
   * figures are shown for information. Errors are always held to zero.
   * @defaultValue both
   */
  targets?: ApiTarget[]
  /**
   * A different path for the `n`th request, so that no answer can come from a cache (the bare
   * server replays the answer to the first).
   */
  pathOf?: (n: number) => string
  /** Only these variants of `encodings` (by name); all of them by default. */
  encodings?: string[]
  /**
   * Runs once against our server before the endpoint is measured, e.g. to create a cart. What
   * it returns (a cookie header, the new cart's path) is merged into the request.
   */
  setup?: (
    baseUrl: string,
  ) => Promise<Partial<Pick<Endpoint, 'path' | 'headers' | 'body'>> | undefined>
}

export type ApiTarget = 'ratio' | 'p99'

/** Words found in the launch range and the generated products, for searches no cache holds. */
const SEARCH_WORDS = ['hoodie', 'polo', 'jersey', 'shorts', 'indigo', 'adire', 'cap', 'tee']
/** Words × pages: more distinct searches than the server keeps answers for (500). */
const SEARCH_PAGES = 80
/**
 * The paged API's target is its latency (issue 13: p99 <= 25 ms at 10,000 products). Its answers
 * are about 1 KB, which the bare server sends at over 30,000 a second: there the framework's
 * fixed cost per request sets ours/bare, so the ratio is shown for information.
 */
const PAGED_TARGETS: ApiTarget[] = ['p99']

export const endpoints: Endpoint[] = [
  { name: 'products list', method: 'GET', path: '/api/products/list' },
  // The paged catalogue (ADR 018, 021), measured as a browser asks for it (no If-None-Match is
  // sent, so no 304 short-cut). The same request again is answered from the server's answers
  // of the catalogue's version, as the first pages of the collection and each department are;
  // the last entry makes every request a new search in the database.
  {
    name: 'products page 2',
    method: 'GET',
    path: '/api/products?page=2',
    targets: PAGED_TARGETS,
    encodings: ['gzip, br'],
  },
  {
    name: 'products of a category by price',
    method: 'GET',
    path: '/api/products?category=Hoodie&sort=price-asc',
    targets: PAGED_TARGETS,
    encodings: ['gzip, br'],
  },
  {
    name: 'products search',
    method: 'GET',
    path: '/api/products?q=indigo%20hood',
    targets: PAGED_TARGETS,
    encodings: ['gzip, br'],
  },
  {
    name: 'product with related',
    method: 'GET',
    path: '/api/products/indigo-adire-hoodie',
    targets: PAGED_TARGETS,
    encodings: ['gzip, br'],
  },
  {
    name: 'products search, a new one each request',
    method: 'GET',
    path: '/api/products?q=hoodie&page=1',
    pathOf: (n) =>
      `/api/products?q=${SEARCH_WORDS[n % SEARCH_WORDS.length]}&page=${1 + (Math.floor(n / SEARCH_WORDS.length) % SEARCH_PAGES)}`,
    targets: PAGED_TARGETS,
    encodings: ['gzip, br'],
  },
  // Not an API call but the response every visit starts with: the server-rendered page, as a
  // browser asks for it. Shown for information (a 65 KB page is not held to the API's targets).
  {
    name: 'home page',
    method: 'GET',
    path: '/',
    targets: [],
    encodings: ['gzip, br'],
  },
]

/**
 * The endpoints held to their targets for a catalogue of `products`. Beyond the launch range the
 * whole list grows with the catalogue (137 KB compressed at 10,000 products) and its latency is
 * the machine's bandwidth, not the API's: it is shown, and the collection uses the paged API.
 */
export function endpointsFor(products: number): Endpoint[] {
  if (products <= LAUNCH_RANGE) return endpoints
  return endpoints.map((endpoint) =>
    endpoint.path === '/api/products/list' ? { ...endpoint, targets: ['ratio'] } : endpoint,
  )
}

/** Each endpoint is measured once per variant: uncompressed, and as a browser asks for it. */
export const encodings: Array<{ name: string; headers: Record<string, string> }> = [
  { name: 'identity', headers: {} },
  { name: 'gzip, br', headers: { 'accept-encoding': 'gzip, br' } },
]
