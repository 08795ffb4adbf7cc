import { SHIPPING_MESSAGES } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ShipDialog } from './ShipDialog.tsx'

const ORDER = {
  _id: '00000000-0000-4000-a000-000000000002',
  orderNumber: 1054,
  reference: 'ADR-FIXTURE-2',
}
const MORE = [
  ORDER,
  { _id: '00000000-0000-4000-a000-000000000011', orderNumber: 1310, reference: 'ADR-FIXTURE-110' },
  { _id: '00000000-0000-4000-a000-000000000012', orderNumber: 1311, reference: 'ADR-FIXTURE-111' },
]
const COURIERS = ['GIG Logistics', 'Kwik', 'Sendbox', 'DHL', 'Other']

const meta = {
  title: 'UI/Orders/ShipDialog',
  component: ShipDialog,
  args: { open: true, orders: [ORDER], couriers: COURIERS, onShip: fn(), onCancel: fn() },
} satisfies Meta<typeof ShipDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The dialog is modal: its contents are found from the document, not the story's canvas. */
const dialog = () => within(document.querySelector('dialog[open]') as HTMLElement)

/** Opened from "Mark as Shipped": the store's couriers, the first chosen, the tracking empty. */
export const Empty: Story = {
  play: async ({ args }) => {
    const ship = dialog()
    await expect(ship.getByRole('heading', { name: 'Ship order ADR-FIXTURE-2' })).toBeVisible()
    const courier = ship.getByRole('combobox', { name: 'Courier' })
    await expect(courier).toHaveValue('GIG Logistics')
    await expect(
      within(courier)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(COURIERS)
    await expect(
      ship.getByRole('textbox', { name: 'Tracking number or link (optional)' }),
    ).toHaveValue('')
    await userEvent.click(ship.getByRole('button', { name: 'Go back' }))
    await expect(args.onCancel).toHaveBeenCalled()
  },
}

/** Kwik and a tracking link: sent as typed, trimmed. */
export const WithCourier: Story = {
  play: async ({ args }) => {
    const ship = dialog()
    await userEvent.selectOptions(ship.getByRole('combobox', { name: 'Courier' }), 'Kwik')
    await userEvent.type(
      ship.getByRole('textbox', { name: 'Tracking number or link (optional)' }),
      ' https://track.kwik.delivery/KW-1234 ',
    )
    await userEvent.click(ship.getByRole('button', { name: 'Mark as Shipped' }))
    await expect(args.onShip).toHaveBeenCalledWith({
      courier: 'Kwik',
      tracking: { [ORDER._id]: 'https://track.kwik.delivery/KW-1234' },
    })
  },
}

/** Other with no name, and a link that is not http(s): each refused at its field, nothing sent. */
export const Errors: Story = {
  play: async ({ args }) => {
    const ship = dialog()
    await userEvent.selectOptions(ship.getByRole('combobox', { name: 'Courier' }), 'Other')
    await userEvent.type(
      ship.getByRole('textbox', { name: 'Tracking number or link (optional)' }),
      'ftp://track.example/1',
    )
    await userEvent.click(ship.getByRole('button', { name: 'Mark as Shipped' }))
    await expect(ship.getByRole('textbox', { name: 'Courier’s name' })).toHaveAccessibleDescription(
      SHIPPING_MESSAGES.courierRequired,
    )
    await expect(
      ship.getByRole('textbox', { name: 'Tracking number or link (optional)' }),
    ).toHaveAccessibleDescription(expect.stringContaining(SHIPPING_MESSAGES.trackingLink))
    await expect(args.onShip).not.toHaveBeenCalled()
    await userEvent.type(ship.getByRole('textbox', { name: 'Courier’s name' }), 'Chisco Express')
    await userEvent.clear(ship.getByRole('textbox', { name: 'Tracking number or link (optional)' }))
    await userEvent.click(ship.getByRole('button', { name: 'Mark as Shipped' }))
    await expect(args.onShip).toHaveBeenCalledWith({ courier: 'Chisco Express', tracking: {} })
  },
}

/** The server refused the move (a colleague cancelled it meanwhile): its words in the dialog. */
export const Refused: Story = {
  args: { error: 'An order that is Cancelled cannot be set to Shipped' },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent(
      'An order that is Cancelled cannot be set to Shipped',
    )
  },
}

/** Shipping three ticked orders: one courier, a tracking each, any left blank. */
export const Bulk: Story = {
  args: { orders: MORE },
  play: async ({ args }) => {
    const ship = dialog()
    await expect(ship.getByRole('heading', { name: 'Ship 3 orders' })).toBeVisible()
    await userEvent.selectOptions(ship.getByRole('combobox', { name: 'Courier' }), 'DHL')
    await userEvent.type(
      ship.getByRole('textbox', { name: 'Tracking for #1310 (optional)' }),
      'DHL-77',
    )
    await userEvent.click(ship.getByRole('button', { name: 'Ship 3 orders' }))
    await expect(args.onShip).toHaveBeenCalledWith({
      courier: 'DHL',
      tracking: { '00000000-0000-4000-a000-000000000011': 'DHL-77' },
    })
  },
}

/** On its way to the server: the buttons wait. */
export const Saving: Story = {
  args: { saving: true },
  play: async () => {
    await expect(dialog().getByRole('button', { name: 'Shipping…' })).toBeDisabled()
  },
}
