import { adminHandlers, OTHER_ADMIN_NAME } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { StoryApp } from '../../../stories/StoryApp.tsx'
import { adminOrdersMeta, details, interactionOnly, orderList } from './AdminOrdersPage.fixtures.ts'

// One order open: its details, and the team moving it on or cancelling it.
const meta = {
  ...adminOrdersMeta,
  title: 'Pages/Admin/Order details',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** An order's details: items, address, amount, payment reference, history, next statuses. */
export const Details: Story = {
  tags: ['state:admin-details'],
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main, list } = await orderList(canvasElement)
    const order = await details(main, 'ADR-FIXTURE-2')
    await expect(list.getByRole('link', { name: 'Order #1054' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(order.status()).toHaveTextContent('Packing')
    await expect(
      within(order.article.getByRole('list', { name: 'Items in this order' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(2)
    await expect(order.article.getByText('12 Admiralty Way')).toBeVisible()
    await expect(order.article.getByText('₦53,500', { selector: 'dd' })).toBeVisible()
    await expect(order.article.getByText('ADR-FIXTURE-2', { selector: 'dd' })).toBeVisible()
    await expect(order.paymentLines()).toEqual([
      'ADR-FIXTURE-2₦53,500Paid the order · 31 October 2026 at 13:01',
    ])
    await expect(order.history().map((step) => step.textContent)).toEqual([
      'Awaiting payment31 October 2026 at 13:00 · by Customer',
      'Order Placed31 October 2026 at 13:01 · by Paystack',
      'Packing31 October 2026 at 18:00 · by Ngozi Eze',
    ])
    // nextStatuses('Packing'), the server's rule; a paid order is refunded as it is cancelled.
    await expect(
      order
        .actions()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Mark as Shipped',
      'Mark as Out for delivery',
      'Mark as Delivered',
      'Cancel and refund',
    ])
  },
}

/** Opened from a link to an order that is not on the first page: found by its reference. */
export const LinkedOrder: Story = {
  parameters: interactionOnly,
  args: { path: '/admin/orders?order=ADR-FIXTURE-1' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const order = await details(main, 'ADR-FIXTURE-1')
    await expect(order.status()).toHaveTextContent('Delivered')
    await expect(
      order.article.getByText('This order is Delivered: it cannot be moved any further.'),
    ).toBeVisible()
  },
}

/**
 * Choosing an order in the list opens it; the team moves it on. Shipped asks for the courier
 * and the tracking first (§11.11).
 */
export const MoveOrder: Story = {
  tags: ['state:admin-move'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, list } = await orderList(canvasElement)
    await userEvent.click(list.getByRole('link', { name: 'Order #1054' }))
    const order = await details(main, 'ADR-FIXTURE-2')
    await userEvent.click(order.actions().getByRole('button', { name: 'Mark as Shipped' }))
    const ship = within(
      await within(document.body).findByRole('dialog', { name: 'Ship order ADR-FIXTURE-2' }),
    )
    await userEvent.selectOptions(ship.getByRole('combobox', { name: 'Courier' }), 'Kwik')
    await userEvent.type(ship.getByRole('textbox', { name: /Tracking number or link/ }), 'KW-1234')
    await userEvent.click(ship.getByRole('button', { name: 'Mark as Shipped' }))
    await expect(await order.article.findByRole('status')).toHaveTextContent(
      'Order ADR-FIXTURE-2 is now Shipped.',
    )
    await expect(order.status()).toHaveTextContent('Shipped')
    await expect(order.history().at(-1)).toHaveTextContent('Shipped')
    await expect(order.history().at(-1)).toHaveTextContent('by Ngozi Eze')
    await expect(order.history().at(-1)).toHaveTextContent('Kwik · KW-1234')
    await expect(within(document.body).queryByRole('dialog')).toBeNull()
    // Shipped: it can no longer be cancelled.
    await expect(
      order
        .actions()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark as Out for delivery', 'Mark as Delivered'])
    // The list shows it too.
    await waitFor(() =>
      expect(list.getByRole('link', { name: 'Order #1054' }).closest('li')).toHaveTextContent(
        'Shipped',
      ),
    )
  },
}

/** Cancelled is confirmed first. */
export const CancelOrder: Story = {
  parameters: interactionOnly,
  args: { path: '/admin/orders?order=ADR-FIXTURE-3' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const order = await details(main, 'ADR-FIXTURE-3')
    await userEvent.click(order.actions().getByRole('button', { name: 'Cancel order' }))
    const dialog = within(
      within(document.body).getByRole('alertdialog', { name: 'Cancel order ADR-FIXTURE-3?' }),
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Keep the order' }))
    await expect(order.status()).toHaveTextContent('Awaiting payment')

    await userEvent.click(order.actions().getByRole('button', { name: 'Cancel order' }))
    await userEvent.click(
      within(within(document.body).getByRole('alertdialog')).getByRole('button', {
        name: 'Cancel the order',
      }),
    )
    await expect(await order.article.findByRole('status')).toHaveTextContent(
      'Order ADR-FIXTURE-3 is now Cancelled.',
    )
    await expect(
      order.article.getByText('This order is cancelled: it cannot be moved again.'),
    ).toBeVisible()
  },
}

/** A paid order: cancelled and refunded in one step, confirmed first with the amount. */
export const CancelAndRefund: Story = {
  tags: ['state:admin-cancel-refund'],
  parameters: interactionOnly,
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const order = await details(main, 'ADR-FIXTURE-2')
    await userEvent.click(order.actions().getByRole('button', { name: 'Cancel and refund' }))
    const dialog = within(document.body).getByRole('alertdialog', {
      name: 'Cancel and refund order ADR-FIXTURE-2?',
    })
    await expect(dialog).toHaveAccessibleDescription(
      'The payment of ₦53,500 will be refunded to the shopper. A cancelled order cannot be moved again.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }))
    await expect(await order.article.findByRole('status')).toHaveTextContent(
      'Order ADR-FIXTURE-2 is now Cancelled. The refund of ₦53,500 is on its way to the shopper.',
    )
    await expect(order.status()).toHaveTextContent('Cancelled')
    await expect(order.paymentLines()).toEqual([
      'ADR-FIXTURE-2₦53,500Paid the order · 31 October 2026 at 13:01Refund of ₦53,500 on its way, started 1 November 2026 at 13:01',
    ])
    // The refund filter finds it among the refunds on their way.
    await userEvent.selectOptions(
      main.getByRole('combobox', { name: 'Refunds' }),
      'Refund on its way',
    )
    await waitFor(() =>
      expect(
        within(main.getByRole('list', { name: 'Orders' }))
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Order #1054']),
    )
  },
}

/** Someone else moved it first: the server's 409, and the order as it is now. */
export const MovedMeanwhile: Story = {
  tags: ['state:admin-conflict'],
  parameters: {
    ...interactionOnly,
    msw: { handlers: { admin: [adminHandlers.list, adminHandlers.movedMeanwhile] } },
  },
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const order = await details(main, 'ADR-FIXTURE-2')
    await userEvent.click(order.actions().getByRole('button', { name: 'Mark as Delivered' }))
    await expect(await order.article.findByRole('alert')).toHaveTextContent(
      'An order that is Cancelled cannot be set to Delivered',
    )
    await waitFor(() => expect(order.status()).toHaveTextContent('Cancelled'))
    await expect(order.history().at(-1)).toHaveTextContent(`by ${OTHER_ADMIN_NAME}`)
    await expect(order.actions().queryAllByRole('button')).toHaveLength(0)
  },
}

/**
 * Paystack refuses the store's secret key (rotated, or mistyped): a banner says payments cannot
 * be checked until it is corrected, and since when; nothing is given up on meanwhile.
 */
export const KeyRefused: Story = {
  tags: ['state:admin-orders-key-refused'],
  parameters: { msw: { handlers: { admin: [adminHandlers.keyRefused] } } },
  play: async ({ canvasElement }) => {
    const { main, references } = await orderList(canvasElement)
    const alert = await main.findByRole('alert')
    await expect(alert).toHaveTextContent(
      'Paystack is refusing the store’s secret key, so payments cannot be checked. Orders paid meanwhile are confirmed once the key in PAYSTACK_SECRET_KEY is corrected and the server restarted.',
    )
    await expect(
      main.getByText(
        'Since 27 November 2026 at 09:30. Nothing is lost meanwhile: each payment is asked about again.',
      ),
    ).toBeVisible()
    await expect(references().length).toBeGreaterThan(0)
  },
}

export const Mobile: Story = {
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  globals: { viewport: { value: 'mobile360' } },
  play: Details.play,
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: Details.play,
}
