import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FilterSelect } from './FilterSelect.tsx'
import {
  DEPARTMENT_FILTER,
  MESSAGE_FILTER,
  ORDER_STATUS_FILTER,
  REFUND_FILTER,
  STOCK_FILTER,
} from './filters.ts'

const meta = {
  title: 'UI/Admin/FilterSelect',
  component: FilterSelect,
  args: { ...ORDER_STATUS_FILTER, value: '', onValueChange: fn() },
  decorators: [(Story) => <div className="w-full max-w-xs">{Story()}</div>],
} satisfies Meta<typeof FilterSelect>

export default meta
type Story = StoryObj<typeof meta>

const choices = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)

/**
 * The orders by status: the paid orders first (the default: those awaiting payment are left
 * out), every order, then every status as the order shows it.
 */
export const OrderStatus: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Status' })
    await expect(select).toHaveValue('')
    await expect(choices(select)).toEqual([
      'Paid orders',
      'Every order',
      'Awaiting payment',
      'Order Placed',
      'Packing',
      'Shipped',
      'Out for delivery',
      'Delivered',
      'Cancelled',
    ])
    await userEvent.selectOptions(select, 'Shipped')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Shipped')
  },
}

/** A status chosen; `Paid orders` goes back to the default list, `Every order` shows all. */
export const OrderStatusChosen: Story = {
  args: { value: 'Packing' },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Status' })
    await expect(select).toHaveValue('Packing')
    await userEvent.selectOptions(select, 'Paid orders')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('')
    await userEvent.selectOptions(select, 'Every order')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('all')
  },
}

/** The orders by refund; the failed refunds are the store team's to-do list. */
export const Refunds: Story = {
  args: { ...REFUND_FILTER, value: 'failed' },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Refunds' })
    await expect(select).toHaveValue('failed')
    await expect(choices(select)).toEqual([
      'All orders',
      'Refund on its way',
      'Needs bank details',
      'Refunded',
      'Refund failed',
    ])
    await userEvent.selectOptions(select, 'Refund on its way')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pending')
    await userEvent.selectOptions(select, 'All orders')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('')
  },
}

/** The products by stock: what to restock. */
export const Stock: Story = {
  args: { ...STOCK_FILTER, value: '' },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Stock' })
    await expect(choices(select)).toEqual(['All', 'Low stock', 'Sold out'])
    await userEvent.selectOptions(select, 'Low stock')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('low')
    await userEvent.selectOptions(select, 'Sold out')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('soldout')
  },
}

/** The products by department: each by its label; the value sent is its id. */
export const Department: Story = {
  args: { ...DEPARTMENT_FILTER, value: 'Hoodie' },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Department' })
    await expect(select).toHaveValue('Hoodie')
    await expect(choices(select)).toEqual([
      'All departments',
      'Head wear',
      'Hoodies',
      'Jerseys',
      'Pants',
      'Polos',
      'Shorts',
      'T-shirts',
      'Sunglasses',
    ])
    await userEvent.selectOptions(select, 'T-shirts')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('T-Shirt')
  },
}

/** The inbox's messages: no empty choice, `All messages` is one of the three; as wide as its words. */
export const Messages: Story = {
  args: { ...MESSAGE_FILTER, value: 'open', width: 'content' },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Show' })
    await expect(select).toHaveValue('open')
    await expect(choices(select)).toEqual(['Open', 'Handled', 'All messages'])
    await userEvent.selectOptions(select, 'All messages')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('all')
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: OrderStatus.play,
}

export const Dark: Story = {
  args: { value: 'Packing' },
  globals: { theme: 'dark' },
  play: OrderStatusChosen.play,
}
