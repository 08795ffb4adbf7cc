import { request } from 'node:http'

/**
 * Per-connection or per-message headers: a bare server repeating one of our server's answers
 * leaves these to its own `node:http`.
 */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
])

export interface RawResponse {
  status: number
  /** Response headers as Node parsed them (set-cookie stays a list). */
  headers: Record<string, string | string[]>
  /** The body exactly as it came off the wire (still compressed if the server compressed it). */
  body: Buffer
}

export interface RawRequest {
  method?: string
  headers?: Record<string, string>
  body?: string | undefined
}

/**
 * A plain `node:http` request. Unlike `fetch`, it sends no Accept-Encoding unless asked and
 * never decodes the body, so the bytes measured are the bytes the server sent.
 */
export function rawRequest(url: string, options: RawRequest = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers ?? {} },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const headers: Record<string, string | string[]> = {}
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) headers[name] = value
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) })
        })
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}
