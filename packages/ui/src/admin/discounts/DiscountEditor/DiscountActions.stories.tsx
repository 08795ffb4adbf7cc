import { mockAdminDiscounts } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DiscountActions } from './DiscountActions.tsx'

const byCode = (code: string) => {
  const found = mockAdminDiscounts().find((d) => d.code === code)
  if (!found) throw new Error(`No fixture code ${code}`)
  return found
}

const meta = {
  title: 'UI/Admin/DiscountActions',
  component: DiscountActions,
  args: { discount: byCode('ADIRE10'), onPause: fn(), onEnd: fn(), onDelete: fn() },
  decorators: [(Story) => <div className="w-full max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof DiscountActions>

export default meta
type Story = StoryObj<typeof meta>

/** A used code: its figures, Pause, and End after a question; no Delete, and why. */
export const Used: Story = {
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement)
    await expect(section.getByText('12 of 100')).toBeVisible()
    await expect(section.getByText('₦46,350')).toBeVisible()
    await expect(section.queryByRole('button', { name: 'Delete the code' })).toBeNull()
    await expect(
      section.getByText('This code has been used, so it can be ended but not deleted'),
    ).toBeVisible()
    await userEvent.click(section.getByRole('button', { name: 'End the code' }))
    const dialog = within(document.body).getByRole('alertdialog', { name: 'End ADIRE10?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'End it' }))
    await expect(args.onEnd).toHaveBeenCalledOnce()
  },
}

/** A code never used: Delete, after a question that can be turned down. */
export const NeverUsed: Story = {
  args: { discount: byCode('CAPS2K') },
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement)
    await userEvent.click(section.getByRole('button', { name: 'Delete the code' }))
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Delete CAPS2K?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    await expect(args.onDelete).not.toHaveBeenCalled()
    await userEvent.click(section.getByRole('button', { name: 'Pause' }))
    await expect(args.onPause).toHaveBeenCalledWith(true)
  },
}

/** A paused code: said so, and Resume. */
export const Paused: Story = {
  args: { discount: byCode('FREESHIP') },
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement)
    await expect(
      section.getByText('Paused: shoppers cannot use it until it is resumed.'),
    ).toBeVisible()
    await userEvent.click(section.getByRole('button', { name: 'Resume' }))
    await expect(args.onPause).toHaveBeenCalledWith(false)
  },
}
