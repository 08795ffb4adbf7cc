// autocannon ships no types and @types/autocannon is not installed: only what the bench uses.
declare module 'autocannon' {
  export interface Options {
    url: string
    connections?: number
    /** Seconds. */
    duration?: number
    method?: string
    headers?: Record<string, string>
    body?: string | Buffer
    pipelining?: number
    /** Seconds before a request counts as timed out. */
    timeout?: number
    /** Requests per second across all connections (0: as fast as possible). */
    overallRate?: number
    /** Each request in turn; `setupRequest` may rewrite it just before it is sent. */
    requests?: Array<{
      method?: string
      path?: string
      headers?: Record<string, string>
      body?: string
      setupRequest?: (request: RequestParams) => RequestParams
    }>
  }

  export interface RequestParams {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }

  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p99: number
  }

  export interface Result {
    requests: Histogram
    /** Milliseconds. */
    latency: Histogram
    /** Bytes per second. */
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    duration: number
    /** Responses by status code. */
    statusCodeStats: Record<string, { count: number }>
  }

  /** The running instance: awaitable for the result, and `stop()` ends it early. */
  export interface Instance extends PromiseLike<Result> {
    stop(): void
  }

  function autocannon(options: Options): Instance
  export default autocannon
}
