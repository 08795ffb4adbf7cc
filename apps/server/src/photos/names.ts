/**
 * The formats every width of a photo is made in: AVIF and WebP for the browsers that take them,
 * JPEG for the rest.
 */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const

export type PhotoFormat = (typeof PHOTO_FORMATS)[number]

/** `jpeg`, or `png` for a photo with transparency (see pipeline.ts). */
export type OriginalFormat = 'jpeg' | 'png'

const EXTENSIONS = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' } as const

export const CONTENT_TYPES = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const

/** A width of a photo in a format: `<id>-<width>.<avif|webp|jpg>`. */
export function photoKey(id: string, width: number, format: PhotoFormat): string {
  return `${id}-${width}.${EXTENSIONS[format]}`
}

/**
 * The public path of a width of a photo, e.g. `/photos/3f2a…-640.avif`, the same on every
 * server. Its content never changes: the id is a hash of the photo (pipeline.ts).
 */
export function photoPath(id: string, width: number, format: PhotoFormat): string {
  return `/photos/${photoKey(id, width, format)}`
}

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
