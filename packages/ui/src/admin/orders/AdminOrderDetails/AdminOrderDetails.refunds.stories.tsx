import { MINUTE_MS, nextStatuses } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import {
  adminOrderDetailsMeta,
  details,
  paidAfterCancelling,
  paidTwice,
  paymentsOf,
  refunded,
  refundFailed,
  refundPending,
  wrongAmount,
} from './AdminOrderDetails.fixtures.tsx'
import type { AdminOrderDetails } from './AdminOrderDetails.tsx'

// An order's money given back: pending, refunded, failed, and a failed refund tried again.
const meta = {
  ...adminOrderDetailsMeta,
  title: 'UI/Orders/AdminOrderDetails/Refunds',
} satisfies Meta<typeof AdminOrderDetails>

export default meta
type Story = StoryObj<typeof meta>

/** Cancelled and refunded: the refund is on its way (Paystack has not settled it yet). */
export const RefundPending: Story = {
  args: { order: refundPending, nextStatuses: nextStatuses(refundPending.status) },
  play: async ({ canvasElement }) => {
    const { section, lines } = paymentsOf(canvasElement, 'ADR-REFUND-1')
    await expect(lines()).toEqual([
      'ADR-REFUND-1₦42,000Paid the order · 1 November 2026 at 08:01Refund of ₦42,000 on its way, started 1 November 2026 at 12:30',
    ])
    await expect(section.getByText(/on its way/)).toHaveAttribute('data-refund-status', 'pending')
    await expect(section.queryByRole('alert')).toBeNull()
    await expect(
      details(canvasElement, 'ADR-REFUND-1').getByText(
        'This order is cancelled: it cannot be moved again.',
      ),
    ).toBeVisible()
  },
}

/** Cancelled and refunded: Paystack has given the money back. */
export const Refunded: Story = {
  args: { order: refunded, nextStatuses: nextStatuses(refunded.status) },
  play: async ({ canvasElement }) => {
    const { section, lines } = paymentsOf(canvasElement, 'ADR-REFUND-2')
    await expect(lines()).toEqual([
      'ADR-REFUND-2₦38,000Paid the order · 31 October 2026 at 14:01Refunded ₦38,000 on 1 November 2026 at 10:00',
    ])
    await expect(section.getByText(/^Refunded/)).toHaveAttribute('data-refund-status', 'processed')
  },
}

/** Paid twice: the order goes on with the first payment, the second charge was given back. */
export const DuplicateRefunded: Story = {
  args: { order: paidTwice, nextStatuses: nextStatuses(paidTwice.status) },
  play: async ({ canvasElement }) => {
    const { lines } = paymentsOf(canvasElement, 'ADR-REFUND-3')
    await expect(lines()).toEqual([
      'ADR-REFUND-3₦24,000Paid the order · 1 November 2026 at 05:01',
      'ADR-REFUND-3-AGAIN₦24,000Second charge · 1 November 2026 at 05:04Refunded ₦24,000 on 1 November 2026 at 06:00',
    ])
    // Still being packed: cancelling would refund the payment that paid it, not the second one.
    const order = details(canvasElement, 'ADR-REFUND-3')
    await userEvent.click(order.getByRole('button', { name: 'Cancel and refund' }))
    await expect(
      within(document.body).getByRole('alertdialog', {
        name: 'Cancel and refund order ADR-REFUND-3?',
      }),
    ).toHaveAccessibleDescription(
      'The payment of ₦24,000 will be refunded to the shopper. A cancelled order cannot be moved again.',
    )
    await userEvent.click(
      within(within(document.body).getByRole('alertdialog')).getByRole('button', {
        name: 'Keep the order',
      }),
    )
  },
}

/** Paystack could not refund it: a clear alert, and the way to try again. */
export const RefundFailed: Story = {
  args: { order: refundFailed, nextStatuses: nextStatuses(refundFailed.status) },
  play: async ({ args, canvasElement }) => {
    const { section, lines } = paymentsOf(canvasElement, 'ADR-REFUND-4')
    await expect(section.getByRole('alert')).toHaveTextContent(
      'The refund of ₦34,500 failed: the shopper has not got the money back.',
    )
    await expect(lines()).toEqual([
      'ADR-REFUND-4₦34,500Paid the order · 1 November 2026 at 03:01Refund of ₦34,500 failed on 1 November 2026 at 04:02',
    ])
    await userEvent.click(section.getByRole('button', { name: 'Try the refund again' }))
    await expect(args.onRetryRefund).toHaveBeenCalledOnce()
  },
}

/** Paid twice, then cancelled: both refunds failed, and the alert counts them. */
export const TwoRefundsFailed: Story = {
  args: {
    order: {
      ...paidTwice,
      status: 'Cancelled',
      payments: paidTwice.payments.map((payment) => ({
        ...payment,
        refund: {
          amount: payment.amount,
          status: 'failed' as const,
          at: payment.at,
          updatedAt: payment.at + MINUTE_MS,
        },
      })),
    },
    nextStatuses: [],
  },
  play: async ({ args, canvasElement }) => {
    const { section } = paymentsOf(canvasElement, 'ADR-REFUND-3')
    await expect(section.getByRole('alert')).toHaveTextContent(
      '2 refunds, ₦48,000 in all, failed: the shopper has not got the money back.',
    )
    await userEvent.click(section.getByRole('button', { name: 'Try the refund again' }))
    await expect(args.onRetryRefund).toHaveBeenCalledOnce()
  },
}

/** Paid after the team cancelled it: that payment is refunded, and here its refund failed. */
export const PaidAfterCancelling: Story = {
  args: { order: paidAfterCancelling, nextStatuses: nextStatuses(paidAfterCancelling.status) },
  play: async ({ canvasElement }) => {
    const { section, lines } = paymentsOf(canvasElement, 'ADR-REFUND-5')
    await expect(lines()).toEqual([
      'ADR-REFUND-5₦18,500Arrived after cancelling · 1 November 2026 at 11:00Refund of ₦18,500 failed on 1 November 2026 at 11:03',
    ])
    await expect(section.getByRole('alert')).toHaveTextContent('The refund of ₦18,500 failed')
    await expect(
      details(canvasElement, 'ADR-REFUND-5').getByText('Paystack · Not paid yet'),
    ).toBeVisible()
  },
}

/** The shopper paid another amount than the order's: not taken as paid, and refunded. */
export const WrongAmount: Story = {
  args: { order: wrongAmount, nextStatuses: nextStatuses(wrongAmount.status) },
  play: async ({ canvasElement }) => {
    const { lines } = paymentsOf(canvasElement, 'ADR-REFUND-6')
    await expect(lines()).toEqual([
      'ADR-REFUND-6₦3,200Wrong amount · 1 November 2026 at 12:10Refund of ₦3,200 on its way, started 1 November 2026 at 12:10',
    ])
    // Not paid: cancelling has nothing of the order's own to refund.
    await expect(
      details(canvasElement, 'ADR-REFUND-6').getByRole('button', { name: 'Cancel order' }),
    ).toBeVisible()
  },
}

/** The retry is on its way to the server: its button waits. */
export const Retrying: Story = {
  args: { ...RefundFailed.args, retrying: true },
  play: async ({ canvasElement }) => {
    const { section } = paymentsOf(canvasElement, 'ADR-REFUND-4')
    const button = section.getByRole('button', { name: 'Trying the refund again…' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(section.getByRole('alert')).toHaveTextContent('The refund of ₦34,500 failed')
  },
}

/** The retry went through: the refund is on its way again. */
export const Retried: Story = {
  args: {
    order: {
      ...refundFailed,
      payments: refundFailed.payments.map((payment) => ({
        ...payment,
        refund: payment.refund && { ...payment.refund, status: 'pending' as const },
      })),
    },
    nextStatuses: [],
    retried: true,
  },
  play: async ({ canvasElement }) => {
    const { section, lines } = paymentsOf(canvasElement, 'ADR-REFUND-4')
    await expect(section.getByRole('status')).toHaveTextContent(
      'The refund was sent to Paystack again: it is on its way.',
    )
    await expect(lines()[0]).toContain('Refund of ₦34,500 on its way')
    await expect(section.queryByRole('button', { name: 'Try the refund again' })).toBeNull()
  },
}

/** The retry was refused: the server's message. */
export const RetryRefused: Story = {
  args: { ...RefundFailed.args, retryError: 'This order has no failed refund to try again' },
  play: async ({ canvasElement }) => {
    const { section } = paymentsOf(canvasElement, 'ADR-REFUND-4')
    const alerts = section.getAllByRole('alert').map((alert) => alert.textContent)
    await expect(alerts).toContain('This order has no failed refund to try again')
    await expect(section.getByRole('button', { name: 'Try the refund again' })).toBeEnabled()
  },
}

export const DarkRefundFailed: Story = {
  args: RefundFailed.args,
  globals: { theme: 'dark' },
  play: RefundFailed.play,
}
