import { PAGE_ROUTES } from '@adire/contract'
import { fixtureAdminOrders } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AdminOrderList } from './AdminOrderList.tsx'

const meta = {
  title: 'UI/Orders/AdminOrderList',
  component: AdminOrderList,
  args: {
    orders: fixtureAdminOrders.slice(0, 8),
    hrefFor: (order) => `${PAGE_ROUTES.adminOrders}?order=${order.reference}`,
  },
  decorators: [(Story) => <div className="w-full max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof AdminOrderList>

export default meta
type Story = StoryObj<typeof meta>

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Orders' })).getAllByRole('listitem')

/** Newest first, each with its reference (a link), customer, date, amount and status. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = rows(canvasElement)
    await expect(rows(canvasElement)).toHaveLength(8)
    const ada = within(first as HTMLElement)
    await expect(ada.getByRole('link', { name: 'Order #1062' })).toHaveAttribute(
      'href',
      '/admin/orders?order=ADR-FIXTURE-3',
    )
    await expect(first).toHaveTextContent('Ada Okafor')
    await expect(first).toHaveTextContent('ada@example.com')
    await expect(first).toHaveTextContent('1 November 2026')
    await expect(first).toHaveTextContent('₦12,500')
    await expect(ada.getByText('Awaiting payment')).toBeVisible()
    await expect(second).toHaveTextContent('Tunde Bakare')
  },
}

/** The order whose details are open is marked. */
export const Selected: Story = {
  args: { selected: 'ADR-FIXTURE-3' },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Orders' }))
    await expect(list.getByRole('link', { name: 'Order #1062' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(list.getByRole('link', { name: 'Order #1300' })).not.toHaveAttribute(
      'aria-current',
    )
  },
}

/** Every status, as the team sees them side by side. */
export const EveryStatus: Story = {
  args: { orders: fixtureAdminOrders.slice(0, 20) },
  play: async ({ canvasElement }) => {
    const text = rows(canvasElement).map((row) => row.textContent ?? '')
    for (const status of ['Awaiting payment', 'Order Placed', 'Packing', 'Shipped', 'Delivered']) {
      await expect(text.some((row) => row.includes(status))).toBe(true)
    }
    await expect(text.some((row) => row.includes('Test payment'))).toBe(true)
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
