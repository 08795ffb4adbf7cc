import { api } from '@adire/contract'
import { DEMO_USER, orderHandlers } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { cancelledWindow, paidWindow } from '../../stories/paymentWindows.ts'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import {
  type CheckoutForm,
  fillAddress,
  interactionOnly,
  notifications,
  pay,
  placeOrderMeta,
  prefilled,
} from './PlaceOrderPage.fixtures.tsx'

// Paying: the methods, the payment window, and the order placed once the server confirms.
const meta = {
  ...placeOrderMeta,
  title: 'Pages/PlaceOrder/Payment',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** The payment window (the overlay, in the top layer outside the story's canvas). */
const paymentWindow = () =>
  within(document.body).findByRole('dialog', { name: 'Pay with Paystack' })

/**
 * The picker offers only the card provider (docs/product.md §2.9), but the checkout machine
 * still meets the specification's other methods when a page from an older release submits
 * one: the option's value is changed once it is chosen, and the form submitted.
 */
async function submitMethod(page: CheckoutForm, value: string) {
  await userEvent.click(page.method('Card'))
  page.method('Card').setAttribute('value', value)
  await userEvent.click(page.pay())
}

export const PayPal: Story = {
  tags: ['state:place-order-paypal'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const page = await prefilled(canvasElement)
    await fillAddress(page)
    await submitMethod(page, 'paypal')
    await expect(await notifications(page.canvas).findByRole('status')).toHaveTextContent(
      'PayPal payment is coming soon!',
    )
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
  },
}

export const CashOnDelivery: Story = {
  tags: ['state:place-order-cash'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const page = await prefilled(canvasElement)
    await fillAddress(page)
    await submitMethod(page, 'cash')
    await expect(await notifications(page.canvas).findByRole('status')).toHaveTextContent(
      'Cash payment selected. Please prepare payment on delivery.',
    )
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
  },
}

/** A method the checkout does not know, from an older page: refused, no order. */
export const UnsupportedMethod: Story = {
  tags: ['state:place-order-unsupported'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const page = await prefilled(canvasElement)
    await fillAddress(page)
    await submitMethod(page, 'bank-transfer')
    await expect(await notifications(page.canvas).findByRole('alert')).toHaveTextContent(
      'Unsupported payment method selected.',
    )
  },
}

/** The payment window is open: it says no money moves, and the pay button says it is busy. */
export const Paying: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const page = await pay(canvasElement)
    const dialog = await paymentWindow()
    await expect(dialog).toHaveAccessibleDescription('Test payment: no money moves.')
    await expect(page.pay()).toHaveTextContent('Processing...')
    await expect(page.pay()).toHaveAttribute('aria-busy', 'true')
  },
}

/** docs/product.md §4: paid, confirmed by the server, cart emptied, on to the orders. */
export const Paid: Story = {
  tags: ['state:checkout-success'],
  parameters: { ...interactionOnly, paymentPopup: paidWindow },
  play: async ({ canvasElement }) => {
    const { canvas } = await pay(canvasElement)
    await expect(await notifications(canvas).findByRole('status')).toHaveTextContent(
      'Order placed successfully!',
    )
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible()
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
    // The cart is empty, and the address is kept for the next order.
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 0 items'),
    )
    await expect(JSON.parse(localStorage.getItem('lastAddress') ?? '{}')).toMatchObject({
      account: DEMO_USER.email,
      address: { street: '12 Admiralty Way', phone: '+2348031234567' },
    })
  },
}

/**
 * Paid by bank transfer in Paystack's window, the money not landed yet: the order is placed and
 * waits for it, the cart is emptied, and My Orders follows it.
 */
export const PaidByTransfer: Story = {
  tags: ['state:checkout-awaiting-transfer'],
  parameters: {
    ...interactionOnly,
    paymentPopup: paidWindow,
    msw: {
      handlers: {
        order: [orderHandlers.verifyAwaitingTransfer, orderHandlers.place, orderHandlers.list],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await pay(canvasElement)
    await expect(await notifications(canvas).findByRole('status')).toHaveTextContent(
      'We’re waiting for your transfer. Your order is placed as soon as it lands, and we’ll e-mail you then.',
    )
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible()
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 0 items'),
    )
  },
}

/** The server confirming the payment with Paystack. */
/** Whether the story's checkout has asked the server to verify its payment (see Confirming). */
let verifyRequested = false

export const Confirming: Story = {
  parameters: {
    ...interactionOnly,
    paymentPopup: paidWindow,
    msw: {
      handlers: {
        order: [
          orderHandlers.place,
          // Notes the verify call and answers nothing, so the slow verify below takes it.
          http.post(`*${api.verifyPayment.path}`, () => {
            verifyRequested = true
          }),
          orderHandlers.verifySlow,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    verifyRequested = false
    const page = await pay(canvasElement)
    // Confirming: the window has reported the payment and closed, and the verify is in flight
    // (waiting only for the window to be gone could pass before it had even opened).
    await waitFor(() => expect(verifyRequested).toBe(true))
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
    await expect(page.pay()).toHaveTextContent('Processing...')
    // A second press pays nothing more.
    await userEvent.click(page.pay())
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
  },
}

/** docs/product.md §4: the shopper closed the window without paying; the form is as it was. */
export const WindowClosed: Story = {
  tags: ['state:checkout-closed'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const page = await pay(canvasElement)
    const dialog = await paymentWindow()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close payment window' }))
    await expect(await notifications(page.canvas).findByRole('status')).toHaveTextContent(
      'Payment window closed',
    )
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
    await expect(page.pay()).toBeEnabled()
    await expect(page.pay()).toHaveFocus()
    await expect(page.field('Street')).toHaveValue('12 Admiralty Way')
  },
}

/** Cancel pressed on the emulator's own page: the same. */
export const CancelledOnThePaymentPage: Story = {
  parameters: { ...interactionOnly, paymentPopup: cancelledWindow },
  play: async ({ canvasElement }) => {
    const { canvas } = await pay(canvasElement)
    await expect(await notifications(canvas).findByRole('status')).toHaveTextContent(
      'Payment window closed',
    )
  },
}
