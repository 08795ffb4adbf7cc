import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export interface Sizes {
  raw: number
  gzip: number
  brotli: number
}

/**
 * Sizes as a well-configured server or CDN would send the file: gzip at level 9 and brotli at
 * its highest quality, whatever our own server happens to do today.
 */
export function compressedSizes(bytes: Buffer): Sizes {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  }
}
