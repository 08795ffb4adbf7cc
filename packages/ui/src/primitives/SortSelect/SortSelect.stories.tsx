import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SortSelect } from './SortSelect.tsx'

const meta = {
  title: 'UI/Collection/SortSelect',
  component: SortSelect,
  args: { value: 'relevance', onValueChange: fn() },
} satisfies Meta<typeof SortSelect>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const select = canvas.getByRole('combobox', { name: 'Sort by' })
    await expect(select).toHaveValue('relevance')
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Relevance',
      'Price: low to high',
      'Price: high to low',
      'Newest',
    ])
    await userEvent.selectOptions(select, 'Price: low to high')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('price-asc')
  },
}

export const PriceHighToLow: Story = {
  args: { ...Default.args, value: 'price-desc' },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' })
    await expect(select).toHaveDisplayValue('Price: high to low')
    await userEvent.selectOptions(select, 'Newest')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('newest')
  },
}

export const Mobile: Story = {
  args: PriceHighToLow.args,
  globals: { viewport: { value: 'mobile360' } },
  play: PriceHighToLow.play,
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
