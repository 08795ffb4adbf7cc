import { type KeyboardEvent, useRef, useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { ProductImage } from '../ProductImage/ProductImage.tsx'

export interface ProductGalleryProps {
  /** Image URLs of the product, in the order the shopper steps through them. */
  images: readonly string[]
  /** The product's name: the main image's alt text. */
  name: string
  /**
   * How wide the main image is laid out at each screen width (`<img sizes>`): the page that
   * places the gallery knows.
   */
  sizes: string
  /** The image shown, for a parent that controls the gallery. */
  index?: number
  /**
   * The image shown first when the gallery controls itself.
   * @defaultValue 0
   */
  defaultIndex?: number
  /** Called with the image the shopper picks (thumbnail click or arrow key). */
  onIndexChange?: (index: number) => void
  className?: string
}

/** The thumbnails are 4rem wide, 5rem from 640 px. */
const THUMBNAIL_SIZES = '(min-width: 640px) 80px, 64px'

/** Alt text of the main image: a second view needs telling apart from the first. */
export function galleryImageAlt(name: string, index: number, count: number): string {
  return count > 1 ? `${name}, view ${index + 1} of ${count}` : name
}

/**
 * A product's pictures: one large image and, when there are several, a row of thumbnails to
 * switch between them. In the row the Left and Right arrow keys (and Home/End) step through the
 * images and carry the focus along, as they would in a native tab list.
 */
export function ProductGallery({
  images,
  name,
  sizes,
  index,
  defaultIndex = 0,
  onIndexChange,
  className,
}: ProductGalleryProps) {
  const [ownIndex, setOwnIndex] = useState(defaultIndex)
  const count = images.length
  const current = Math.min(Math.max(index ?? ownIndex, 0), Math.max(count - 1, 0))
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([])

  const select = (next: number) => {
    setOwnIndex(next)
    onIndexChange?.(next)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: (current - 1 + count) % count,
      ArrowRight: (current + 1) % count,
      Home: 0,
      End: count - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    select(next)
    thumbnails.current[next]?.focus()
  }

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div className="overflow-hidden rounded-card bg-surface-sunken">
        <ProductImage
          src={images[current]}
          alt={galleryImageAlt(name, current, count)}
          sizes={sizes}
          // The main picture is the page's largest paint: fetch it first, never lazily.
          loading="priority"
          className="aspect-[4/5] h-auto w-full object-cover"
        />
      </div>
      {count > 1 ? (
        <ul aria-label="Product images" className="flex flex-wrap gap-3" onKeyDown={onKeyDown}>
          {images.map((src, i) => {
            const selected = i === current
            return (
              <li key={src}>
                <button
                  type="button"
                  ref={(element) => {
                    thumbnails.current[i] = element
                  }}
                  aria-label={`Show image ${i + 1} of ${count}`}
                  aria-pressed={selected}
                  data-state={selected ? 'active' : 'inactive'}
                  onClick={() => select(i)}
                  className={cn(
                    'block w-16 overflow-hidden rounded-lg border-2 bg-surface-sunken transition-colors sm:w-20',
                    selected ? 'border-ink' : 'border-transparent hover:border-line',
                  )}
                >
                  <ProductImage
                    src={src}
                    // The button's label names the image; the thumbnail itself is decoration.
                    alt=""
                    sizes={THUMBNAIL_SIZES}
                    className={cn(
                      'aspect-[4/5] h-auto w-full object-cover transition-opacity',
                      selected ? 'opacity-100' : 'opacity-70 hover:opacity-100',
                    )}
                  />
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}
