import { ORDER_MESSAGES, TRANSFER_REJECTED_MESSAGES } from '@adire/contract'
import {
  fixtureExpiredOrder,
  fixtureRejectedTransferOrder,
  fixtureTransferOrder,
  fixtureUnderWayOrder,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { awaiting, card, orderCardMeta } from './OrderCard.fixtures.tsx'
import type { OrderCard } from './OrderCard.tsx'

// An order not paid yet: Pay now, a payment under way or failed, a transfer, expired.
const meta = {
  ...orderCardMeta,
  title: 'UI/Orders/OrderCard/Payment',
} satisfies Meta<typeof OrderCard>

export default meta
type Story = StoryObj<typeof meta>

/** Its payment never completed: awaiting payment (not placed), with Pay now. */
export const AwaitingPayment: Story = {
  args: { order: awaiting },
  play: async ({ args, canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-3')
    await expect(order.getByText('Awaiting payment', { selector: '[data-status]' })).toBeVisible()
    await expect(order.queryByText('Order Placed')).toBeNull()
    await expect(order.getByText('Paystack · Not paid yet')).toBeVisible()
    await expect(
      order.getByText('The payment for this order was not completed. Pay now to place it.'),
    ).toBeVisible()
    await userEvent.click(order.getByRole('button', { name: 'Pay now' }))
    await expect(args.onPayNow).toHaveBeenCalledOnce()
  },
}

/** A payment under way: the button says so and a second press pays nothing more. */
export const Paying: Story = {
  args: { order: awaiting, paying: true },
  play: async ({ args, canvasElement }) => {
    const pay = card(canvasElement, 'ADR-FIXTURE-3').getByRole('button', { name: 'Processing...' })
    await expect(pay).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(pay)
    await expect(args.onPayNow).not.toHaveBeenCalled()
  },
}

/** The last Pay now did not go through: why, beside the button. */
export const PayFailed: Story = {
  args: {
    order: awaiting,
    payError: 'Payments are unavailable right now. Please try again in a moment.',
  },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-3')
    await expect(order.getByRole('alert')).toHaveTextContent(
      'Payments are unavailable right now. Please try again in a moment.',
    )
    await expect(order.getByRole('button', { name: 'Pay now' })).toBeEnabled()
  },
}

/**
 * Paid in the window, then the confirmation got no answer: the same payment is checked again,
 * never a second one taken.
 */
export const ConfirmationLost: Story = {
  args: {
    order: awaiting,
    payError: 'Something went wrong while placing your order.',
    onCheckPayment: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-3')
    await expect(order.getByRole('alert')).toHaveTextContent(
      'Something went wrong while placing your order. If you paid, no new payment is needed.',
    )
    await expect(order.queryByRole('button', { name: 'Pay now' })).toBeNull()
    await userEvent.click(order.getByRole('button', { name: 'Check my payment again' }))
    await expect(args.onCheckPayment).toHaveBeenCalledOnce()
  },
}

/** Never paid and given up on: it says so, with no button to pay. */
export const Expired: Story = {
  args: { order: fixtureExpiredOrder },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-EXPIRED')
    await expect(order.getByText('Payment expired')).toBeVisible()
    await expect(
      order.getByText('This order was not paid in time. Please place a new order.'),
    ).toBeVisible()
    await expect(order.queryByRole('button', { name: 'Pay now' })).toBeNull()
  },
}

/** A bank transfer the shopper sent, not landed yet: the order waits for it, with no Pay now. */
export const AwaitingTransfer: Story = {
  args: { order: fixtureTransferOrder },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-TRANSFER')
    await expect(order.getByText(ORDER_MESSAGES.awaitingTransfer)).toBeVisible()
    await expect(order.queryByRole('button', { name: 'Pay now' })).toBeNull()
  },
}

/**
 * A USSD, bank or card payment Paystack reports still going through (`ongoing`, `pending`): the
 * order waits for it for up to 30 minutes, with no second payment meanwhile.
 */
export const PaymentUnderWay: Story = {
  args: { order: fixtureUnderWayOrder },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-USSD')
    await expect(order.getByText(ORDER_MESSAGES.paymentUnderWay)).toBeVisible()
    await expect(order.getByText('Awaiting payment', { selector: '[data-status]' })).toBeVisible()
    await expect(order.queryByRole('button', { name: 'Pay now' })).toBeNull()
  },
}

/** Paystack sent a short bank transfer back: why, and Pay now at once. */
export const TransferSentBack: Story = {
  args: { order: fixtureRejectedTransferOrder },
  play: async ({ args, canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-SENT-BACK')
    await expect(order.getByText(TRANSFER_REJECTED_MESSAGES['wrong amount'])).toBeVisible()
    await expect(
      order.queryByText('The payment for this order was not completed. Pay now to place it.'),
    ).toBeNull()
    await userEvent.click(order.getByRole('button', { name: 'Pay now' }))
    await expect(args.onPayNow).toHaveBeenCalledOnce()
  },
}

/** A transfer that came after its account expired, sent back: why, and Pay now. */
export const TransferSentBackLate: Story = {
  args: { order: { ...fixtureRejectedTransferOrder, transferRejected: 'late' } },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement, 'ADR-FIXTURE-SENT-BACK')
    await expect(order.getByText(TRANSFER_REJECTED_MESSAGES.late)).toBeVisible()
    await expect(order.getByRole('button', { name: 'Pay now' })).toBeVisible()
  },
}

export const Mobile: Story = {
  args: { order: awaiting },
  globals: { viewport: { value: 'mobile360' } },
  play: AwaitingPayment.play,
}

export const PaymentUnderWayMobileDark: Story = {
  ...PaymentUnderWay,
  globals: { theme: 'dark', viewport: { value: 'mobile360' } },
}

export const TransferSentBackMobileDark: Story = {
  ...TransferSentBack,
  globals: { theme: 'dark', viewport: { value: 'mobile360' } },
}

export const DarkAwaitingPayment: Story = {
  args: { order: awaiting, highlighted: true },
  globals: { theme: 'dark' },
  play: AwaitingPayment.play,
}
