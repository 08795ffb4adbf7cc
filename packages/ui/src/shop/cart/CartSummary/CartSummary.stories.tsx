import { deliveryQuote, flatDelivery, PAGE_ROUTES } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CartSummary } from './CartSummary.tsx'

const meta = {
  title: 'UI/Cart/CartSummary',
  component: CartSummary,
  args: {
    subtotal: 57000,
    delivery: deliveryQuote(flatDelivery(0), undefined, 57000),
    checkoutHref: PAGE_ROUTES.placeOrder,
  },
  decorators: [(Story) => <div className="w-full max-w-sm">{Story()}</div>],
} satisfies Meta<typeof CartSummary>

export default meta
type Story = StoryObj<typeof meta>

/** The amount on the row named `label`. */
const row = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).nextElementSibling

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'CART TOTALS' })).toBeVisible()
    await expect(row(canvasElement, 'Subtotal')).toHaveTextContent('₦57,000')
    await expect(row(canvasElement, 'Delivery fee')).toHaveTextContent('Free')
    await expect(row(canvasElement, 'Total')).toHaveTextContent('₦57,000')
    await expect(canvas.getByRole('link', { name: 'PROCEED TO CHECKOUT' })).toHaveAttribute(
      'href',
      '/place-order',
    )
  },
}

/** docs/product.md §9: the total is the subtotal plus the delivery fee, with two decimals. */
export const WithDeliveryFee: Story = {
  args: { subtotal: 12345.5, delivery: deliveryQuote(flatDelivery(2500), undefined, 12345.5) },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Delivery fee')).toHaveTextContent('₦2,500')
    await expect(row(canvasElement, 'Total')).toHaveTextContent('₦14,845.50')
  },
}

/** docs/product.md §9: nothing to pay for is a total of 0, whatever the delivery fee. */
export const NothingToPayFor: Story = {
  args: { subtotal: 0, delivery: deliveryQuote(flatDelivery(2500), undefined, 0) },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Total')).toHaveTextContent('₦0')
  },
}

/** Without a session the button leads to /login (docs/product.md §2, §6). */
export const SignedOut: Story = {
  args: { checkoutHref: PAGE_ROUTES.login },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'PROCEED TO CHECKOUT' }),
    ).toHaveAttribute('href', '/login')
  },
}

/**
 * docs/product.md §11.6: a line whose size sold out is still in the cart. PROCEED TO CHECKOUT
 * cannot be pressed, and says why.
 */
export const CheckoutWaits: Story = {
  args: { checkoutWaits: 'An item in your cart is sold out: remove it to continue.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'PROCEED TO CHECKOUT' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription(
      'An item in your cart is sold out: remove it to continue.',
    )
    await expect(canvas.queryByRole('link', { name: 'PROCEED TO CHECKOUT' })).toBeNull()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
