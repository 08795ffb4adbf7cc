import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PriceFilter } from './PriceFilter.tsx'

const meta = {
  title: 'UI/Collection/PriceFilter',
  component: PriceFilter,
  args: { minPrice: undefined, maxPrice: undefined, onApply: fn(), className: 'max-w-xs' },
} satisfies Meta<typeof PriceFilter>

export default meta
type Story = StoryObj<typeof meta>

/** Both ends open; a range typed as shoppers write prices applies with Apply or Enter. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Price (₦)' }))
    await userEvent.type(group.getByRole('textbox', { name: 'Min' }), '₦15,000')
    await userEvent.type(group.getByRole('textbox', { name: 'Max' }), '40,000{Enter}')
    await expect(args.onApply).toHaveBeenLastCalledWith({ minPrice: 15_000, maxPrice: 40_000 })
    await userEvent.clear(group.getByRole('textbox', { name: 'Min' }))
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apply' }))
    await expect(args.onApply).toHaveBeenLastCalledWith({ minPrice: undefined, maxPrice: 40_000 })
    // No range is on yet, so there is none to clear.
    await expect(within(canvasElement).queryByRole('button', { name: 'Any price' })).toBeNull()
  },
}

/** A range on shows in the boxes, with a way back to any price. */
export const Applied: Story = {
  args: { minPrice: 10_000, maxPrice: 30_000 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Min' })).toHaveValue('10000')
    await expect(canvas.getByRole('textbox', { name: 'Max' })).toHaveValue('30000')
    await userEvent.click(canvas.getByRole('button', { name: 'Any price' }))
    await expect(args.onApply).toHaveBeenLastCalledWith({
      minPrice: undefined,
      maxPrice: undefined,
    })
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  args: Applied.args,
  play: Applied.play,
}

export const Dark: Story = { globals: { theme: 'dark' }, args: Applied.args, play: Applied.play }
