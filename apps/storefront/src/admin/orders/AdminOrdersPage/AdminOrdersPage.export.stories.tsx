import { adminExportHandlers } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent } from 'storybook/test'
import type { StoryApp } from '../../../stories/StoryApp.tsx'
import { adminOrdersMeta, interactionOnly, orderList } from './AdminOrdersPage.fixtures.ts'

// The orders for the accountant (§11.12): a range of Lagos days, downloaded as CSV. Every state
// here is reached by a tap on the list's first screen: no reference images of their own.
const meta = {
  ...adminOrdersMeta,
  title: 'Pages/Admin/Export',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

async function exportForm(canvasElement: HTMLElement) {
  const page = await orderList(canvasElement)
  const setDay = (label: 'From' | 'To', day: string) =>
    fireEvent.change(page.main.getByLabelText(label), { target: { value: day } })
  return { ...page, setDay }
}

/** November's orders: the file's name says the days it covers. */
export const ExportOrders: Story = {
  tags: ['state:admin-orders-exported'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, setDay } = await exportForm(canvasElement)
    setDay('From', '2026-11-01')
    setDay('To', '2026-11-30')
    await userEvent.click(main.getByRole('button', { name: 'Export orders (CSV)' }))
    await expect(
      await main.findByText('Downloaded orders-2026-11-01-to-2026-11-30.csv.'),
    ).toBeVisible()
  },
}

/** A range ending before it starts: refused at the start date, nothing asked of the server. */
export const RangeUpsideDown: Story = {
  tags: ['state:admin-orders-export-range'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, setDay } = await exportForm(canvasElement)
    setDay('From', '2026-11-30')
    setDay('To', '2026-11-01')
    await userEvent.click(main.getByRole('button', { name: 'Export orders (CSV)' }))
    await expect(
      await main.findByText('The start date must be on or before the end date'),
    ).toBeVisible()
    await expect(main.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true')
    await expect(main.queryByText(/^Downloaded/)).toBeNull()
  },
}

/** The download fails: said under the form, which can be sent again. */
export const ExportFailed: Story = {
  parameters: {
    ...interactionOnly,
    msw: { handlers: { adminExports: [adminExportHandlers.ordersError] } },
  },
  play: async ({ canvasElement }) => {
    const { main } = await exportForm(canvasElement)
    await userEvent.click(main.getByRole('button', { name: 'Export orders (CSV)' }))
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'The file could not be made: Something went wrong',
    )
    await expect(main.getByRole('button', { name: 'Export orders (CSV)' })).toBeEnabled()
  },
}

/** While the server writes the file: the button says so and takes no second tap. */
export const Exporting: Story = {
  parameters: {
    ...interactionOnly,
    msw: { handlers: { adminExports: [adminExportHandlers.ordersSlow] } },
  },
  play: async ({ canvasElement }) => {
    const { main } = await exportForm(canvasElement)
    await userEvent.click(main.getByRole('button', { name: 'Export orders (CSV)' }))
    await expect(await main.findByRole('button', { name: 'Preparing the file…' })).toBeDisabled()
  },
}
