import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'

/** A response body compressed once, ahead of time, in each encoding browsers accept. */
export interface Precompressed {
  identity: Buffer<ArrayBuffer>
  gzip: Buffer<ArrayBuffer>
  br: Buffer<ArrayBuffer>
}

/**
 * @param brotliQuality 11 (smallest) costs ~90 ms for a 60 KB page; 5 costs ~1 ms and is ~10%
 *   larger. Use the maximum for what is compressed once per catalogue change, and a fast level
 *   for what is compressed while a shopper waits.
 */
export function precompress(body: string, brotliQuality = 11): Precompressed {
  const identity = Buffer.from(body)
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  }
}

/**
 * `precompress` off the main thread, in Node's worker pool: for a body so large that compressing
 * it would stop every request for a second or more (the product list of a catalogue of 10,000
 * products takes 1–2 s at brotli's quality 11), as it would at the end of every change of the
 * catalogue.
 */
export async function precompressAside(body: string, brotliQuality = 11): Promise<Precompressed> {
  const identity = Buffer.from(body)
  const [gzipped, br] = await Promise.all([
    promisify(gzip)(identity, { level: 9 }),
    promisify(brotliCompress)(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ])
  return { identity, gzip: gzipped as Buffer<ArrayBuffer>, br: br as Buffer<ArrayBuffer> }
}

/** The best encoding an `Accept-Encoding` header allows: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): keyof Precompressed {
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    // `gzip;q=0` means "not gzip".
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name)
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return 'identity'
}

/** A body prepared once, with the ETag that names its content in every encoding. */
export interface Prepared {
  body: Precompressed
  /** Weak: the same content is sent in several encodings. */
  etag: string
}

/**
 * Answers with a prepared body in the best encoding the request accepts, or 304 when the
 * request already holds it. Headers are a plain object: the node adapter writes those without
 * building a `Headers` object, which matters on the hottest responses.
 */
export function sendPrepared(
  request: { header(name: string): string | undefined },
  { body, etag }: Prepared,
  { status = 200, headers }: { status?: number; headers: Record<string, string> },
): Response {
  const sent: Record<string, string> = { ...headers, ETag: etag, Vary: 'Accept-Encoding' }
  if (status === 200 && request.header('If-None-Match') === etag) {
    return new Response(null, { status: 304, headers: sent })
  }
  const encoding = pickEncoding(request.header('Accept-Encoding'))
  if (encoding !== 'identity') sent['Content-Encoding'] = encoding
  return new Response(body[encoding], { status, headers: sent })
}
