// What the product page's story files share: the hoodie, the page's meta and its heading.
import { fixtureProduct } from '@adire/mocks'
import type { Meta } from '@storybook/react-vite'
import { within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

export const product = fixtureProduct('indigo-adire-hoodie')

/**
 * Each story file spreads it under a title of its own, with a line comment above: a JSDoc one
 * there becomes a `parameters` key of Storybook's (the docs' description) that hides these.
 */
export const productDetailsMeta = {
  component: StoryApp,
  args: { path: `/productdetails/${product._id}` },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

/** The page is loaded lazily and waits for its product: give it a moment. */
export const findProductHeading = (canvasElement: HTMLElement, name = product.name) =>
  within(canvasElement).findByRole('heading', { level: 1, name })
