import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { StockFilter } from './StockFilter.tsx'

const meta = {
  title: 'UI/Admin/StockFilter',
  component: StockFilter,
  args: { value: '', onValueChange: fn() },
  decorators: [(Story) => <div className="w-full max-w-xs">{Story()}</div>],
} satisfies Meta<typeof StockFilter>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Stock' })
    await expect(select).toHaveValue('')
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Low stock', 'Sold out'])
    await userEvent.selectOptions(select, 'Low stock')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('low')
    await userEvent.selectOptions(select, 'Sold out')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('soldout')
  },
}

/** What to restock: the products with a size low on stock. */
export const Chosen: Story = {
  args: { value: 'low' },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Stock' })
    await expect(select).toHaveValue('low')
    await userEvent.selectOptions(select, 'All')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = {
  args: { value: 'soldout' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Stock' })).toHaveValue(
      'soldout',
    )
  },
}
