import { FIXTURE_PHOTO, FIXTURE_PHOTO_PATH, fixtureProduct } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { ProductImage } from './ProductImage.tsx'

/** The mock server's landscape photo (640 × 427, made at 320 and 640 px) by its file names. */
const file = (width: number, extension: string) =>
  `/photos/${FIXTURE_PHOTO.id}-${width}.${extension}`
const srcset = (extension: string) => `${file(320, extension)} 320w, ${file(640, extension)} 640w`

const artwork = fixtureProduct('indigo-adire-hoodie').image[0] ?? ''

const meta = {
  title: 'UI/Product/ProductImage',
  component: ProductImage,
  args: {
    src: FIXTURE_PHOTO_PATH,
    alt: 'Indigo Adire Hoodie',
    sizes: '224px',
    className: 'aspect-[4/5] h-auto w-full rounded-card bg-surface-sunken object-cover',
  },
  decorators: [(Story) => <div className="w-56">{Story()}</div>],
} satisfies Meta<typeof ProductImage>

export default meta
type Story = StoryObj<typeof meta>

/** The picture once the browser has it: which file it chose (`currentSrc`). */
async function loaded(canvasElement: HTMLElement) {
  const image = canvasElement.querySelector('img')
  if (!image) throw new Error('No <img>')
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true))
  return image
}

/**
 * An uploaded photo: AVIF and WebP sources and a JPEG `<img>`, each with every width the store
 * made. A browser that reads AVIF (every current one) takes the AVIF.
 */
export const UploadedPhoto: Story = {
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector('picture')
    const [avif, webp] = Array.from(picture?.querySelectorAll('source') ?? [])
    await expect(avif).toHaveAttribute('type', 'image/avif')
    await expect(avif).toHaveAttribute('srcset', srcset('avif'))
    await expect(avif).toHaveAttribute('sizes', '224px')
    await expect(webp).toHaveAttribute('type', 'image/webp')
    await expect(webp).toHaveAttribute('srcset', srcset('webp'))
    const image = await loaded(canvasElement)
    await expect(image).toHaveAttribute('srcset', srcset('jpg'))
    await expect(image).toHaveAttribute('sizes', '224px')
    await expect(image).toHaveAttribute('src', FIXTURE_PHOTO_PATH)
    // The 4:5 box the picture fills, before it arrives.
    await expect(image).toHaveAttribute('width', '600')
    await expect(image).toHaveAttribute('height', '750')
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(image).toHaveAttribute('decoding', 'async')
    await expect(image.currentSrc).toMatch(/\.avif$/)
  },
}

/**
 * The page's largest paint: fetched at once and first. React cannot preload an `<img>` inside a
 * `<picture>` by itself, so the AVIF files are preloaded from the head.
 */
export const LargestPaint: Story = {
  args: { loading: 'priority' },
  play: async ({ canvasElement }) => {
    const image = await loaded(canvasElement)
    await expect(image).toHaveAttribute('loading', 'eager')
    await expect(image).toHaveAttribute('fetchpriority', 'high')
    // (The head outlives a story: another story's preload may be there too, for its sizes.)
    const preload = document.head.querySelector(
      `link[rel="preload"][as="image"][imagesrcset="${srcset('avif')}"][imagesizes="224px"]`,
    )
    await expect(preload).toHaveAttribute('type', 'image/avif')
    await expect(preload).toHaveAttribute('fetchpriority', 'high')
  },
}

/** The launch range's artwork: one SVG, sharp at any size, shown as it always was. */
export const Artwork: Story = {
  args: { src: artwork },
  play: async ({ canvasElement }) => {
    const image = await loaded(canvasElement)
    await expect(canvasElement.querySelector('picture')).toBeNull()
    await expect(image).toHaveAttribute('src', artwork)
    await expect(image).not.toHaveAttribute('srcset')
    await expect(image).not.toHaveAttribute('sizes')
    await expect(image).toHaveAttribute('width', '600')
    await expect(image).toHaveAttribute('height', '750')
    await expect(image).toHaveAttribute('loading', 'lazy')
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: UploadedPhoto.play }
