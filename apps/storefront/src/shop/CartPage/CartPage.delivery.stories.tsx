import type { CartData } from '@adire/contract'
import { DEMO_ADDRESS, DEMO_USER, MOCK_TOKEN, resetMockCart, storeHandlers } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import {
  accountCart,
  cartLines,
  cartMeta,
  cartPage,
  guestCart,
  shades,
  summaryRow,
  tee,
} from './CartPage.fixtures.ts'

// The delivery fee in the totals: the store's, by state, and free past the threshold.
const meta = {
  ...cartMeta,
  title: 'Pages/Cart/Delivery',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** The delivery fee the store owner set (docs/product.md §9: 0 by default), added to the total. */
export const DeliveryFee: Story = {
  args: { storedCart: guestCart },
  parameters: { msw: { handlers: { store: [storeHandlers.deliveryFee] } } },
  play: async ({ canvasElement }) => {
    const { main } = await cartLines(canvasElement)
    await waitFor(() => expect(summaryRow(main, 'Delivery fee')).toHaveTextContent('₦2,500'))
    await expect(summaryRow(main, 'Subtotal')).toHaveTextContent('₦69,500')
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦72,000')
  },
}

/** The tee alone: ₦12,500, short of the zones' free delivery from ₦50,000. */
const teeCart: CartData = { [tee._id]: { L: 1 } }
const zones = { msw: { handlers: { store: [storeHandlers.deliveryZones] } } }

/**
 * The store prices delivery by state (docs/product.md §9) and a guest's is not known: the fee
 * waits for checkout, and the cart says how much more delivers free.
 */
export const DeliveryAtCheckout: Story = {
  tags: ['state:cart-delivery-unknown'],
  args: { storedCart: teeCart },
  parameters: zones,
  play: async ({ canvasElement }) => {
    const { main } = await cartLines(canvasElement)
    await waitFor(() =>
      expect(summaryRow(main, 'Delivery fee')).toHaveTextContent('Calculated at checkout'),
    )
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦12,500 + delivery')
    await expect(main.getByText('Add ₦37,500 more for free delivery')).toBeVisible()
  },
}

/**
 * Signed in, with a last order delivered to Kano: the cart prices delivery for Kano's zone, and
 * says how long it takes.
 */
export const DeliveryToLastState: Story = {
  tags: ['state:cart-delivery-known', 'state:cart-free-delivery-nudge'],
  args: { storedToken: MOCK_TOKEN },
  parameters: zones,
  beforeEach: () => {
    resetMockCart(accountCart)
    localStorage.setItem(
      'lastAddress',
      JSON.stringify({ account: DEMO_USER.email, address: { ...DEMO_ADDRESS, state: 'Kano' } }),
    )
  },
  play: async ({ canvasElement }) => {
    const { main } = await cartPage(canvasElement)
    await expect(await main.findByRole('link', { name: shades.name })).toBeVisible()
    await waitFor(() => expect(summaryRow(main, 'Delivery fee')).toHaveTextContent('₦5,000'))
    await expect(main.getByText('North: 3–5 working days')).toBeVisible()
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦48,500')
    await expect(main.getByText('Add ₦6,500 more for free delivery')).toBeVisible()
  },
}

/** A guest who chose Kano on a product page: the cart prices delivery there too (issue 41). */
export const DeliveryToChosenState: Story = {
  args: { storedCart: teeCart },
  parameters: zones,
  beforeEach: () => {
    localStorage.setItem('deliveryState', 'Kano')
  },
  play: async ({ canvasElement }) => {
    const { main } = await cartLines(canvasElement)
    await waitFor(() => expect(summaryRow(main, 'Delivery fee')).toHaveTextContent('₦5,000'))
    await expect(main.getByText('North: 3–5 working days')).toBeVisible()
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦17,500')
  },
}

/** Items worth ₦50,000 or more: delivery is free, wherever it goes. */
export const FreeDelivery: Story = {
  tags: ['state:cart-free-delivery'],
  args: { storedCart: guestCart },
  parameters: zones,
  play: async ({ canvasElement }) => {
    const { main } = await cartLines(canvasElement)
    await waitFor(() => expect(summaryRow(main, 'Delivery fee')).toHaveTextContent('Free'))
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦69,500')
    await expect(main.queryByText(/more for free delivery/)).toBeNull()
  },
}
