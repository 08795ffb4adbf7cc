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
   * Whether the API's speed targets (ours/bare >= 0.9, p99 <= 25 ms) apply.
   * @defaultValue true
   */
  heldToTargets?: boolean
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

export const endpoints: Endpoint[] = [
  { name: 'products list', method: 'GET', path: '/api/products/list' },
  // The paged catalogue (ADR 018, 021): each request a search in the database (no If-None-Match
  // is sent, so no 304 short-cut), measured as a browser asks for it.
  {
    name: 'products page 2',
    method: 'GET',
    path: '/api/products?page=2',
    encodings: ['gzip, br'],
  },
  {
    name: 'products of a category by price',
    method: 'GET',
    path: '/api/products?category=Hoodie&sort=price-asc',
    encodings: ['gzip, br'],
  },
  {
    name: 'products search',
    method: 'GET',
    path: '/api/products?q=indigo%20hood',
    encodings: ['gzip, br'],
  },
  {
    name: 'product with related',
    method: 'GET',
    path: '/api/products/indigo-adire-hoodie',
    encodings: ['gzip, br'],
  },
  // Not an API call but the response every visit starts with: the server-rendered page, as a
  // browser asks for it. Shown for information (a 65 KB page is not held to the API's targets).
  {
    name: 'home page',
    method: 'GET',
    path: '/',
    heldToTargets: false,
    encodings: ['gzip, br'],
  },
]

/** Each endpoint is measured once per variant: uncompressed, and as a browser asks for it. */
export const encodings: Array<{ name: string; headers: Record<string, string> }> = [
  { name: 'identity', headers: {} },
  { name: 'gzip, br', headers: { 'accept-encoding': 'gzip, br' } },
]
