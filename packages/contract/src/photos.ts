import { z } from 'zod'

/*
 * The owner's product photos (ADR 023): each upload is made at these widths in AVIF, WebP and
 * JPEG under a name that never changes, so the storefront can write a `srcset` from a photo's
 * id and widths alone.
 */

/** The widths made of each photo (never more than its own): phones at 1x and 2x, then larger screens. */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const

/** The largest upload the store takes. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024

/** The formats each width is made in, best first. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const
export type PhotoFormat = (typeof PHOTO_FORMATS)[number]

const EXTENSIONS: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' }

/** A photo's id: the start of the SHA-256 of its kept original. */
export const PHOTO_ID = /^[0-9a-f]{20}$/

export const Photo = z.object({
  id: z.string().regex(PHOTO_ID),
  /** The upright photo's size in pixels. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The widths made, smallest first. */
  widths: z.array(z.number().int().positive()).min(1),
})
export type Photo = z.infer<typeof Photo>

export const PhotoUploadResponse = z.object({ success: z.literal(true), photo: Photo })
export type PhotoUploadResponse = z.infer<typeof PhotoUploadResponse>

/** The file name of a width of a photo in a format: `<id>-<width>.<avif|webp|jpg>`. */
export function photoFileName(id: string, width: number, format: PhotoFormat): string {
  return `${id}-${width}.${EXTENSIONS[format]}`
}

/** Where a width of a photo is served, the same on every server, cached for good. */
export function photoPath(id: string, width: number, format: PhotoFormat): string {
  return `/photos/${photoFileName(id, width, format)}`
}
