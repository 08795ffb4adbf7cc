import { preload } from 'react-dom'
import { photoSources } from './photoSources.ts'

/**
 * Every product picture is shown in a 4:5 box (the launch range's artwork is drawn at 4:5, and
 * photos are cropped to it with `object-cover`): width and height give the box its shape before
 * the picture arrives, so nothing moves as it does.
 */
export const PRODUCT_IMAGE_WIDTH = 600
export const PRODUCT_IMAGE_HEIGHT = 750

/**
 * `lazy` below the fold, `eager` in the first screenful, `priority` for the picture that is the
 * page's largest paint (fetched before everything else).
 */
export type ProductImageLoading = 'lazy' | 'eager' | 'priority'

export interface ProductImageProps {
  /**
   * A path from the product's `image` list: an uploaded photo's largest JPEG, or artwork.
   * (Undefined only where a list's first image is read; every product has one.)
   */
  src: string | undefined
  /** Empty when the product's name follows as text, so screen readers do not say it twice. */
  alt: string
  /**
   * How wide the picture is laid out at each screen width, as `<img sizes>` takes it: from it
   * the browser picks the smallest width of a photo that is sharp on the shopper's screen.
   */
  sizes: string
  /** @defaultValue 'lazy' */
  loading?: ProductImageLoading
  /** Classes of the `<img>`, which lays out as if it stood alone (the `<picture>` is `contents`). */
  className?: string
}

/**
 * A product's picture. An uploaded photo comes in AVIF, WebP and JPEG at each width the store
 * made of it (ADR 023), so the browser downloads the best format it reads at the width the box
 * needs: at 360 px a product page's photo is its 640 px AVIF, a few tens of KB, not a 1280 px
 * JPEG. The launch range's artwork is one SVG, sharp at any width, and stays a plain `<img>`.
 */
export function ProductImage({ src, alt, sizes, loading = 'lazy', className }: ProductImageProps) {
  const sources = src ? photoSources(src) : undefined
  const image = {
    width: PRODUCT_IMAGE_WIDTH,
    height: PRODUCT_IMAGE_HEIGHT,
    loading: loading === 'lazy' ? 'lazy' : 'eager',
    decoding: 'async',
    fetchPriority: loading === 'priority' ? 'high' : 'auto',
    className,
  } as const
  if (!src || !sources) return <img src={src} alt={alt} {...image} />
  if (loading === 'priority') {
    // React hoists a preload of a largest-paint <img> into the head, where the browser finds it
    // before the stylesheet, but not for an <img> in a <picture> (it cannot tell which source
    // wins): this asks for it instead. A browser without AVIF skips it by its type, and the
    // picture fetches its own choice.
    preload(src, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: sources.avif,
      imageSizes: sizes,
      fetchPriority: 'high',
    })
  }
  // The <picture> is `contents`, so the <img> lays out as if it stood alone; its <source>s are
  // hidden, or in a grid or flex row (a cart line, the checkout summary) each would take a cell
  // of its own, as they did for every uploaded photo (browsers do not hide <source> themselves).
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} className="hidden" />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} className="hidden" />
      <img src={src} srcSet={sources.jpeg} sizes={sizes} alt={alt} {...image} />
    </picture>
  )
}
