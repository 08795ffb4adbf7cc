import { photoOfImage, photoPath } from '@adire/contract'

/*
 * The files an uploaded product photo is served as (ADR 023), read from the path a product's
 * `image` list holds for it: its largest JPEG, `/photos/<id>-<width>.jpg`.
 */

/** The `srcset` of each format of an uploaded photo, every width it was made at. */
export interface PhotoSources {
  avif: string
  webp: string
  jpeg: string
}

/** The photo's widths in each format, as `srcset`s; undefined for any other image (artwork). */
export function photoSources(path: string): PhotoSources | undefined {
  const photo = photoOfImage(path)
  if (!photo) return undefined
  const srcset = (format: 'avif' | 'webp' | 'jpeg') =>
    photo.widths.map((width) => `${photoPath(photo.id, width, format)} ${width}w`).join(', ')
  return { avif: srcset('avif'), webp: srcset('webp'), jpeg: srcset('jpeg') }
}
