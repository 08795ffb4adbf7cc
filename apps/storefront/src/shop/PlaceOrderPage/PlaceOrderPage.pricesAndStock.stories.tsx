import { formatNaira } from '@adire/contract'
import {
  availabilityOf,
  deliveryFeeRaisedAtCheckout,
  orderHandlers,
  RAISED_DELIVERY_FEE,
  stockGoneAtCheckout,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import {
  hoodie,
  interactionOnly,
  pay,
  placeOrderMeta,
  prefilled,
  shades,
} from './PlaceOrderPage.fixtures.tsx'

// The cart changed under the shopper: a price raised, stock gone, the delivery fee raised.
const meta = {
  ...placeOrderMeta,
  title: 'Pages/PlaceOrder/Prices and stock',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** The shopper added the hoodie at ₦26,000 (docs/product.md §4.1: kept in this browser). */
const hoodieAddedCheaper = () => {
  localStorage.setItem('cartPrices', JSON.stringify({ [hoodie._id]: 26000 }))
}

/**
 * The store raised the hoodie's price since the shopper added it: before paying, the order
 * summary shows the new price, says what it was, and one notice above the totals.
 */
export const PriceChangedSinceAdded: Story = {
  tags: ['state:place-order-price-changed'],
  beforeEach: hoodieAddedCheaper,
  play: async ({ canvasElement }) => {
    const { main } = await prefilled(canvasElement)
    const summary = within(main.getByRole('region', { name: 'Your order' }))
    const [hoodieLine, shadesLine] = within(
      summary.getByRole('list', { name: 'Items in your order' }),
    ).getAllByRole('listitem')
    await expect(hoodieLine).toHaveTextContent('Size M · ₦28,500 x 2')
    await expect(within(hoodieLine as HTMLElement).getByRole('status')).toHaveTextContent(
      'Price changed from ₦26,000 to ₦28,500',
    )
    await expect(within(shadesLine as HTMLElement).queryByRole('status')).toBeNull()
    await expect(
      summary.getByText('The price of an item in your cart has changed since you added it.'),
    ).toHaveAttribute('role', 'status')
    await expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('₦72,000')
  },
}

/**
 * Paying, with the new prices on the summary and the button, is the shopper taking them: the
 * notice goes, and stays gone if they come back (here the payment window is still open).
 */
export const PriceChangeAcceptedOnPaying: Story = {
  beforeEach: hoodieAddedCheaper,
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const page = await prefilled(canvasElement)
    await expect(page.main.getByText(/has changed since you added it/)).toBeVisible()
    await pay(canvasElement)
    await waitFor(() =>
      expect(page.main.queryByText(/has changed since you added it/)).not.toBeInTheDocument(),
    )
    await expect(page.main.queryByText(/Price changed/)).not.toBeInTheDocument()
    await expect(JSON.parse(localStorage.getItem('cartPrices') ?? '{}')).toEqual({
      [hoodie._id]: hoodie.price,
      [shades._id]: shades.price,
    })
  },
}

/**
 * docs/product.md §11.6: since the shopper filled the cart, only 1 hoodie in M is left and the
 * sunglasses sold out. The hoodie's line is lowered to 1 (on the server's cart too) and says so;
 * the sunglasses' line says it is sold out, and PLACE ORDER waits, saying why, with the way
 * back to the cart to remove it.
 */
export const StockLineOverStock: Story = {
  tags: ['state:stock-checkout-line-over-stock'],
  parameters: {
    msw: {
      handlers: {
        productAvailability: [
          availabilityOf({ [hoodie._id]: { M: 1 }, [shades._id]: { 'One size': 0 } }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { main, placeOrder } = await prefilled(canvasElement)
    const summary = within(main.getByRole('region', { name: 'Your order' }))
    const [hoodieLine, shadesLine] = within(
      summary.getByRole('list', { name: 'Items in your order' }),
    ).getAllByRole('listitem')
    await expect(
      await within(shadesLine as HTMLElement).findByText('Sold out: remove it to continue'),
    ).toHaveAttribute('role', 'status')
    await waitFor(() => expect(hoodieLine).toHaveTextContent('Size M · ₦28,500 x 1'))
    await expect(
      within(hoodieLine as HTMLElement).getByText('Only 1 left: we have updated your cart'),
    ).toHaveAttribute('role', 'status')
    await expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('₦43,500')

    await expect(placeOrder()).toBeDisabled()
    await expect(placeOrder()).toHaveAccessibleDescription(
      'An item in your cart is sold out: remove it to continue. Go to your cart',
    )
    await expect(main.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute(
      'href',
      '/cart',
    )
  },
}

/**
 * docs/product.md §11.6: the last hoodie in M went to another shopper while this one filled in
 * the form. The server refuses the order (409) with its words, as it refuses any order, and the
 * page asks for the stock again: the line now says it is sold out, and paying waits.
 */
export const StockGoneWhilePaying: Story = {
  parameters: {
    ...interactionOnly,
    msw: { handlers: stockGoneAtCheckout(hoodie._id, 'M') },
  },
  play: async ({ canvasElement }) => {
    const { main, pay: payButton } = await pay(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      `${hoodie.name} in size M is sold out`,
    )
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
    const summary = within(main.getByRole('region', { name: 'Your order' }))
    await expect(await summary.findByText('Sold out: remove it to continue')).toBeVisible()
    await expect(payButton()).toBeDisabled()
    await expect(main.getByRole('link', { name: 'Go to your cart' })).toBeVisible()
  },
}

const feeRaised = deliveryFeeRaisedAtCheckout()

/**
 * The store team raised the delivery fee (docs/product.md §11.7) while the shopper filled in the
 * checkout: the server refuses the old total (409) and charges nothing, and the summary shows
 * the new fee before the shopper pays again.
 */
export const DeliveryFeeRaisedWhilePaying: Story = {
  parameters: {
    ...interactionOnly,
    msw: {
      handlers: { store: feeRaised.store, order: [...feeRaised.order, orderHandlers.place] },
    },
  },
  play: async ({ canvasElement }) => {
    const { main, pay: payButton } = await pay(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'The prices in your cart have changed since you opened it.',
    )
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
    const summary = within(main.getByRole('region', { name: 'Your order' }))
    const fee = formatNaira(RAISED_DELIVERY_FEE)
    await waitFor(() =>
      expect(summary.getByText('Delivery fee').nextElementSibling).toHaveTextContent(fee),
    )
    await expect(payButton()).toBeEnabled()
  },
}
