import { DEMO_USER, fixtureCustomers } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CustomerDetails } from './CustomerDetails.tsx'

const ada = fixtureCustomers.find(({ customer }) => customer.email === DEMO_USER.email)
const deleted = fixtureCustomers.find(({ customer }) => customer.deleted)
if (!ada || !deleted) throw new Error('The fixtures need Ada and a deleted customer')

const meta = {
  title: 'UI/Admin/CustomerDetails',
  component: CustomerDetails,
  args: {
    ...ada,
    orderHref: (order) => `/admin/orders?q=${order.reference}`,
    returnHref: (item) => `/admin/returns/${item.id}`,
  },
  decorators: [(Story) => <div className="w-full max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof CustomerDetails>

export default meta
type Story = StoryObj<typeof meta>

/** Ada: how to reach her, her figures, her orders (one not paid) and two saved addresses. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ada Okafor' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Call +2348031234567' })).toBeVisible()
    const figures = within(canvas.getByText('Orders placed').closest('dl') as HTMLElement)
    await expect(figures.getByText(String(ada.customer.orders))).toBeVisible()
    await expect(figures.getByText('Paid, less refunds')).toBeVisible()
    const orders = within(canvas.getByRole('list', { name: 'Orders of Ada Okafor' }))
    await expect(orders.getAllByRole('listitem')).toHaveLength(ada.orders.length)
    await expect(orders.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/admin/orders?q=${ada.orders[0]?.reference}`,
    )
    await expect(canvas.getByText('3 Idowu Taylor Street')).toBeVisible()
    await expect(canvas.getByText('Default')).toBeVisible()
  },
}

/** An order refunded in full: what was refunded shows under its amount. */
export const Refunded: Story = {
  args: {
    orders: [
      {
        id: '00000000-0000-4000-a000-000000000777',
        orderNumber: 1077,
        reference: 'ADR-REFUNDED-1',
        date: Date.UTC(2026, 9, 12, 9),
        status: 'Cancelled',
        amount: 25_000,
        paid: 25_000,
        refunded: 25_000,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₦25,000 refunded')).toBeVisible()
  },
}

/** Returns asked for: each one's number, step, order, units and refund. */
export const WithReturns: Story = {
  args: {
    returns: [
      {
        id: 'ret-1',
        returnNumber: 1012,
        status: 'received',
        order: { reference: 'ADR-RETURNS-1', orderNumber: 1301 },
        createdAt: Date.UTC(2026, 10, 20, 9),
        units: 2,
        exchanges: 1,
        refundTotal: 12_500,
      },
      {
        id: 'ret-2',
        returnNumber: 1004,
        status: 'closed',
        order: { reference: 'ADR-RETURNS-2', orderNumber: 1270 },
        createdAt: Date.UTC(2026, 9, 30, 9),
        units: 1,
        exchanges: 1,
        refundTotal: 0,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const returns = within(
      within(canvasElement).getByRole('list', { name: 'Returns of Ada Okafor' }),
    )
    await expect(returns.getByRole('link', { name: 'Return R1012' })).toHaveAttribute(
      'href',
      '/admin/returns/ret-1',
    )
    await expect(returns.getByText('2 items, 1 for another size')).toBeVisible()
    await expect(returns.getByText('₦12,500 refund')).toBeVisible()
    await expect(returns.getByText('Of order #1301', { exact: false })).toBeVisible()
  },
}

/** A deleted account: its orders, nothing personal, no addresses. */
export const Deleted: Story = {
  args: { ...deleted },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'Deleted shopper' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /^E-mail|^Call/ })).toBeNull()
    await expect(canvas.getByText('No saved addresses.')).toBeVisible()
  },
}
