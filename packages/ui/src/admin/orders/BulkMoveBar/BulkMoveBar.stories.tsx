import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { BulkMoveBar } from './BulkMoveBar.tsx'

const meta = {
  title: 'UI/Orders/BulkMoveBar',
  component: BulkMoveBar,
  args: {
    count: 3,
    onMove: fn(),
    onClear: fn(),
    slipsHref: '/admin/orders/packing-slips?ids=a,b,c',
  },
} satisfies Meta<typeof BulkMoveBar>

export default meta
type Story = StoryObj<typeof meta>

const bar = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Selected orders' }))

/** Some orders ticked: how many, the status to move them to, their packing slips. */
export const SomeSelected: Story = {
  play: async ({ args, canvasElement }) => {
    const selected = bar(canvasElement)
    await expect(selected.getByText('3 orders selected')).toBeVisible()
    const move = selected.getByRole('button', { name: 'Move' })
    await expect(move).toBeDisabled()
    await userEvent.selectOptions(selected.getByRole('combobox', { name: 'Move to' }), 'Packing')
    await userEvent.click(move)
    await expect(args.onMove).toHaveBeenCalledWith('Packing')
    await expect(selected.getByRole('link', { name: 'Print packing slips' })).toHaveAttribute(
      'href',
      '/admin/orders/packing-slips?ids=a,b,c',
    )
    await userEvent.click(selected.getByRole('button', { name: 'Clear the selection' }))
    await expect(args.onClear).toHaveBeenCalled()
  },
}

/** After a move some orders could not make: which, and why, as an alert; they stay ticked. */
export const WithRefusals: Story = {
  args: {
    count: 1,
    outcome: { message: '2 moved, 1 could not: ADR-FIXTURE-106 is Cancelled', someRefused: true },
  },
  play: async ({ canvasElement }) => {
    const selected = bar(canvasElement)
    await expect(selected.getByRole('alert')).toHaveTextContent(
      '2 moved, 1 could not: ADR-FIXTURE-106 is Cancelled',
    )
    await expect(selected.getByText('1 order selected')).toBeVisible()
  },
}

/** Every order moved: said quietly, nothing left ticked. */
export const AllMoved: Story = {
  args: { count: 0, outcome: { message: '3 moved', someRefused: false } },
  play: async ({ canvasElement }) => {
    const selected = bar(canvasElement)
    await expect(selected.getByText('3 moved')).toBeVisible()
    await expect(selected.queryByRole('button', { name: 'Move' })).toBeNull()
  },
}

/** On its way: the buttons wait. */
export const Moving: Story = {
  args: { moving: true },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement).getByRole('button', { name: 'Moving…' })).toBeDisabled()
  },
}
