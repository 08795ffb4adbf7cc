import { fixturePhotos } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ProductThumbnail } from './ProductThumbnail.tsx'

const [photo] = fixturePhotos as [(typeof fixturePhotos)[number]]

const meta = {
  title: 'UI/Admin/ProductThumbnail',
  component: ProductThumbnail,
  args: { src: `/photos/${photo.id}-1280.jpg`, alt: 'Ọ̀yọ́ Adire Hoodie', className: 'w-24' },
} satisfies Meta<typeof ProductThumbnail>

export default meta
type Story = StoryObj<typeof meta>

/** An uploaded photo: its 320 px files, never the 1280 px one the product keeps. */
export const UploadedPhoto: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Ọ̀yọ́ Adire Hoodie' })
    await expect(img).toHaveAttribute('src', `/photos/${photo.id}-320.jpg`)
    const sources = canvasElement.querySelectorAll('source')
    await expect([...sources].map((s) => s.getAttribute('srcset'))).toEqual([
      `/photos/${photo.id}-320.avif`,
      `/photos/${photo.id}-320.webp`,
    ])
  },
}

/** The launch range's artwork: shown as it is. */
export const Artwork: Story = {
  args: { src: '/images/products/indigo-adire-hoodie-1.svg', alt: 'Indigo Adire Hoodie' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Indigo Adire Hoodie' }),
    ).toHaveAttribute('src', '/images/products/indigo-adire-hoodie-1.svg')
    await expect(canvasElement.querySelector('source')).toBeNull()
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: UploadedPhoto.play }
