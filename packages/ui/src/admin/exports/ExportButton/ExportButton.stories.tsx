import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ExportButton } from './ExportButton.tsx'

const meta = {
  title: 'UI/Admin/ExportButton',
  component: ExportButton,
  args: { label: 'Export customers (CSV)', onExport: fn() },
} satisfies Meta<typeof ExportButton>

export default meta
type Story = StoryObj<typeof meta>

/** One tap asks for the file. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Export customers (CSV)' }),
    )
    await expect(args.onExport).toHaveBeenCalledOnce()
  },
}

/** While the server writes the file: no second tap. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Preparing the file…' }),
    ).toBeDisabled()
  },
}

/** Downloaded: the file's name. */
export const Done: Story = {
  args: { done: 'customers-2026-11-01.csv' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Downloaded customers-2026-11-01.csv.',
    )
  },
}

/** The download failed: why, and the button to try again. */
export const Failed: Story = {
  args: { error: 'Something went wrong' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The file could not be made: Something went wrong',
    )
    await expect(canvas.getByRole('button', { name: 'Export customers (CSV)' })).toBeEnabled()
  },
}
