import { PAGE_ROUTES } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { type HeroSlide, HeroSlider } from './HeroSlider.tsx'

const slides: HeroSlide[] = [
  {
    id: 'adire',
    heading: 'Indigo, dyed by hand',
    text: 'New adire pieces, resist-dyed and hand-finished in Nigeria.',
    cta: { label: 'Shop the collection', href: PAGE_ROUTES.collection },
    image: {
      src: '/images/hero/adire-indigo.svg',
      alt: 'Indigo adire cloths drying on a line above dye pots',
      width: 1600,
      height: 800,
    },
  },
  {
    id: 'lagos',
    heading: 'Lagos at golden hour',
    text: 'Easy tees, polos and shorts for long evenings out.',
    cta: { label: 'Shop t-shirts', href: `${PAGE_ROUTES.collection}?filter=T-Shirt` },
    image: {
      src: '/images/hero/lagos-golden-hour.svg',
      alt: 'A Lagos street at golden hour with a yellow danfo bus',
      width: 1600,
      height: 800,
    },
  },
  {
    id: 'harmattan',
    heading: 'Layer up for harmattan',
    text: 'Hoodies and caps for dusty mornings that turn into warm afternoons.',
    cta: { label: 'Shop hoodies', href: `${PAGE_ROUTES.collection}?filter=Hoodie` },
    image: {
      src: '/images/hero/harmattan-layers.svg',
      alt: 'Two friends in layered hoodies and caps on a hazy harmattan morning',
      width: 1600,
      height: 800,
    },
  },
]

const meta = {
  title: 'UI/Home/HeroSlider',
  component: HeroSlider,
  parameters: { layout: 'fullscreen' },
  args: { slides, label: 'New at Adire' },
} satisfies Meta<typeof HeroSlider>

export default meta
type Story = StoryObj<typeof meta>

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The dot of the slide on show, and what the slide says. */
async function expectSlide(canvasElement: HTMLElement, position: number) {
  const canvas = within(canvasElement)
  await expect(canvas.getByRole('button', { name: `Go to slide ${position}` })).toHaveAttribute(
    'aria-current',
    'true',
  )
  const slide = slides[position - 1]
  await expect(canvas.getByRole('heading', { name: slide?.heading })).toBeVisible()
  await expect(canvas.getByRole('link', { name: slide?.cta.label })).toHaveAttribute(
    'href',
    slide?.cta.href,
  )
}

/** Takes the pointer and keyboard focus out of the slider, which otherwise pause it. */
async function leave(canvasElement: HTMLElement) {
  await userEvent.unhover(within(canvasElement).getByRole('region', { name: 'New at Adire' }))
  ;(document.activeElement as HTMLElement | null)?.blur()
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const carousel = canvas.getByRole('region', { name: 'New at Adire' })
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    const groups = canvasElement.querySelectorAll('[aria-roledescription="slide"]')
    await expect([...groups].map((g) => g.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ])
    await expectSlide(canvasElement, 1)
    // The first slide's artwork is the largest paint; the others wait until needed.
    const images = canvasElement.querySelectorAll('img')
    await expect(images[0]).toHaveAttribute('loading', 'eager')
    await expect(images[0]).toHaveAttribute('fetchpriority', 'high')
    await expect(images[1]).toHaveAttribute('loading', 'lazy')
    for (const image of images) {
      await expect(image).toHaveAttribute('width', '1600')
      await expect(image).toHaveAttribute('height', '800')
    }

    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await expectSlide(canvasElement, 2)
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }))
    await expectSlide(canvasElement, 3)
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await expectSlide(canvasElement, 1)
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }))
    await expectSlide(canvasElement, 3)
    // Changes the shopper makes are announced; the rotation is paused while they are here.
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite')
  },
}

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The pause button comes first, so a keyboard user can stop the rotation straight away.
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Pause slide show' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expectSlide(canvasElement, 2)
    await userEvent.keyboard('{ArrowRight}')
    await expectSlide(canvasElement, 3)
    await userEvent.keyboard('{ArrowRight}')
    await expectSlide(canvasElement, 1)
    await userEvent.keyboard('{ArrowLeft}')
    await expectSlide(canvasElement, 3)
    await userEvent.keyboard('{ArrowRight}')

    // From a slide's link, focus follows to the link of the slide that comes in.
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Shop the collection' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expectSlide(canvasElement, 2)
    await expect(canvas.getByRole('link', { name: 'Shop t-shirts' })).toHaveFocus()
  },
}

export const Pause: Story = {
  args: { interval: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off')
    await waitFor(() => expectSlide(canvasElement, 2))

    await userEvent.click(canvas.getByRole('button', { name: 'Pause slide show' }))
    const play = canvas.getByRole('button', { name: 'Play slide show' })
    await leave(canvasElement)
    const shown = Number(
      canvas
        .getAllByRole('button', { name: /^Go to slide/ })
        .find((dot) => dot.getAttribute('aria-current') === 'true')
        ?.getAttribute('aria-label')
        ?.slice(-1),
    )
    await sleep(1000)
    await expectSlide(canvasElement, shown)
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite')

    await userEvent.click(play)
    await expect(canvas.getByRole('button', { name: 'Pause slide show' })).toBeVisible()
    await leave(canvasElement)
    await waitFor(() => expectSlide(canvasElement, (shown % 3) + 1))
  },
}

export const HoverPauses: Story = {
  args: { interval: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.hover(canvas.getByRole('heading', { name: 'Indigo, dyed by hand' }))
    await sleep(1000)
    await expectSlide(canvasElement, 1)
    // Pausing on hover is not the pause button: its label stays as it was.
    await expect(canvas.getByRole('button', { name: 'Pause slide show' })).toBeVisible()
    await leave(canvasElement)
    await waitFor(() => expectSlide(canvasElement, 2))
  },
}

export const ReducedMotion: Story = {
  args: { interval: 100 },
  // The shopper's system asks for less motion: the slides must not move on their own.
  beforeEach: () => {
    const original = window.matchMedia
    window.matchMedia = (query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({
            matches: true,
            media: query,
            onchange: null,
            addEventListener: () => {},
            removeEventListener: () => {},
            addListener: () => {},
            removeListener: () => {},
            dispatchEvent: () => false,
          } as MediaQueryList)
        : original.call(window, query)
    return () => {
      window.matchMedia = original
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Play slide show' })).toBeVisible()
    await sleep(600)
    await expectSlide(canvasElement, 1)
  },
}

export const AutoPlayOff: Story = {
  args: { autoPlay: false, interval: 100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Play slide show' })).toBeVisible()
    await sleep(500)
    await expectSlide(canvasElement, 1)
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await expectSlide(canvasElement, 2)
  },
}

export const Swipe: Story = {
  args: { autoPlay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const swipe = (target: Element, fromX: number, toX: number) => {
      const init = { pointerType: 'touch', pointerId: 1, clientY: 120, bubbles: true }
      target.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: fromX }))
      target.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: toX }))
    }
    const image = (position: number) =>
      canvas.getByRole('img', { name: slides[position - 1]?.image.alt })

    swipe(image(1), 300, 100)
    await waitFor(() => expectSlide(canvasElement, 2))
    swipe(image(2), 100, 300)
    await waitFor(() => expectSlide(canvasElement, 1))
    // A short drag is a tap, not a swipe.
    swipe(image(1), 200, 180)
    await expectSlide(canvasElement, 1)
  },
}

export const SingleSlide: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Indigo, dyed by hand' })).toBeVisible()
    // Nothing to rotate or choose between.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: Default.play,
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
}

export const MobileDark: Story = {
  globals: { viewport: { value: 'mobile360' }, theme: 'dark' },
}
