import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type SVGProps,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { cn } from '../../../lib/cn.ts'
import { buttonVariants } from '../../../primitives/Button/Button.tsx'
import { ChevronLeftIcon } from '../../../primitives/icons/icons.tsx'
import { Link } from '../../../primitives/Link/Link.tsx'
import { swipeDirection, wrapIndex } from './slider.ts'

export interface HeroSlide {
  /** Stable key of the slide. */
  id: string
  /** The slide's headline. */
  heading: string
  /** One short line under the headline. */
  text: string
  /** The call to action: what it says and where it goes. */
  cta: { label: string; href: string }
  /** The slide's artwork; `width` and `height` are its drawn size, so the space is reserved. */
  image: { src: string; alt: string; width: number; height: number }
}

export interface HeroSliderProps {
  /** The slides, in order. The first one's image is the page's largest paint. */
  slides: readonly HeroSlide[]
  /**
   * The carousel's accessible name.
   * @defaultValue 'Featured'
   */
  label?: string
  /**
   * Whether the slides start rotating on their own. Rotation never starts when the shopper
   * prefers reduced motion, and it pauses while the pointer or keyboard focus is inside.
   * @defaultValue true
   */
  autoPlay?: boolean
  /**
   * Milliseconds each slide stays before the next one comes in.
   * @defaultValue 6000
   */
  interval?: number
  /**
   * The slide shown first.
   * @defaultValue 0
   */
  defaultIndex?: number
  /**
   * How far, in CSS pixels, a touch has to travel sideways to count as a swipe.
   * @defaultValue 50
   */
  swipeThreshold?: number
  className?: string
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

const PauseIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" {...props}>
    <path fill="currentColor" d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
  </svg>
)

const PlayIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" {...props}>
    <path
      fill="currentColor"
      d="M8 5.5v13a.5.5 0 0 0 .77.42l10-6.5a.5.5 0 0 0 0-.84l-10-6.5A.5.5 0 0 0 8 5.5Z"
    />
  </svg>
)

const controlShape =
  'inline-flex h-10 w-10 items-center justify-center rounded-full text-ink transition-colors'
const controlClass = `${controlShape} hover:bg-ink/10`

/**
 * The home page's hero: a carousel of full-width slides built on the WAI-ARIA APG carousel
 * pattern. Previous/next buttons, one dot per slide, Left/Right arrows while focus is inside,
 * touch swipes, and a pause/play button for the rotation.
 */
export function HeroSlider({
  slides,
  label = 'Featured',
  autoPlay = true,
  interval = 6000,
  defaultIndex = 0,
  swipeThreshold = 50,
  className,
}: HeroSliderProps) {
  const count = slides.length
  const [index, setIndex] = useState(() => wrapIndex(defaultIndex, count))
  const [rotating, setRotating] = useState(autoPlay)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const itemsId = useId()
  const slideRefs = useRef<(HTMLDivElement | null)[]>([])
  const swipeStart = useRef<{ x: number; y: number } | null>(null)
  // Set when a key press inside a slide changes slides: the focused link is about to become
  // inert, so focus follows to the new slide instead of falling back to the page.
  const focusNewSlide = useRef(false)

  // Rotation is paused, not switched off, while the shopper is reading or using the slider.
  const playing = rotating && !hovered && !focused && count > 1

  // matchMedia exists only in the browser, so the preference is read after the first render.
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION_QUERY)
    if (!query) return
    if (query.matches) setRotating(false)
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setRotating(false)
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])

  // A fresh timer per slide, so a slide chosen by hand gets its full time too.
  useEffect(() => {
    if (!playing) return
    const timer = window.setTimeout(() => setIndex(wrapIndex(index + 1, count)), interval)
    return () => window.clearTimeout(timer)
  }, [playing, index, count, interval])

  useEffect(() => {
    if (!focusNewSlide.current) return
    focusNewSlide.current = false
    slideRefs.current[index]?.querySelector<HTMLElement>('a[href]')?.focus()
  }, [index])

  if (count === 0) return null

  const goTo = (to: number) => setIndex(wrapIndex(to, count))

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    if (count < 2) return
    event.preventDefault()
    const target = event.target as Node
    focusNewSlide.current = slideRefs.current.some((slide) => slide?.contains(target))
    goTo(event.key === 'ArrowRight' ? index + 1 : index - 1)
  }

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // A mouse drag is left to text selection; swipes are for touch and pen.
    if (event.pointerType === 'mouse') return
    swipeStart.current = { x: event.clientX, y: event.clientY }
  }

  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (!start || count < 2) return
    const direction = swipeDirection(
      event.clientX - start.x,
      event.clientY - start.y,
      swipeThreshold,
    )
    if (direction) goTo(direction === 'next' ? index + 1 : index - 1)
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-state={playing ? 'playing' : 'paused'}
      className={cn('bg-surface-raised', className)}
      onKeyDown={handleKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
    >
      <div className="relative">
        {count > 1 ? (
          // First in the tab order, as the APG asks, so it is found before the moving content.
          <button
            type="button"
            aria-label={rotating ? 'Pause slide show' : 'Play slide show'}
            onClick={() => setRotating((value) => !value)}
            className={cn(
              controlShape,
              'absolute top-3 right-3 z-10 bg-surface-raised shadow-md hover:bg-surface-sunken sm:top-4 sm:right-4',
            )}
          >
            {rotating ? <PauseIcon /> : <PlayIcon />}
          </button>
        ) : null}
        <div
          id={itemsId}
          // Announcing every automatic change would talk over the shopper; changes they make
          // themselves (rotation paused) are announced.
          aria-live={playing ? 'off' : 'polite'}
          className="touch-pan-y overflow-hidden"
          onPointerDown={handlePointerDown}
          onPointerUp={handlePointerUp}
          onPointerCancel={() => {
            swipeStart.current = null
          }}
        >
          <div
            className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
            style={{ transform: `translateX(-${index * 100}%)` }}
          >
            {slides.map((slide, i) => {
              const current = i === index
              return (
                // biome-ignore lint/a11y/useSemanticElements: the APG carousel makes each slide a named group; a fieldset would announce a form
                <div
                  key={slide.id}
                  ref={(node) => {
                    slideRefs.current[i] = node
                  }}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}`}
                  aria-hidden={!current}
                  inert={!current}
                  data-state={current ? 'active' : 'inactive'}
                  className="relative w-full shrink-0"
                >
                  <img
                    src={slide.image.src}
                    alt={slide.image.alt}
                    width={slide.image.width}
                    height={slide.image.height}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    decoding={i === 0 ? 'auto' : 'async'}
                    draggable={false}
                    className="h-56 w-full object-cover select-none sm:h-80 lg:h-[min(34rem,42vw)] dark:brightness-90"
                  />
                  <div className="lg:absolute lg:inset-0 lg:flex lg:items-center">
                    <div className="mx-auto w-full max-w-[1100px] px-4 sm:px-6 lg:px-8">
                      <div className="py-6 lg:max-w-md lg:rounded-card lg:bg-surface-raised lg:p-8 lg:shadow-xl">
                        <h2 className="font-display text-3xl text-ink sm:text-4xl">
                          {slide.heading}
                        </h2>
                        <p className="mt-3 text-muted sm:text-lg">{slide.text}</p>
                        <Link
                          href={slide.cta.href}
                          className={cn(buttonVariants({ size: 'lg' }), 'mt-6')}
                        >
                          {slide.cta.label}
                        </Link>
                      </div>
                    </div>
                  </div>
                </div>
              )
            })}
          </div>
        </div>
      </div>
      {count > 1 ? (
        <div className="mx-auto flex max-w-[1100px] items-center justify-center gap-2 px-4 pb-4 sm:px-6 lg:pt-4 lg:px-8">
          <button
            type="button"
            aria-label="Previous slide"
            aria-controls={itemsId}
            onClick={() => goTo(index - 1)}
            className={controlClass}
          >
            <ChevronLeftIcon />
          </button>
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              aria-controls={itemsId}
              onClick={() => goTo(i)}
              className="group inline-flex h-8 w-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'h-2.5 rounded-full transition-all duration-300',
                  i === index ? 'w-6 bg-brand' : 'w-2.5 bg-muted group-hover:bg-ink',
                )}
              />
            </button>
          ))}
          <button
            type="button"
            aria-label="Next slide"
            aria-controls={itemsId}
            onClick={() => goTo(index + 1)}
            className={controlClass}
          >
            <ChevronLeftIcon className="rotate-180" />
          </button>
        </div>
      ) : null}
    </section>
  )
}
