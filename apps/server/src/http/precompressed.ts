import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** A response body compressed once, ahead of time, in each encoding browsers accept. */
export interface Precompressed {
  identity: Buffer<ArrayBuffer>
  gzip: Buffer<ArrayBuffer>
  br: Buffer<ArrayBuffer>
}

export function precompress(body: string): Precompressed {
  const identity = Buffer.from(body)
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  }
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
