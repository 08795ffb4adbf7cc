import { orderHandlers } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { brokenWindow, paidWindow } from '../../stories/paymentWindows.ts'
import type { StoryApp } from '../../stories/StoryApp.tsx'
import {
  hoodie,
  interactionOnly,
  notifications,
  pay,
  placeOrderMeta,
} from './PlaceOrderPage.fixtures.tsx'

// What goes wrong once the shopper pays: the payment unconfirmed, the server failing.
const meta = {
  ...placeOrderMeta,
  title: 'Pages/PlaceOrder/Failures',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** docs/product.md §8: the popup said paid, the server found no payment. The cart stays. */
export const FailedAfterPayment: Story = {
  tags: ['state:checkout-order-failed'],
  parameters: {
    ...interactionOnly,
    paymentPopup: paidWindow,
    msw: { handlers: { order: [orderHandlers.place, orderHandlers.verifyFailed] } },
  },
  play: async ({ canvasElement }) => {
    const { canvas, main, pay: payButton } = await pay(canvasElement)
    await expect(await notifications(canvas).findByRole('alert')).toHaveTextContent(
      'Order placement failed after payment.',
    )
    await expect(main.getByRole('alert')).toHaveTextContent('Order placement failed after payment.')
    await expect(payButton()).toBeEnabled()
    await expect(main.getByText(hoodie.name)).toBeVisible()
  },
}

/** docs/product.md §8: placing the order threw (the server answered 500). */
export const Exception: Story = {
  tags: ['state:checkout-exception'],
  parameters: { ...interactionOnly, msw: { handlers: { order: [orderHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const { canvas, main } = await pay(canvasElement)
    await expect(await notifications(canvas).findByRole('alert')).toHaveTextContent(
      'Something went wrong while placing your order.',
    )
    await expect(main.getByRole('alert')).toHaveTextContent(
      'Something went wrong while placing your order.',
    )
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
    await expect(main.queryByRole('button', { name: 'Check my payment again' })).toBeNull()
  },
}

/** The payment window could not be shown. */
export const PaymentWindowFailed: Story = {
  parameters: { ...interactionOnly, paymentPopup: brokenWindow },
  play: async ({ canvasElement }) => {
    const { canvas } = await pay(canvasElement)
    await expect(await notifications(canvas).findByRole('alert')).toHaveTextContent(
      'Something went wrong while placing your order.',
    )
  },
}

/**
 * Paid, then the confirmation got no answer: the shopper checks the same payment again rather
 * than paying twice.
 */
export const ConfirmationLost: Story = {
  parameters: {
    ...interactionOnly,
    paymentPopup: paidWindow,
    msw: { handlers: { order: [orderHandlers.place, orderHandlers.verifyError] } },
  },
  play: async ({ canvasElement }) => {
    const { canvas, main } = await pay(canvasElement)
    await expect(await notifications(canvas).findByRole('alert')).toHaveTextContent(
      'Something went wrong while placing your order.',
    )
    const again = await main.findByRole('button', { name: 'Check my payment again' })
    await expect(main.getByRole('alert')).toHaveTextContent('If you paid, no new payment is needed')
    await userEvent.click(again)
    // Asked again (and still no answer): the same offer, no new payment window.
    await expect(await main.findByRole('button', { name: 'Check my payment again' })).toBeVisible()
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
  },
}

/** The prices changed since the cart was opened: the server says so (409) and charges nothing. */
export const PricesChanged: Story = {
  parameters: { ...interactionOnly, msw: { handlers: { order: [orderHandlers.amountChanged] } } },
  play: async ({ canvasElement }) => {
    const { canvas, main, pay: payButton } = await pay(canvasElement)
    const message =
      'The prices in your cart have changed since you opened it. Please review your cart and try again.'
    await expect(await notifications(canvas).findByRole('alert')).toHaveTextContent(message)
    await expect(main.getByRole('alert')).toHaveTextContent(message)
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument()
    await expect(payButton()).toBeEnabled()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: PricesChanged.play,
  parameters: { msw: { handlers: { order: [orderHandlers.amountChanged] } } },
}
