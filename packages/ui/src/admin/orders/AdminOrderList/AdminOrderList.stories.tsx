import { PAGE_ROUTES } from '@adire/contract'
import { fixtureAdminOrders } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AdminOrderList, type AdminOrderListProps } from './AdminOrderList.tsx'

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

/** The list with its ticks kept, as the orders page keeps them. */
function Selectable(props: AdminOrderListProps & { onTick: (ids: string[]) => void }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const change = (next: Set<string>) => {
    setSelected(next)
    props.onTick([...next])
  }
  return (
    <AdminOrderList
      {...props}
      selection={{
        selected,
        onToggle: (id, checked) => {
          const next = new Set(selected)
          if (checked) next.add(id)
          else next.delete(id)
          change(next)
        },
        onToggleAll: (checked) =>
          change(checked ? new Set(props.orders.map((order) => order._id)) : new Set()),
      }}
    />
  )
}

/**
 * Ticking orders for a bulk move or their packing slips (§11.11): a box per row, above its link
 * (ticking never opens the order), and one for the whole page, half-ticked for some.
 */
export const BulkSelection: Story = {
  args: { orders: fixtureAdminOrders.slice(0, 4) },
  render: (args) => <Selectable {...args} onTick={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const all = canvas.getByRole('checkbox', { name: 'Select every order on this page' })
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select order #1062' }))
    await expect(canvas.getByRole('checkbox', { name: 'Select order #1062' })).toBeChecked()
    await expect(all).toHaveProperty('indeterminate', true)
    // The row's link was not followed: still the list.
    await expect(canvas.getByRole('list', { name: 'Orders' })).toBeVisible()
    await userEvent.click(all)
    for (const box of canvas.getAllByRole('checkbox', { name: /Select order/ })) {
      await expect(box).toBeChecked()
    }
    await userEvent.click(all)
    await expect(canvas.getByRole('checkbox', { name: 'Select order #1062' })).not.toBeChecked()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
