import { type AdminOrder, MINUTE_MS, nextStatuses } from '@adire/contract'
import { fixtureAdminOrdersWithRefunds } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AdminOrderDetails } from './AdminOrderDetails.tsx'

const byReference = (reference: string) =>
  fixtureAdminOrdersWithRefunds.find((order) => order.reference === reference) as AdminOrder

const packing = byReference('ADR-FIXTURE-2')
const awaiting = byReference('ADR-FIXTURE-3')
const delivered = byReference('ADR-FIXTURE-1')
const cancelled = byReference('ADR-FIXTURE-106')
const refundPending = byReference('ADR-REFUND-1')
const refunded = byReference('ADR-REFUND-2')
const paidTwice = byReference('ADR-REFUND-3')
const refundFailed = byReference('ADR-REFUND-4')
const paidAfterCancelling = byReference('ADR-REFUND-5')
const wrongAmount = byReference('ADR-REFUND-6')

const meta = {
  title: 'UI/Orders/AdminOrderDetails',
  component: AdminOrderDetails,
  args: {
    order: packing,
    nextStatuses: nextStatuses(packing.status),
    onMove: fn(),
    onRetryRefund: fn(),
  },
  decorators: [(Story) => <div className="w-full max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof AdminOrderDetails>

export default meta
type Story = StoryObj<typeof meta>

const details = (canvasElement: HTMLElement, reference = 'ADR-FIXTURE-2') =>
  within(
    within(canvasElement)
      .getByText(reference, { selector: 'dd' })
      .closest('article') as HTMLElement,
  )

/** The Payments section, and each payment's text, oldest first. */
const paymentsOf = (canvasElement: HTMLElement, reference: string) => {
  const section = within(
    details(canvasElement, reference).getByRole('region', { name: 'Payments' }),
  )
  return {
    section,
    lines: () =>
      within(section.getByRole('list', { name: 'Payments received' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
  }
}

/** An order priced by zone: the delivery part of the amount, and the zone it was charged. */
export const ZonedDelivery: Story = {
  args: {
    order: {
      ...packing,
      address: { ...packing.address, city: 'Nassarawa', state: 'Kano', zipcode: '700241' },
      amount: packing.amount + 5000,
      delivery: { fee: 5000, zone: 'North', estimate: '3–5 working days' },
    },
  },
  play: async ({ canvasElement }) => {
    const payment = details(canvasElement).getByRole('region', { name: 'Payment' })
    await expect(within(payment).getByText('Delivery').nextElementSibling).toHaveTextContent(
      '₦5,000 · North',
    )
  },
}

/** Items, address, amount, payment reference, history, and the statuses it may move to. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const order = details(canvasElement)
    await expect(order.getByText('Packing', { selector: '[data-status]' })).toBeVisible()
    await expect(order.getByText('12 Admiralty Way')).toBeVisible()
    await expect(order.getByText('Lekki, Lagos 106104')).toBeVisible()
    await expect(order.getByText('+2348031234567')).toBeVisible()
    await expect(order.getByText('ada@example.com')).toBeVisible()
    await expect(order.getByText('₦53,500', { selector: 'dd' })).toBeVisible()
    await expect(order.getByText('Paystack · Paid')).toBeVisible()
    await expect(order.getByText('ADR-FIXTURE-2', { selector: 'dd' })).toBeVisible()
    await expect(
      within(order.getByRole('list', { name: 'Items in this order' })).getAllByRole('listitem'),
    ).toHaveLength(2)
    // The team sees who made each change.
    const history = within(order.getByRole('list', { name: 'Order history' }))
    await expect(history.getAllByRole('listitem')[0]).toHaveTextContent('by Customer')
    await expect(history.getAllByRole('listitem')[2]).toHaveTextContent('by Ngozi Eze')

    // From Packing: on to Shipped, Out for delivery, Delivered, or Cancelled (nextStatuses).
    const actions = within(order.getByRole('region', { name: 'Move this order' }))
    // A paid order is cancelled and refunded in one step, and the button says so.
    await expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Mark as Shipped',
      'Mark as Out for delivery',
      'Mark as Delivered',
      'Cancel and refund',
    ])
    // Every payment that arrived: here the one that paid it, nothing given back.
    await expect(paymentsOf(canvasElement, 'ADR-FIXTURE-2').lines()).toEqual([
      'ADR-FIXTURE-2₦53,500Paid the order · 31 October 2026 at 13:01',
    ])
    await expect(order.queryByRole('button', { name: 'Try the refund again' })).toBeNull()
    await userEvent.click(actions.getByRole('button', { name: 'Mark as Shipped' }))
    await expect(args.onMove).toHaveBeenCalledWith('Shipped')
  },
}

/**
 * The store passes Paystack's fee on to shoppers: the payment is the order's amount plus the
 * fee the shopper paid, said as such (never taken for a wrong amount and refunded).
 */
export const FeePaidByShopper: Story = {
  args: {
    order: {
      ...packing,
      payments: packing.payments.map((payment) => ({
        ...payment,
        amount: payment.amount + 902.5,
        fee: 902.5,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(paymentsOf(canvasElement, 'ADR-FIXTURE-2').lines()).toEqual([
      'ADR-FIXTURE-2₦54,402.50Paid the order · 31 October 2026 at 13:01Includes ₦902.50 of Paystack’s fee, paid by the shopper',
    ])
  },
}

/**
 * A paid order: "Cancel and refund", confirmed first with the amount that goes back; going back
 * changes nothing.
 */
export const ConfirmCancel: Story = {
  play: async ({ args, canvasElement }) => {
    const order = details(canvasElement)
    await userEvent.click(order.getByRole('button', { name: 'Cancel and refund' }))
    const dialog = within(document.body).getByRole('alertdialog', {
      name: 'Cancel and refund order ADR-FIXTURE-2?',
    })
    await expect(dialog).toHaveAccessibleDescription(
      'The payment of ₦53,500 will be refunded to the shopper. A cancelled order cannot be moved again.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }))
    await expect(args.onMove).not.toHaveBeenCalled()

    await userEvent.click(order.getByRole('button', { name: 'Cancel and refund' }))
    await userEvent.click(
      within(within(document.body).getByRole('alertdialog')).getByRole('button', {
        name: 'Cancel and refund',
      }),
    )
    await expect(args.onMove).toHaveBeenCalledWith('Cancelled')
  },
}

/** While the server answers, every button waits. */
export const Moving: Story = {
  args: { moving: 'Shipped' },
  play: async ({ canvasElement }) => {
    const actions = within(details(canvasElement).getByRole('region', { name: 'Move this order' }))
    await expect(actions.getByRole('button', { name: 'Mark as Shipped…' })).toBeDisabled()
    await expect(actions.getByRole('button', { name: 'Cancel and refund' })).toBeDisabled()
  },
}

/** Someone else moved it first: the server's 409 message. */
export const Refused: Story = {
  args: { error: 'An order that is Cancelled cannot be set to Shipped' },
  play: async ({ canvasElement }) => {
    await expect(details(canvasElement).getByRole('alert')).toHaveTextContent(
      'An order that is Cancelled cannot be set to Shipped',
    )
  },
}

export const Moved: Story = {
  args: { notice: 'Order ADR-FIXTURE-2 is now Shipped.' },
  play: async ({ canvasElement }) => {
    await expect(details(canvasElement).getByRole('status')).toHaveTextContent(
      'Order ADR-FIXTURE-2 is now Shipped.',
    )
  },
}

/**
 * Not paid yet: paying places it, so the team may only cancel it, with nothing to refund (a
 * payment that lands afterwards is refunded by itself).
 */
export const AwaitingPayment: Story = {
  args: { order: awaiting, nextStatuses: nextStatuses(awaiting.status) },
  play: async ({ args, canvasElement }) => {
    const order = details(canvasElement, 'ADR-FIXTURE-3')
    const actions = within(order.getByRole('region', { name: 'Move this order' }))
    await expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel order'])
    await expect(order.getByText('Paystack · Not paid yet')).toBeVisible()
    await expect(
      within(order.getByRole('region', { name: 'Payments' })).getByText('No payment has arrived.'),
    ).toBeVisible()

    await userEvent.click(actions.getByRole('button', { name: 'Cancel order' }))
    const dialog = within(document.body).getByRole('alertdialog', {
      name: 'Cancel order ADR-FIXTURE-3?',
    })
    await expect(dialog).toHaveAccessibleDescription(
      'A cancelled order cannot be moved again. A payment that arrives after it is refunded automatically.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }))
    await expect(args.onMove).toHaveBeenCalledWith('Cancelled')
  },
}

/** Delivered: the end of the road. */
export const DeliveredOrder: Story = {
  name: 'Delivered',
  args: { order: delivered, nextStatuses: nextStatuses(delivered.status) },
  play: async ({ canvasElement }) => {
    const order = details(canvasElement, 'ADR-FIXTURE-1')
    await expect(
      order.getByText('This order is Delivered: it cannot be moved any further.'),
    ).toBeVisible()
    await expect(
      within(order.getByRole('region', { name: 'Move this order' })).queryAllByRole('button'),
    ).toHaveLength(0)
  },
}

export const Cancelled: Story = {
  args: { order: cancelled, nextStatuses: nextStatuses(cancelled.status) },
  play: async ({ canvasElement }) => {
    await expect(
      details(canvasElement, 'ADR-FIXTURE-106').getByText(
        'This order is cancelled: it cannot be moved again.',
      ),
    ).toBeVisible()
  },
}

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

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: ConfirmCancel.play }

export const DarkRefundFailed: Story = {
  args: RefundFailed.args,
  globals: { theme: 'dark' },
  play: RefundFailed.play,
}
