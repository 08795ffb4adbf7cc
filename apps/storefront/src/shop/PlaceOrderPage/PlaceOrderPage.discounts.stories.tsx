import { DISCOUNT_FIELD_TEXTS, discountRefusalMessage } from '@adire/contract'
import { orderHandlers, resetMockAddresses, resetMockCart, resetMockOrders } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { DISCOUNT_CODE_STORAGE_KEY } from '../../providers/discountCode.ts'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import {
  cart,
  checkoutForm,
  fillAddress,
  interactionOnly,
  placeOrderMeta,
  prefilled,
} from './PlaceOrderPage.fixtures.tsx'

// The discount code at checkout (docs/product.md §11.14): kept from the cart, typed here,
// sent with the order, refused when placing it.
const meta = {
  ...placeOrderMeta,
  title: 'Pages/PlaceOrder/Discounts',
  beforeEach: () => {
    resetMockCart(cart)
    resetMockAddresses([])
    // The codes' uses placed by other stories are forgotten.
    resetMockOrders()
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** The code kept with the cart (applied there). */
const keepCode = (code: string) => sessionStorage.setItem(DISCOUNT_CODE_STORAGE_KEY, code)

/** The bodies of the orders placed in this story, as the page sent them. */
const placed: unknown[] = []
/** Notes each order's body, then lets the baseline's handler answer it. */
const recordPlaced = http.post('*/api/order/paystack', async ({ request }) => {
  placed.push(await request.clone().json())
})

/** The "Your order" summary's amount on the row named `label`. */
const row = (main: ReturnType<typeof within>, label: string) =>
  within(main.getByRole('region', { name: 'Your order' })).getByText(label, { selector: 'dt' })
    .nextElementSibling

/**
 * ADIRE10 applied in the cart: the checkout's totals take 10% off ₦72,000, the pay button asks
 * for ₦64,800, and the order goes with the code and that amount.
 */
export const CodeApplied: Story = {
  parameters: {
    msw: { handlers: { order: [recordPlaced, orderHandlers.place, orderHandlers.verify] } },
  },
  beforeEach: () => {
    keepCode('ADIRE10')
    placed.length = 0
  },
  play: async ({ canvasElement }) => {
    const page = await prefilled(canvasElement)
    await waitFor(() => expect(row(page.main, 'ADIRE10 (10% off)')).toHaveTextContent('−₦7,200'))
    await expect(row(page.main, 'Total')).toHaveTextContent('₦64,800')
    await fillAddress(page)
    await userEvent.click(page.method('Card'))
    await expect(page.pay()).toHaveTextContent('Pay ₦64,800')
    await userEvent.click(page.pay())
    await waitFor(() => expect(placed).toHaveLength(1))
    await expect(placed[0]).toMatchObject({ discountCode: 'ADIRE10', amount: 64_800 })
    await expect(page.main.queryByRole('alert')).toBeNull()
  },
}

/** A code typed at checkout that has ended: why, under the field; the total stays. */
export const CodeRefused: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, form } = await checkoutForm(canvasElement)
    const input = await form.findByLabelText(DISCOUNT_FIELD_TEXTS.label)
    await userEvent.type(input, 'expired{Enter}')
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        discountRefusalMessage({ reason: 'ended', code: 'EXPIRED' }),
      ),
    )
    await expect(input).toHaveFocus()
    await expect(row(main, 'Total')).toHaveTextContent('₦72,000')
  },
}

/**
 * ADIRE10's last use went to another shopper while this one filled the form: placing the order
 * is refused (409) in the shopper's words, as the other refusals are, and nothing is paid.
 */
export const RefusedAtPlaceOrder: Story = {
  parameters: {
    ...interactionOnly,
    msw: { handlers: { order: [orderHandlers.discountUsedUp] } },
  },
  beforeEach: () => keepCode('ADIRE10'),
  play: async ({ canvasElement }) => {
    const page = await prefilled(canvasElement)
    await waitFor(() => expect(row(page.main, 'Total')).toHaveTextContent('₦64,800'))
    await fillAddress(page)
    await userEvent.click(page.method('Card'))
    await userEvent.click(page.pay())
    const message = discountRefusalMessage({ reason: 'usedUp', code: 'ADIRE10' })
    await waitFor(() => expect(page.main.getByRole('alert')).toHaveTextContent(message))
    await expect(page.pay()).toBeEnabled()
  },
}
