import { type AdminOrder, nextStatuses } from '@adire/contract'
import { fixtureAdminOrders } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AdminOrderDetails } from './AdminOrderDetails.tsx'

const byReference = (reference: string) =>
  fixtureAdminOrders.find((order) => order.reference === reference) as AdminOrder

const packing = byReference('ADR-FIXTURE-2')
const awaiting = byReference('ADR-FIXTURE-3')
const delivered = byReference('ADR-FIXTURE-1')
const cancelled = byReference('ADR-FIXTURE-106')

const meta = {
  title: 'UI/Orders/AdminOrderDetails',
  component: AdminOrderDetails,
  args: { order: packing, nextStatuses: nextStatuses(packing.status), onMove: fn() },
  decorators: [(Story) => <div className="w-full max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof AdminOrderDetails>

export default meta
type Story = StoryObj<typeof meta>

const details = (canvasElement: HTMLElement, reference = 'ADR-FIXTURE-2') =>
  within(within(canvasElement).getByRole('article', { name: `Order ${reference}` }))

/** Items, address, amount, payment reference, history, and the statuses it may move to. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const order = details(canvasElement)
    await expect(order.getByText('Packing', { selector: '[data-status]' })).toBeVisible()
    await expect(order.getByText('12 Admiralty Way')).toBeVisible()
    await expect(order.getByText('Lekki, Lagos 106104')).toBeVisible()
    await expect(order.getByText('+2348031234567')).toBeVisible()
    await expect(order.getByText('ada@example.com')).toBeVisible()
    await expect(order.getByText('₦53,500.00')).toBeVisible()
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
    await expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Mark as Shipped',
      'Mark as Out for delivery',
      'Mark as Delivered',
      'Cancel order',
    ])
    await userEvent.click(actions.getByRole('button', { name: 'Mark as Shipped' }))
    await expect(args.onMove).toHaveBeenCalledWith('Shipped')
  },
}

/** Cancelled is confirmed first; going back changes nothing. */
export const ConfirmCancel: Story = {
  play: async ({ args, canvasElement }) => {
    const order = details(canvasElement)
    await userEvent.click(order.getByRole('button', { name: 'Cancel order' }))
    const dialog = within(document.body).getByRole('alertdialog', {
      name: 'Cancel order ADR-FIXTURE-2?',
    })
    await expect(dialog).toHaveAccessibleDescription(
      'A cancelled order cannot be moved again. Its payment is not refunded automatically.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }))
    await expect(args.onMove).not.toHaveBeenCalled()

    await userEvent.click(order.getByRole('button', { name: 'Cancel order' }))
    await userEvent.click(
      within(within(document.body).getByRole('alertdialog')).getByRole('button', {
        name: 'Cancel the order',
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
    await expect(actions.getByRole('button', { name: 'Cancel order' })).toBeDisabled()
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

/** Not paid yet: paying places it, so the team may only cancel it. */
export const AwaitingPayment: Story = {
  args: { order: awaiting, nextStatuses: nextStatuses(awaiting.status) },
  play: async ({ canvasElement }) => {
    const order = details(canvasElement, 'ADR-FIXTURE-3')
    const actions = within(order.getByRole('region', { name: 'Move this order' }))
    await expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel order'])
    await expect(order.getByText('Paystack · Not paid yet')).toBeVisible()
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
