/*
 * Where an uploaded photo's files are served (ADR 023), in plain code without schemas: product
 * cards are on every first visit, whose code must stay free of zod.
 */

/** The widths made of each photo (never more than its own): phones at 1x and 2x, then larger screens. */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const

/** The formats each width is made in, best first. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const
export type PhotoFormat = (typeof PHOTO_FORMATS)[number]

const EXTENSIONS: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' }

/** A photo's id: the start of the SHA-256 of its kept original. */
export const PHOTO_ID = /^[0-9a-f]{20}$/

/** The file name of a width of a photo in a format: `<id>-<width>.<avif|webp|jpg>`. */
export function photoFileName(id: string, width: number, format: PhotoFormat): string {
  return `${id}-${width}.${EXTENSIONS[format]}`
}

/** Where a width of a photo is served, the same on every server, cached for good. */
export function photoPath(id: string, width: number, format: PhotoFormat): string {
  return `/photos/${photoFileName(id, width, format)}`
}

/** The path of a photo's largest JPEG: what a product keeps in its `image` list. */
export function productPhotoPath(photo: { id: string; widths: readonly number[] }): string {
  return photoPath(photo.id, Math.max(...photo.widths), 'jpeg')
}

/** An uploaded photo named by a product's image path, or undefined for any other image. */
export function photoOfImage(path: string): { id: string; widths: number[] } | undefined {
  const match = /^\/photos\/([0-9a-f]{20})-(\d{1,5})\.jpg$/.exec(path)
  if (!match?.[1] || !match[2]) return undefined
  const largest = Number(match[2])
  const widths = PHOTO_WIDTHS.filter((width) => width < largest)
  return { id: match[1], widths: [...widths, largest] }
}
