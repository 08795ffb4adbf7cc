import { availabilityOf } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import {
  cartLines,
  cartMeta,
  guestCart,
  hoodie,
  interactionOnly,
  quantityOf,
  summaryRow,
  tee,
} from './CartPage.fixtures.ts'

// Since the shopper added them: a price changed, a line lowered to the stock or sold out.
const meta = {
  ...cartMeta,
  title: 'Pages/Cart/Prices and stock',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** The browser's memory of the prices the shopper added products at (docs/product.md §4.1). */
const rememberPrices = (prices: Record<string, number>) => () => {
  localStorage.setItem('cartPrices', JSON.stringify(prices))
}

/**
 * The store raised the hoodie's price after the shopper added it at ₦26,000: the line shows the
 * new price and says so, and one notice above the totals. The totals are today's prices, which
 * the server charges.
 */
export const PriceChanged: Story = {
  tags: ['state:cart-price-changed'],
  args: { storedCart: guestCart },
  beforeEach: rememberPrices({ [hoodie._id]: 26000, [tee._id]: tee.price }),
  play: async ({ canvasElement }) => {
    const { main, items } = await cartLines(canvasElement)
    const [hoodieLine, teeLine] = items.map((item) => within(item))
    await expect(hoodieLine?.getByText('₦28,500')).toBeVisible()
    await expect(hoodieLine?.getByRole('status')).toHaveTextContent(
      'Price changed from ₦26,000 to ₦28,500',
    )
    // The tee costs what it did: nothing to say.
    await expect(teeLine?.queryByRole('status')).not.toBeInTheDocument()
    const summary = within(main.getByRole('region', { name: 'CART TOTALS' }))
    await expect(summary.getByRole('status')).toHaveTextContent(
      'The price of an item in your cart has changed since you added it.',
    )
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦69,500')
  },
}

/**
 * Adding the product again, at the price its page shows, is the shopper taking the new price:
 * the cart no longer tells of the change.
 */
export const PriceChangeSeen: Story = {
  args: { storedCart: guestCart },
  beforeEach: rememberPrices({ [hoodie._id]: 26000 }),
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { canvas, main, nav } = await cartLines(canvasElement)
    await expect(main.getByText('Price changed from ₦26,000 to ₦28,500')).toBeVisible()
    await userEvent.click(main.getByRole('link', { name: hoodie.name }))
    await canvas.findByRole('heading', { level: 1, name: hoodie.name })
    await userEvent.click(canvas.getByRole('radio', { name: 'L' }))
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }))
    await userEvent.click(await nav.findByRole('link', { name: 'Cart, 4 items' }))
    const list = await main.findByRole('list', { name: 'Items in your cart' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    await expect(main.queryByText(/Price changed/)).not.toBeInTheDocument()
    await expect(main.queryByText(/has changed since you added it/)).not.toBeInTheDocument()
    await expect(JSON.parse(localStorage.getItem('cartPrices') ?? '{}')).toEqual({
      [hoodie._id]: 28500,
    })
  },
}

/**
 * docs/product.md §11.6: only 1 hoodie in M is left, and the cart holds 2. The line is lowered
 * to 1 through the cart's own update (kept for the next visit), says so, and the total follows.
 */
export const StockLineLowered: Story = {
  tags: ['state:stock-cart-line-lowered'],
  args: { storedCart: guestCart },
  parameters: {
    msw: { handlers: { productAvailability: [availabilityOf({ [hoodie._id]: { M: 1 } })] } },
  },
  play: async ({ canvasElement }) => {
    const { main, nav, items } = await cartLines(canvasElement)
    const [hoodieLine, teeLine] = items.map((item) => within(item))
    await expect(
      await hoodieLine?.findByText('Only 1 left: we have updated your cart'),
    ).toHaveAttribute('role', 'status')
    await waitFor(() => expect(quantityOf(main, hoodie.name, 'M')).toHaveValue(1))
    await expect(teeLine?.queryByRole('status')).not.toBeInTheDocument()
    await expect(nav.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦41,000')
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('cartItems') ?? '{}')[hoodie._id]).toEqual({ M: 1 }),
    )
    // A lowered line does not hold checkout up.
    await expect(main.getByRole('link', { name: 'PROCEED TO CHECKOUT' })).toBeVisible()
  },
}

/**
 * docs/product.md §11.6: the tee in L sold out since it was added. Its line says so, and
 * PROCEED TO CHECKOUT waits, saying why, until the line is removed.
 */
export const StockLineSoldOut: Story = {
  tags: ['state:stock-cart-line-sold-out'],
  args: { storedCart: guestCart },
  parameters: {
    msw: { handlers: { productAvailability: [availabilityOf({ [tee._id]: { L: 0 } })] } },
  },
  play: async ({ canvasElement }) => {
    const { main, items } = await cartLines(canvasElement)
    const [hoodieLine, teeLine] = items.map((item) => within(item))
    await expect(await teeLine?.findByText('Sold out: remove it to continue')).toHaveAttribute(
      'role',
      'status',
    )
    await expect(hoodieLine?.queryByRole('status')).not.toBeInTheDocument()
    const waiting = main.getByRole('button', { name: 'PROCEED TO CHECKOUT' })
    await expect(waiting).toBeDisabled()
    await expect(waiting).toHaveAccessibleDescription(
      'An item in your cart is sold out: remove it to continue.',
    )
    await expect(main.queryByRole('link', { name: 'PROCEED TO CHECKOUT' })).not.toBeInTheDocument()
  },
}

/** Removing the sold-out line lets the shopper go on to checkout. */
export const StockLineSoldOutRemoved: Story = {
  args: StockLineSoldOut.args,
  parameters: { ...StockLineSoldOut.parameters, ...interactionOnly },
  play: async ({ canvasElement }) => {
    const { main } = await cartLines(canvasElement)
    await main.findByText('Sold out: remove it to continue')
    await userEvent.click(main.getByRole('button', { name: `Remove ${tee.name}, size L` }))
    await expect(await main.findByRole('link', { name: 'PROCEED TO CHECKOUT' })).toHaveAttribute(
      'href',
      '/login?next=/place-order',
    )
    await expect(main.queryByText(/sold out/i)).not.toBeInTheDocument()
    await expect(quantityOf(main, hoodie.name, 'M')).toHaveValue(2)
  },
}
