import {
  fixtureProduct,
  productAvailabilityHandlers,
  SOLD_OUT_FIXTURE_ID,
  soldOutHandlers,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import { findProductHeading, product, productDetailsMeta } from './ProductDetailsPage.fixtures.ts'

// The product's stock (docs/product.md §11.6): a size or the whole product sold out, few left.
const meta = {
  ...productDetailsMeta,
  title: 'Pages/ProductDetails/Stock',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/**
 * docs/product.md §11.6: size M is sold out. Once the page knows (its stock is asked in the
 * browser, after the first paint), M is struck through, cannot be chosen, and is named
 * "M, sold out" to screen readers.
 */
export const SizeSoldOut: Story = {
  tags: ['state:stock-size-sold-out'],
  parameters: {
    msw: { handlers: { productAvailability: [productAvailabilityHandlers.sizeSoldOut] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement)
    const medium = await canvas.findByRole('radio', { name: 'M, sold out' })
    await expect(medium).toBeDisabled()
    await userEvent.click(canvas.getByText('M', { selector: '[aria-hidden]' }))
    await expect(medium).not.toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'L' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled()
    await expect(canvas.queryByText('Sold out')).not.toBeInTheDocument()
  },
}

/** docs/product.md §11.6: only 2 left of M. Choosing M says so under the sizes. */
export const OnlyFewLeft: Story = {
  tags: ['state:stock-only-few-left'],
  parameters: {
    // The words come with a size chosen: the reference is of the page after the play.
    visual: 'after-play',
    msw: { handlers: { productAvailability: [productAvailabilityHandlers.onlyTwoLeft] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'L' }))
    await expect(canvas.queryByText('Only 2 left')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('radio', { name: 'M' }))
    await expect(await canvas.findByText('Only 2 left')).toHaveAttribute('role', 'status')
  },
}

const jersey = fixtureProduct(SOLD_OUT_FIXTURE_ID)

/**
 * docs/product.md §11.6: every size of the jersey is gone. The page says "Sold out", every size
 * is struck through, and ADD TO CART cannot be pressed (from the server's first paint: the
 * product itself says it is sold out).
 */
export const ProductSoldOut: Story = {
  tags: ['state:stock-product-sold-out'],
  args: { path: `/productdetails/${jersey._id}` },
  parameters: {
    msw: {
      handlers: {
        productDetails: soldOutHandlers.productDetails,
        productAvailability: soldOutHandlers.productAvailability,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement, jersey.name)
    const button = canvas.getByRole('button', { name: 'ADD TO CART' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription('Sold out')
    await expect(canvas.getByText('Sold out')).toBeVisible()
    for (const size of jersey.sizes) {
      await expect(canvas.getByRole('radio', { name: `${size}, sold out` })).toBeDisabled()
    }
    await userEvent.click(button)
    await expect(canvas.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
    await expect(canvas.queryByText('Added to cart')).not.toBeInTheDocument()
  },
}

/**
 * docs/product.md §11.6: only 2 left of M, and the cart holds both. Another one is refused,
 * saying how many are left, and the cart keeps its 2.
 */
export const AddRefused: Story = {
  tags: ['state:stock-add-refused'],
  args: { storedCart: { [product._id]: { M: 2 } } },
  parameters: {
    visual: false,
    msw: { handlers: { productAvailability: [productAvailabilityHandlers.onlyTwoLeft] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: 'M' }))
    await canvas.findByText('Only 2 left')
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }))
    const notifications = within(canvas.getByRole('region', { name: 'Notifications' }))
    await expect(await notifications.findByText('Only 2 left in size M')).toBeVisible()
    await expect(canvas.queryByText('Added to cart')).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
  },
}
