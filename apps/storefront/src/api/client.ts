import { apiUrl, type EndpointName, type RequestOf, type ResponseOf } from '@adire/contract'

/**
 * A failed API call, carrying the message the server (or the network) gave and, when the
 * server names one, the request's field the message is about (the store team's forms).
 */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
    /**
     * The refusal's whole body, for one that says more than its message: an archived product's
     * 404 names products to suggest instead.
     */
    readonly body?: unknown,
  ) {
    super(message)
  }
}

export interface CallOptions<N extends EndpointName> {
  body?: RequestOf<N>
  params?: Record<string, string>
  /**
   * The query string's parameters; empty and undefined values are left out. Parameters given
   * more than once (a search's sizes) come as `URLSearchParams`.
   */
  query?: Record<string, string | number | undefined> | URLSearchParams
  token?: string | null
  /** The message to show when the server gives none (docs/product.md §8 names one per call). */
  fallbackMessage: string
  signal?: AbortSignal
  /** Lets the request finish even if the page is left meanwhile (a save made after paying). */
  keepalive?: boolean
}

/**
 * Calls one endpoint of the contract and parses the answer with its schema, so a drifting server
 * shows up as a clear error instead of `undefined` deep inside a component. The schemas load
 * with the first call (see schemas.ts).
 */
export async function call<N extends EndpointName>(
  name: N,
  options: CallOptions<N>,
): Promise<ResponseOf<N>> {
  const { api, ErrorResponse } = await import('./schemas.ts')
  const endpoint = api[name]
  const search = new URLSearchParams()
  const query = options.query ?? {}
  const entries = query instanceof URLSearchParams ? [...query] : Object.entries(query)
  for (const [key, value] of entries) {
    if (value !== undefined && value !== '') search.append(key, String(value))
  }
  const path = apiUrl(endpoint.path, options.params, search)
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (endpoint.auth && options.token) {
    headers.token = options.token
    headers.Authorization = `Bearer ${options.token}`
  }
  const response = await fetch(path, {
    method: endpoint.method,
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: options.signal ?? null,
    keepalive: options.keepalive ?? false,
  })
  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const error = ErrorResponse.safeParse(json)
    throw new ApiError(
      error.success ? error.data.message : options.fallbackMessage,
      response.status,
      error.success ? error.data.field : undefined,
      json,
    )
  }
  const parsed = endpoint.response.safeParse(json)
  if (!parsed.success) throw new ApiError(options.fallbackMessage, response.status)
  return parsed.data as ResponseOf<N>
}

/**
 * A request that got no answer at all (offline, connection dropped) becomes an ApiError with
 * status 0 and the given words, instead of the browser's "Failed to fetch". An answer the
 * server gave keeps its message. A cancelled request stays cancelled.
 */
export async function answered<T>(request: Promise<T>, noAnswerMessage: string): Promise<T> {
  try {
    return await request
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(noAnswerMessage, 0)
  }
}
