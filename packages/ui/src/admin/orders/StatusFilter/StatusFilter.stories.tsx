import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { StatusFilter } from './StatusFilter.tsx'

const meta = {
  title: 'UI/Orders/StatusFilter',
  component: StatusFilter,
  args: { value: '', onValueChange: fn() },
  decorators: [(Story) => <div className="w-full max-w-xs">{Story()}</div>],
} satisfies Meta<typeof StatusFilter>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Status' })
    await expect(select).toHaveValue('')
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All statuses',
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

export const Chosen: Story = {
  args: { value: 'Packing' },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Status' })
    await expect(select).toHaveValue('Packing')
    await userEvent.selectOptions(select, 'All statuses')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = {
  args: { value: 'Packing' },
  globals: { theme: 'dark' },
  play: Chosen.play,
}
