import { nextStatuses } from '@adire/contract'
import { fixtureDiscountedOrder, toAdminOrder } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import {
  adminOrderDetailsMeta,
  awaiting,
  cancelled,
  delivered,
  details,
  packing,
  paymentsOf,
} from './AdminOrderDetails.fixtures.tsx'
import type { AdminOrderDetails } from './AdminOrderDetails.tsx'

// An order's details, and the team moving it on or cancelling it.
const meta = {
  ...adminOrderDetailsMeta,
  title: 'UI/Orders/AdminOrderDetails/Order',
} satisfies Meta<typeof AdminOrderDetails>

export default meta
type Story = StoryObj<typeof meta>

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

/** Paid with ADIRE10 (docs/product.md §11.14): the code and what it took off, under delivery. */
export const WithDiscount: Story = {
  args: { order: toAdminOrder(fixtureDiscountedOrder) },
  play: async ({ canvasElement }) => {
    const order = details(canvasElement, 'ADR-FIXTURE-ADIRE10')
    const payment = within(order.getByRole('region', { name: 'Payment' }))
    await expect(payment.getByText('Amount').nextElementSibling).toHaveTextContent('₦38,900')
    await expect(payment.getByText('Delivery').nextElementSibling).toHaveTextContent(
      '₦2,000 · Lagos',
    )
    await expect(payment.getByText('ADIRE10 (10% off)').nextElementSibling).toHaveTextContent(
      '−₦4,100',
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

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: ConfirmCancel.play }
