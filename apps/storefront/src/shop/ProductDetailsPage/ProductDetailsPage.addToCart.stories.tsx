import { cartHandlers, MOCK_TOKEN, resetMockCart } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import { findProductHeading, product, productDetailsMeta } from './ProductDetailsPage.fixtures.ts'

// ADD TO CART: without a size, added, on to the cart, and failing.
const meta = {
  ...productDetailsMeta,
  title: 'Pages/ProductDetails/Adding to cart',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const AddWithoutSize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select a size')
    await expect(canvas.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
    await expect(canvas.queryByText('Added to cart')).not.toBeInTheDocument()
  },
}

export const AddToCart: Story = {
  tags: ['state:product-add-to-cart'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'M' }))
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }))
    await expect(await canvas.findByText('Added to cart')).toBeVisible()
    // The first tap also brings the cart's code (a first visit does not download it).
    const count = await canvas.findByRole('link', { name: 'Cart, 1 item' })
    await expect(count).toBeVisible()
    // The notification offers the way to the cart, and leaves the cart's count in sight.
    const notice = within(canvas.getByRole('region', { name: 'Notifications' })).getByRole('status')
    await expect(within(notice).getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      '/cart',
    )
    await expect(notice.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      count.getBoundingClientRect().bottom,
    )

    await userEvent.click(canvas.getByRole('radio', { name: 'XL' }))
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }))
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument(),
    )
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}

/** `View cart` in the notification takes the shopper to the cart, the line in it. */
export const ViewCartFromNotification: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'M' }))
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }))
    await userEvent.click(await canvas.findByRole('link', { name: 'View cart' }))
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /Your Shopping Cart/i }),
    ).toBeVisible()
    await expect(await canvas.findByRole('link', { name: product.name })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'View cart' })).toBeNull()
  },
}

/**
 * Signed in, the server cannot add the line (here the connection drops): the badge shows it at
 * once, then loses it again, with docs/product.md §8's message as a toast.
 */
export const AddToCartFails: Story = {
  tags: ['state:cart-add-error'],
  args: { storedToken: MOCK_TOKEN },
  beforeEach: () => resetMockCart(),
  parameters: { visual: false, msw: { handlers: { cart: [cartHandlers.changesFail] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProductHeading(canvasElement)
    await canvas.findByRole('button', { name: 'Account' })
    await userEvent.click(canvas.getByRole('radio', { name: 'M' }))
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }))
    const notifications = within(canvas.getByRole('region', { name: 'Notifications' }))
    await expect(await notifications.findByText('Failed to add item to cart')).toBeVisible()
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument(),
    )
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: AddWithoutSize.play,
}

export const Dark: Story = { globals: { theme: 'dark' }, play: AddWithoutSize.play }
