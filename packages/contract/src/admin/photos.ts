import { z } from 'zod'
import { PHOTO_ID } from '../shop/photo-paths.ts'

/*
 * The owner's product photos (ADR 023): each upload is made at these widths in AVIF, WebP and
 * JPEG under a name that never changes, so the storefront can write a `srcset` from a photo's
 * id and widths alone.
 */

/** The largest upload the store takes. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024

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

/** Why an upload is refused (docs/product.md §11.3), each answered with its own status. */
export const PHOTO_MESSAGES = {
  empty: 'Choose a photo to upload.',
  tooLarge: 'This photo is too large. Upload a photo of at most 15 MB.',
  notPhoto: 'This file is not a photo the store can use. Upload a JPEG, PNG, WebP or AVIF photo.',
  heic:
    'HEIC photos cannot be used. Save the photo as JPEG (on an iPhone: Settings, Camera, Formats, ' +
    'Most Compatible) and upload it again.',
  tooManyPixels: 'This photo has too many pixels. Upload a photo of at most 50 megapixels.',
  tooMuchData:
    'This photo is too large once opened (more than 200 MB). Save it as a JPEG, or as a PNG ' +
    'with 8 bits per colour, and upload it again.',
  shape: 'This photo is too long and narrow. Crop it and upload it again.',
  damaged: 'This photo is damaged or incomplete. Save it again and upload the new copy.',
} as const
