import { HOUR_MS, SERVER_ERROR_MESSAGE } from '@adire/contract'
import {
  adminHandlers,
  adminShippingHandlers,
  FIXTURE_NOW,
  fixtureAdminOrders,
  resetMockOrders,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { StoryApp } from '../../../stories/StoryApp.tsx'
import { adminOrdersMeta, details, interactionOnly, orderList } from './AdminOrdersPage.fixtures.ts'

// Packing and shipping (§11.11): Mark as Shipped with the courier, bulk moves, the team's notes.
const meta = {
  ...adminOrdersMeta,
  title: 'Pages/Admin/Shipping',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** A story's screen after its play function: a state the team reaches with a tap. */
const afterPlay = { visual: 'after-play' } as const

/** The ship dialog, found in the page (it is modal: outside the story's main). */
const shipDialog = async (name: string) =>
  within(await within(document.body).findByRole('dialog', { name }))

/** Ada's packed order (ADR-FIXTURE-2) with two notes of the team's. */
const withNotes = () =>
  resetMockOrders(
    fixtureAdminOrders.map((order) =>
      order.reference === 'ADR-FIXTURE-2'
        ? {
            ...order,
            notes: [
              {
                id: 2,
                text: 'Called: gate code 1234.\nLeave it with security if nobody answers.',
                by: 'Ngozi Eze',
                at: FIXTURE_NOW - HOUR_MS,
              },
              {
                id: 1,
                text: 'Customer asked for delivery after 5pm.',
                by: 'Chidi Okeke',
                at: FIXTURE_NOW - 20 * HOUR_MS,
              },
            ],
          }
        : order,
    ),
  )

/** Mark as Shipped opens the dialog: the store's couriers, and the tracking asked for. */
export const ShipDialog: Story = {
  tags: ['state:admin-ship-dialog'],
  parameters: afterPlay,
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const order = await details(main, 'ADR-FIXTURE-2')
    await userEvent.click(order.actions().getByRole('button', { name: 'Mark as Shipped' }))
    const ship = await shipDialog('Ship order ADR-FIXTURE-2')
    const courier = ship.getByRole('combobox', { name: 'Courier' })
    await expect(
      within(courier)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['GIG Logistics', 'Kwik', 'Sendbox', 'DHL', 'Other'])
    await expect(ship.getByRole('textbox', { name: /Tracking number or link/ })).toHaveValue('')
  },
}

/** Shipped with Kwik and a tracking link: the order shows both, the history says who. */
export const ShippedWithTracking: Story = {
  tags: ['state:admin-shipped'],
  parameters: interactionOnly,
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const order = await details(main, 'ADR-FIXTURE-2')
    await userEvent.click(order.actions().getByRole('button', { name: 'Mark as Shipped' }))
    const ship = await shipDialog('Ship order ADR-FIXTURE-2')
    await userEvent.selectOptions(ship.getByRole('combobox', { name: 'Courier' }), 'Kwik')
    await userEvent.type(
      ship.getByRole('textbox', { name: /Tracking number or link/ }),
      'https://track.kwik.delivery/KW-1234',
    )
    await userEvent.click(ship.getByRole('button', { name: 'Mark as Shipped' }))
    await expect(await order.article.findByRole('status')).toHaveTextContent(
      'Order ADR-FIXTURE-2 is now Shipped.',
    )
    await expect(order.article.getByRole('link', { name: /Follow your parcel/ })).toHaveAttribute(
      'href',
      'https://track.kwik.delivery/KW-1234',
    )
    await expect(order.history().at(-1)).toHaveTextContent('by Ngozi Eze')
  },
}

/** The dialog's errors: Other with no name, a link that is not http(s); nothing is sent. */
export const ShipDialogErrors: Story = {
  tags: ['state:admin-ship-errors'],
  parameters: afterPlay,
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const order = await details(main, 'ADR-FIXTURE-2')
    await userEvent.click(order.actions().getByRole('button', { name: 'Mark as Shipped' }))
    const ship = await shipDialog('Ship order ADR-FIXTURE-2')
    await userEvent.selectOptions(ship.getByRole('combobox', { name: 'Courier' }), 'Other')
    await userEvent.type(ship.getByRole('textbox', { name: /Tracking number or link/ }), 'ftp://x')
    await userEvent.click(ship.getByRole('button', { name: 'Mark as Shipped' }))
    await expect(ship.getByRole('textbox', { name: 'Courier’s name' })).toHaveAccessibleDescription(
      'Choose the courier taking the order, or type its name',
    )
    await expect(order.status()).toHaveTextContent('Packing')
  },
}

/**
 * Orders ticked and moved to Packing together: each by the rules of a single move; the one that
 * could not (cancelled) is named, and stays ticked.
 */
export const BulkWithRefusals: Story = {
  tags: ['state:admin-bulk'],
  parameters: afterPlay,
  play: async ({ canvasElement }) => {
    const { main, list } = await orderList(canvasElement)
    await userEvent.click(list.getByRole('checkbox', { name: 'Select order #1301' }))
    await userEvent.click(list.getByRole('checkbox', { name: 'Select order #1306' }))
    const bar = within(main.getByRole('region', { name: 'Selected orders' }))
    await expect(bar.getByText('2 orders selected')).toBeVisible()
    await userEvent.selectOptions(bar.getByRole('combobox', { name: 'Move to' }), 'Packing')
    await userEvent.click(bar.getByRole('button', { name: 'Move' }))
    await expect(await bar.findByRole('alert')).toHaveTextContent(
      '1 moved, 1 could not: ADR-FIXTURE-106 is Cancelled',
    )
    await expect(bar.getByText('1 order selected')).toBeVisible()
    await waitFor(() =>
      expect(list.getByRole('link', { name: 'Order #1301' }).closest('li')).toHaveTextContent(
        'Packing',
      ),
    )
  },
}

/** Ticked orders shipped together: the courier asked once, a tracking each if any. */
export const BulkShip: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, list } = await orderList(canvasElement)
    await userEvent.click(list.getByRole('checkbox', { name: 'Select order #1301' }))
    await userEvent.click(list.getByRole('checkbox', { name: 'Select order #1302' }))
    const bar = within(main.getByRole('region', { name: 'Selected orders' }))
    await userEvent.selectOptions(bar.getByRole('combobox', { name: 'Move to' }), 'Shipped')
    await userEvent.click(bar.getByRole('button', { name: 'Move' }))
    const ship = await shipDialog('Ship 2 orders')
    await userEvent.selectOptions(ship.getByRole('combobox', { name: 'Courier' }), 'Sendbox')
    await userEvent.type(ship.getByRole('textbox', { name: /Tracking for #1301/ }), 'SB-1')
    await userEvent.click(ship.getByRole('button', { name: 'Ship 2 orders' }))
    await expect(await bar.findByText('2 moved')).toBeVisible()
    await expect(within(document.body).queryByRole('dialog')).toBeNull()
  },
}

/** The team's notes on an order, newest first, with who and when; never the shopper's. */
export const Notes: Story = {
  tags: ['state:admin-notes'],
  beforeEach: withNotes,
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const order = await details(main, 'ADR-FIXTURE-2')
    const notes = within(order.article.getByRole('region', { name: 'Notes' }))
    const items = () =>
      within(notes.getByRole('list', { name: 'Notes on this order' })).getAllByRole('listitem')
    await expect(items()).toHaveLength(2)
    await expect(items()[0]).toHaveTextContent('by Ngozi Eze')
    await userEvent.type(notes.getByRole('textbox', { name: 'Add a note' }), 'Rider collected it')
    await userEvent.click(notes.getByRole('button', { name: 'Add note' }))
    await waitFor(() => expect(items()).toHaveLength(3))
    await expect(items()[0]).toHaveTextContent('Rider collected it')
    await expect(notes.getByRole('textbox', { name: 'Add a note' })).toHaveValue('')
  },
}

/** No note yet on an order. */
export const NoNotes: Story = {
  parameters: interactionOnly,
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const order = await details(main, 'ADR-FIXTURE-2')
    await expect(order.article.getByText('No notes yet.')).toBeVisible()
  },
}

/** A note the server could not keep: the error, and the note still typed. */
export const NoteError: Story = {
  tags: ['state:admin-notes-error'],
  parameters: {
    ...interactionOnly,
    msw: {
      handlers: {
        admin: [adminHandlers.list, adminHandlers.setStatus, adminShippingHandlers.noteFailed],
      },
    },
  },
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const order = await details(main, 'ADR-FIXTURE-2')
    const notes = within(order.article.getByRole('region', { name: 'Notes' }))
    const box = notes.getByRole('textbox', { name: 'Add a note' })
    await userEvent.type(box, 'Rider collected it')
    await userEvent.click(notes.getByRole('button', { name: 'Add note' }))
    await expect(await notes.findByRole('alert')).toHaveTextContent(SERVER_ERROR_MESSAGE)
    await expect(box).toHaveValue('Rider collected it')
  },
}

/** The customer's phone: a call and a WhatsApp chat. The packing slip is a link away. */
export const PhoneAndSlip: Story = {
  tags: ['state:admin-phone-links'],
  parameters: interactionOnly,
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const order = await details(main, 'ADR-FIXTURE-2')
    await expect(order.article.getByRole('link', { name: 'Call +2348031234567' })).toHaveAttribute(
      'href',
      'tel:+2348031234567',
    )
    await expect(order.article.getByRole('link', { name: /on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/2348031234567',
    )
    await expect(order.article.getByRole('link', { name: 'Packing slip' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/orders\/packing-slips\?ids=[0-9a-f-]{36}$/),
    )
  },
}
