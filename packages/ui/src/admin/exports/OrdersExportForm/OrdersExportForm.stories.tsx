import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test'
import { OrdersExportForm } from './OrdersExportForm.tsx'

const meta = {
  title: 'UI/Admin/OrdersExportForm',
  component: OrdersExportForm,
  args: { onExport: fn() },
} satisfies Meta<typeof OrdersExportForm>

export default meta
type Story = StoryObj<typeof meta>

const setDay = (canvasElement: HTMLElement, label: 'From' | 'To', day: string) =>
  fireEvent.change(within(canvasElement).getByLabelText(label), { target: { value: day } })

/** A range of days: sent as typed. Left empty, an end is open. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('form', { name: 'Export orders' })).toBeVisible()
    setDay(canvasElement, 'From', '2026-11-01')
    setDay(canvasElement, 'To', '2026-11-30')
    await userEvent.click(canvas.getByRole('button', { name: 'Export orders (CSV)' }))
    await expect(args.onExport).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-30' })
    setDay(canvasElement, 'To', '')
    await userEvent.click(canvas.getByRole('button', { name: 'Export orders (CSV)' }))
    await expect(args.onExport).toHaveBeenLastCalledWith({ from: '2026-11-01' })
  },
}

/** A range ending before it starts: refused at the start date, nothing sent. */
export const UpsideDown: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    setDay(canvasElement, 'From', '2026-11-30')
    setDay(canvasElement, 'To', '2026-11-01')
    await userEvent.click(canvas.getByRole('button', { name: 'Export orders (CSV)' }))
    await expect(canvas.getByText('The start date must be on or before the end date')).toBeVisible()
    await expect(canvas.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onExport).not.toHaveBeenCalled()
  },
}

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Preparing the file…' }),
    ).toBeDisabled()
  },
}

/** The server refused or failed: its words under the form. */
export const Failed: Story = {
  args: { error: 'The end date must be a day written YYYY-MM-DD, like 2026-11-30' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The file could not be made: The end date must be a day written YYYY-MM-DD, like 2026-11-30',
    )
  },
}
