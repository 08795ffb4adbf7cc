import { formatNaira } from '@adire/contract'
import {
  fixtureProduct,
  PHOTO_FIXTURE_IDS,
  photoCatalogueHandlers,
  productSearchHandlers,
  SOLD_OUT_FIXTURE_ID,
  soldOutHandlers,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import {
  collectionMeta,
  expectCount,
  findCards,
  newestFirst,
  PAGE,
} from './CollectionPage.fixtures.ts'

// The collection's first page of products: loaded, loading, empty, failing, a card sold out.
const meta = {
  ...collectionMeta,
  title: 'Pages/Collection/Products',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['state:collection-list'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'ALL COLLECTIONS',
    )
    // The first page of the catalogue, newest first, and the way to the next.
    const cards = await findCards(canvasElement)
    await expect(cards).toHaveLength(PAGE)
    await expectCount(canvasElement, 'Showing 24 of 56 products')
    await expect(cards[0]).toHaveAccessibleName(new RegExp(`^${newestFirst[0]?.name}`))
    await expect(canvas.getByRole('link', { name: 'Load more products' })).toHaveAttribute(
      'href',
      '/collection?pages=2',
    )
    const group = canvas.getByRole('group', { name: 'Categories' })
    for (const box of within(group).getAllByRole('checkbox')) await expect(box).not.toBeChecked()
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Relevance')
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('')
    // The first screenful of images loads at once, the rest as the shopper scrolls.
    const images = canvas.getByRole('region', { name: 'Products' }).querySelectorAll('img')
    await expect(images[3]).toHaveAttribute('loading', 'eager')
    await expect(images[4]).toHaveAttribute('loading', 'lazy')
  },
}

/**
 * Three products shown by the photos their store team uploaded (landscape, tall and square, none
 * in the store's 4:5), beside the artwork: every card keeps the same box (issue 41).
 */
export const WithPhotos: Story = {
  parameters: { photos: true, msw: { handlers: photoCatalogueHandlers } },
  play: async ({ canvasElement }) => {
    const cards = await findCards(canvasElement)
    const box = (card: HTMLElement) => {
      const image = card.querySelector('img')
      if (!image) throw new Error(`No picture in ${card.textContent}`)
      return image.getBoundingClientRect()
    }
    const photoCards = cards.filter((card) => card.querySelector('picture'))
    await expect(photoCards).toHaveLength(PHOTO_FIXTURE_IDS.length)
    const artwork = box(cards.find((card) => !card.querySelector('picture')) as HTMLElement)
    for (const card of photoCards) {
      await expect(box(card).width).toBeCloseTo(artwork.width, 0)
      await expect(box(card).height).toBeCloseTo(artwork.height, 0)
    }
  },
}

export const Loading: Story = {
  tags: ['state:collection-loading'],
  parameters: { msw: { handlers: { productSearch: [productSearchHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Loading products',
    )
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { productSearch: [productSearchHandlers.empty] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No products to show yet.')).toBeVisible()
    await expect(canvas.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument()
  },
}

export const ErrorState: Story = {
  tags: ['state:collection-error'],
  name: 'Error',
  parameters: { msw: { handlers: { productSearch: [productSearchHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Failed to fetch products')
  },
}

/**
 * docs/product.md §11.6: the jersey (the second card) has no size left. Its card says "Sold
 * out" under its price, and the words are part of the link's name; the other cards say nothing.
 */
export const SoldOutCard: Story = {
  tags: ['state:stock-card-sold-out'],
  parameters: { msw: { handlers: { productSearch: soldOutHandlers.productSearch } } },
  play: async ({ canvasElement }) => {
    const jersey = fixtureProduct(SOLD_OUT_FIXTURE_ID)
    const cards = await findCards(canvasElement)
    await expect(cards[1]).toHaveAccessibleName(
      `${jersey.name} ${formatNaira(jersey.price)} Sold out`,
    )
    await expect(within(cards[1] as HTMLElement).getByText('Sold out')).toBeVisible()
    const soldOut = cards.filter((card) => card.textContent?.includes('Sold out'))
    await expect(soldOut).toHaveLength(1)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
}
