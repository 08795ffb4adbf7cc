import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RefundFilter } from './RefundFilter.tsx'

const meta = {
  title: 'UI/Orders/RefundFilter',
  component: RefundFilter,
  args: { value: '', onValueChange: fn() },
  decorators: [(Story) => <div className="w-full max-w-xs">{Story()}</div>],
} satisfies Meta<typeof RefundFilter>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Refunds' })
    await expect(select).toHaveValue('')
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All orders',
      'Refund on its way',
      'Needs bank details',
      'Refunded',
      'Refund failed',
    ])
    await userEvent.selectOptions(select, 'Refund failed')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('failed')
  },
}

/** The failed refunds: the store team's to-do list. */
export const Chosen: Story = {
  args: { value: 'failed' },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Refunds' })
    await expect(select).toHaveValue('failed')
    await userEvent.selectOptions(select, 'All orders')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = {
  args: { value: 'failed' },
  globals: { theme: 'dark' },
  play: Chosen.play,
}
