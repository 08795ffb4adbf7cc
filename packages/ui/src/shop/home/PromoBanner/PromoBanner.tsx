import { cva } from 'class-variance-authority'
import { useId } from 'react'
import { cn } from '../../../lib/cn.ts'
import { buttonVariants } from '../../../primitives/Button/Button.tsx'
import { Link } from '../../../primitives/Link/Link.tsx'

const bannerVariants = cva('grid overflow-hidden rounded-card md:grid-cols-2 md:items-stretch', {
  variants: {
    tone: {
      brand: 'bg-brand text-brand-ink',
      sunken: 'bg-surface-sunken text-ink',
    },
  },
  defaultVariants: { tone: 'brand' },
})

export interface PromoBannerProps {
  /** The banner's headline. */
  heading: string
  /** One line that backs the headline up: a promise the store keeps, never a made-up offer. */
  text: string
  /** The call to action: what it says and where it goes. */
  cta: { label: string; href: string }
  /** The banner's artwork; `width` and `height` are its drawn size, so the space is reserved. */
  image: { src: string; alt: string; width: number; height: number }
  /**
   * `brand` for the store's indigo, `sunken` for a quieter sand background.
   * @defaultValue 'brand'
   */
  tone?: 'brand' | 'sunken'
  /**
   * Which side the artwork sits on from tablet width up (it always comes first on phones).
   * @defaultValue 'end'
   */
  imagePosition?: 'start' | 'end'
  className?: string
}

/** A promotional band between the home page's sections: artwork, a headline, a line and a link. */
export function PromoBanner({
  heading,
  text,
  cta,
  image,
  tone = 'brand',
  imagePosition = 'end',
  className,
}: PromoBannerProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={cn(bannerVariants({ tone }), className)}>
      <div
        className={cn(
          'flex flex-col justify-center gap-4 p-6 sm:p-10',
          imagePosition === 'start' ? 'md:order-last' : 'md:order-first',
        )}
      >
        <h2 id={headingId} className="font-display text-2xl sm:text-3xl">
          {heading}
        </h2>
        <p className={cn('max-w-prose sm:text-lg', tone === 'sunken' && 'text-muted')}>{text}</p>
        <Link
          href={cta.href}
          // On the brand background the usual brand button would vanish.
          className={cn(
            buttonVariants({ variant: tone === 'brand' ? 'inverse' : 'primary' }),
            'mt-2 self-start',
          )}
        >
          {cta.label}
        </Link>
      </div>
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        // Banners sit below the fold on every screen.
        loading="lazy"
        decoding="async"
        className="order-first aspect-[3/2] h-full w-full object-cover md:aspect-auto dark:brightness-90"
      />
    </section>
  )
}
