import { photoOfImage, photoPath } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'

/** The width of an uploaded photo a thumbnail shows: the smallest made, 320 px for any phone photo. */
function thumbnailWidth(widths: readonly number[]): number {
  return Math.min(...widths)
}

export interface ProductThumbnailProps {
  /**
   * A product image's path (an uploaded photo's, or the launch range's artwork), or a local
   * preview (`blob:`) of a photo being uploaded.
   */
  src: string
  /** What the picture is; empty when the text beside it already names the product. */
  alt: string
  className?: string
}

/**
 * A product's picture at thumbnail size. An uploaded photo is shown from its 320 px files
 * (AVIF or WebP where the browser takes them, else JPEG), never the 1280 px one the product
 * keeps; any other image (the launch range's SVG artwork, a local preview) as it is.
 */
export function ProductThumbnail({ src, alt, className }: ProductThumbnailProps) {
  const photo = photoOfImage(src)
  const box = cn('block aspect-square overflow-hidden rounded-lg bg-surface-sunken', className)
  const img = 'h-full w-full object-cover'
  if (!photo) {
    return (
      <span className={box}>
        <img src={src} alt={alt} className={img} loading="lazy" decoding="async" />
      </span>
    )
  }
  const width = thumbnailWidth(photo.widths)
  return (
    <picture className={box}>
      <source type="image/avif" srcSet={photoPath(photo.id, width, 'avif')} />
      <source type="image/webp" srcSet={photoPath(photo.id, width, 'webp')} />
      <img
        src={photoPath(photo.id, width, 'jpeg')}
        alt={alt}
        className={img}
        loading="lazy"
        decoding="async"
      />
    </picture>
  )
}
