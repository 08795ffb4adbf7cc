import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DepartmentFilter } from './DepartmentFilter.tsx'

const meta = {
  title: 'UI/Admin/DepartmentFilter',
  component: DepartmentFilter,
  args: { value: '', onValueChange: fn() },
  decorators: [(Story) => <div className="w-full max-w-xs">{Story()}</div>],
} satisfies Meta<typeof DepartmentFilter>

export default meta
type Story = StoryObj<typeof meta>

/** Every department, by its label; the value sent is its id. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Department' })
    await expect(select).toHaveValue('')
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
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

export const Chosen: Story = {
  args: { value: 'Hoodie' },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Department' })
    await expect(select).toHaveValue('Hoodie')
    await userEvent.selectOptions(select, 'All departments')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = {
  args: { value: 'Hoodie' },
  globals: { theme: 'dark' },
  play: Chosen.play,
}
