import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SizeFilter } from './SizeFilter.tsx'

const SIZES = ['S', 'S/M', 'M', 'L', 'L/XL', 'XL', 'XXL', '30', '32', '34', '36', '38', 'One size']

const meta = {
  title: 'UI/Collection/SizeFilter',
  component: SizeFilter,
  args: { sizes: SIZES, value: [], onValueChange: fn(), className: 'max-w-xs' },
} satisfies Meta<typeof SizeFilter>

export default meta
type Story = StoryObj<typeof meta>

/** One toggle per size, in size order; each toggles the whole choice. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Size' }))
    const boxes = group.getAllByRole('checkbox')
    await expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(SIZES)
    await userEvent.click(group.getByRole('checkbox', { name: 'XL' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['XL'])
  },
}

function Working() {
  const [value, setValue] = useState<string[]>(['XXL', 'M'])
  return <SizeFilter sizes={SIZES} value={value} onValueChange={setValue} className="max-w-xs" />
}

/** Sizes chosen are filled; another one joins them in size order, and one chosen clears. */
export const Chosen: Story = {
  render: () => <Working />,
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Size' }))
    await expect(group.getByRole('checkbox', { name: 'M' })).toBeChecked()
    await userEvent.click(group.getByRole('checkbox', { name: 'L' }))
    await userEvent.click(group.getByRole('checkbox', { name: 'M' }))
    const chosen = group.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)
    await expect(chosen.map((box) => (box as HTMLInputElement).value)).toEqual(['L', 'XXL'])
  },
}

/** A size chosen that the departments no longer offer stays, so it can be cleared. */
export const ChosenNoLongerOffered: Story = {
  args: { sizes: ['One size'], value: ['XL'] },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Size' }))
    await expect(group.getByRole('checkbox', { name: 'XL' })).toBeChecked()
    await expect(group.getAllByRole('checkbox')).toHaveLength(2)
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  render: () => <Working />,
  play: Chosen.play,
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <Working />,
  play: Chosen.play,
}
