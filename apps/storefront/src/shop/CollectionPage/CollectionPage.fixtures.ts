// What the collection's story files share: the page's meta, the catalogue's order, its cards.
import { fixtureProducts } from '@adire/mocks'
import type { Meta } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

/**
 * Each story file spreads it under a title of its own, with a line comment above: a JSDoc one
 * there becomes a `parameters` key of Storybook's (the docs' description) that hides these.
 */
export const collectionMeta = {
  component: StoryApp,
  args: { path: '/collection' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export const cheapest = fixtureProducts.reduce((a, b) => (b.price < a.price ? b : a))
/** The catalogue's own order (newest first), as the server pages it. */
export const newestFirst = [...fixtureProducts].sort(
  (a, b) => b.date - a.date || a._id.localeCompare(b._id),
)
/** A page of the collection: 24 products. */
export const PAGE = 24

/** The product cards, once the list has loaded: links that carry a price. */
export async function findCards(canvasElement: HTMLElement) {
  const products = await within(canvasElement).findByRole('region', { name: 'Products' })
  return within(products).findAllByRole('link', { name: /₦/ })
}

/** Waits for the result count; the first status on screen is the loading spinner's. */
export async function expectCount(canvasElement: HTMLElement, text: string) {
  await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(text))
}
