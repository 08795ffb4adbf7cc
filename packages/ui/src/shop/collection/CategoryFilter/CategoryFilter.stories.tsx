import { CATEGORIES } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CategoryFilter } from './CategoryFilter.tsx'

const meta = {
  title: 'UI/Collection/CategoryFilter',
  component: CategoryFilter,
  args: { value: [], onValueChange: fn(), className: 'max-w-xs' },
} satisfies Meta<typeof CategoryFilter>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Categories' }))
    const boxes = group.getAllByRole('checkbox')
    await expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Head wear',
      'Hoodies',
      'Jerseys',
      'Pants',
      'Polos',
      'Shorts',
      'T-shirts',
      'Sunglasses',
    ])
    for (const box of boxes) await expect(box).not.toBeChecked()
    await userEvent.click(group.getByRole('checkbox', { name: 'Hoodies' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Hoodie'])
  },
}

export const WithSelection: Story = {
  args: { ...Default.args, value: ['Polo', 'Hoodie'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('checkbox', { name: 'Hoodies' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Polos' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Jerseys' })).not.toBeChecked()
    // The selection comes back in the order of CATEGORIES, whatever order the boxes were ticked in.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Jerseys' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Hoodie', 'Jersey', 'Polo'])
    // Clicking the label text works as well as the box.
    await userEvent.click(canvas.getByText('Polos'))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Hoodie'])
  },
}

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Head wear' })).toHaveFocus()
    await userEvent.tab()
    await userEvent.keyboard(' ')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Hoodie'])
  },
}

export const Mobile: Story = {
  args: { ...WithSelection.args, className: undefined },
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Hoodies' })).toBeChecked()
  },
}

export const Dark: Story = {
  args: WithSelection.args,
  globals: { theme: 'dark' },
  play: WithSelection.play,
}

/**
 * The departments as the team keeps them (docs/product.md §11.13): Dresses added and moved
 * first. A selection comes back in the shop's order, by department id.
 */
export const TeamsDepartments: Story = {
  args: {
    departments: [{ id: 'Dresses', label: 'Dresses', slug: 'Dresses', aliases: [] }, ...CATEGORIES],
    value: ['Hoodie'],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const boxes = canvas.getAllByRole('checkbox')
    await expect(boxes).toHaveLength(9)
    await expect(boxes[0]?.closest('label')?.textContent).toBe('Dresses')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Dresses' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Dresses', 'Hoodie'])
  },
}
