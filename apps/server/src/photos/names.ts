/*
 * The stores' file names. A served file's name and path are the contract's (`photoFileName`,
 * `photoPath` in packages/contract/src/admin/photos.ts); this adds the original's and the checks.
 */

/** `jpeg`, or `png` for a photo with transparency (see pipeline.ts). */
export type OriginalFormat = 'jpeg' | 'png'

const EXTENSIONS = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' } as const

export const CONTENT_TYPES = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const

/**
 * The kept original's key. It has no width in its name, so no public path (`photoFileKey`)
 * ever leads to it: it is for making new widths later, never served to shoppers.
 */
export function originalKey(id: string, format: OriginalFormat): string {
  return `${id}-original.${EXTENSIONS[format]}`
}

const SERVED_PATH = /^\/photos\/([0-9a-f]{20}-[1-9][0-9]{0,4}\.(?:avif|webp|jpg))$/

/** The key a public path names, or null when it names no servable file (nor the original). */
export function photoFileKey(path: string): string | null {
  return SERVED_PATH.exec(path)?.[1] ?? null
}

/**
 * Keys the stores accept: a plain file name of lower-case letters, digits, `-` and `.`, not
 * starting with a dot, so a key can never leave the photos folder nor name a hidden file; and
 * ending in an extension that gives the file's content type.
 */
const SAFE_KEY = /^[a-z0-9][a-z0-9.-]{0,99}\.(?:avif|webp|jpg|png)$/

/** Throws unless `key` is a safe name (both stores check, so neither trusts its caller). */
export function assertPhotoKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Not a photo file name: ${JSON.stringify(key)}`)
}

/** The content type of a file by its key's extension; undefined for any other. */
export function contentTypeOf(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1)
  const formats = Object.keys(EXTENSIONS) as (keyof typeof EXTENSIONS)[]
  const format = formats.find((candidate) => EXTENSIONS[candidate] === extension)
  return format && CONTENT_TYPES[format]
}
