import { cartHandlers, MOCK_TOKEN, resetMockCart } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import {
  accountCart,
  cartLines,
  cartMeta,
  cartPage,
  guestCart,
  hoodie,
  interactionOnly,
  notifications,
  quantityOf,
  shades,
  summaryRow,
  tee,
} from './CartPage.fixtures.ts'

// The shopper changing the cart: quantities, a line removed, a change the server refuses.
const meta = {
  ...cartMeta,
  title: 'Pages/Cart/Editing',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** docs/product.md §4: the number typed is set; clearing the box or typing 0 is ignored. */
export const QuantityRules: Story = {
  tags: ['state:cart-quantity-rules'],
  args: { storedCart: guestCart },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, nav } = await cartLines(canvasElement)
    const quantity = quantityOf(main, hoodie.name, 'M')
    await expect(quantity).toHaveAttribute('type', 'number')
    await expect(quantity).toHaveAttribute('min', '1')

    await expect(nav.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument()
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '3')
    await expect(nav.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument()
    await expect(summaryRow(main, 'Subtotal')).toHaveTextContent('₦98,000')
    // Kept for the next visit (docs/product.md §4: persisted after every change).
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('cartItems') ?? '{}')[hoodie._id]).toEqual({ M: 3 }),
    )

    // An empty box changes nothing.
    await userEvent.clear(quantity)
    await expect(nav.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument()
    await expect(summaryRow(main, 'Subtotal')).toHaveTextContent('₦98,000')
    // Nor does 0: the line stays.
    await userEvent.type(quantity, '0')
    await expect(main.getByRole('link', { name: hoodie.name })).toBeVisible()
    await expect(summaryRow(main, 'Subtotal')).toHaveTextContent('₦98,000')
    // Leaving the box shows the cart's quantity again.
    await userEvent.tab()
    await expect(quantity).toHaveValue(3)
  },
}

export const Remove: Story = {
  tags: ['state:cart-remove'],
  args: { storedCart: guestCart },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, nav } = await cartLines(canvasElement)
    await userEvent.click(main.getByRole('button', { name: `Remove ${hoodie.name}, size M` }))
    await expect(main.queryByRole('link', { name: hoodie.name })).not.toBeInTheDocument()
    await expect(nav.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦12,500')

    await userEvent.click(main.getByRole('button', { name: `Remove ${tee.name}, size L` }))
    await expect(await main.findByText('Your cart is empty')).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
  },
}

/**
 * Signed in, a change the server cannot make is rolled back: the quantity shows at once, then
 * returns to the server's, with the failure as a toast.
 */
export const ChangeFails: Story = {
  tags: ['state:cart-update-error'],
  args: { storedToken: MOCK_TOKEN },
  beforeEach: () => resetMockCart(accountCart),
  parameters: { ...interactionOnly, msw: { handlers: { cart: [cartHandlers.changesFail] } } },
  play: async ({ canvasElement }) => {
    const { canvas, main, nav } = await cartPage(canvasElement)
    await main.findByRole('link', { name: shades.name })
    const quantity = quantityOf(main, hoodie.name, 'L')
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '4')
    await expect(await notifications(canvas).findByText('Failed to update cart item')).toBeVisible()
    await userEvent.tab()
    await expect(quantity).toHaveValue(1)
    await expect(nav.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
    await expect(summaryRow(main, 'Total')).toHaveTextContent('₦43,500')
  },
}

export const Mobile: Story = {
  args: { storedCart: guestCart },
  globals: { viewport: { value: 'mobile360' } },
  play: QuantityRules.play,
}

export const Dark: Story = {
  args: { storedCart: guestCart },
  globals: { theme: 'dark' },
  play: Remove.play,
}
