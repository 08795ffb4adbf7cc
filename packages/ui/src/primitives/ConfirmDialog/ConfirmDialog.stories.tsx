import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../Button/Button.tsx'
import { ConfirmDialog } from './ConfirmDialog.tsx'

const meta = {
  title: 'UI/Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Cancel order ADR-FIXTURE-2?',
    children: 'A cancelled order cannot be moved again.',
    confirmLabel: 'Cancel the order',
    cancelLabel: 'Keep the order',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = () => within(document.body).getByRole('alertdialog')

/** Open: named by its question, the focus on the button that changes nothing. */
export const Open: Story = {
  play: async ({ args }) => {
    const box = within(dialog())
    await expect(dialog()).toHaveAccessibleName('Cancel order ADR-FIXTURE-2?')
    await expect(dialog()).toHaveAccessibleDescription('A cancelled order cannot be moved again.')
    await expect(box.getByRole('button', { name: 'Keep the order' })).toHaveFocus()
    await userEvent.click(box.getByRole('button', { name: 'Cancel the order' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** Escape or the cancel button: nothing happens. */
export const Dismissed: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Keep the order' }))
    await expect(args.onCancel).toHaveBeenCalledTimes(2)
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

/** Opened from a button and closed again, as a page uses it. */
export const FromAButton: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <Button onClick={() => setOpen(true)}>Cancel order</Button>
        <ConfirmDialog
          {...args}
          open={open}
          onCancel={() => setOpen(false)}
          onConfirm={() => {
            args.onConfirm()
            setOpen(false)
          }}
        />
      </>
    )
  },
  play: async ({ args, canvasElement }) => {
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull()
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel order' }))
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel the order' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Open.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Open.play }
