import { adminHandlers, fixtureAdminOrdersWithRefunds, resetMockOrders } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import type { StoryApp } from '../../../stories/StoryApp.tsx'
import { adminOrdersMeta, details, interactionOnly, orderList } from './AdminOrdersPage.fixtures.ts'

// Refunds that failed: the banner, the filter, and trying one again.
const meta = {
  ...adminOrdersMeta,
  title: 'Pages/Admin/Refunds',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The usual 25 orders and six whose money went (or is going) back, one per refund state: two
 * of them with a refund that failed (ADR-REFUND-4 and -5).
 */
const withRefunds = () => resetMockOrders(fixtureAdminOrdersWithRefunds)

/** Refunds that failed: a banner says how many orders have one, and leads to them. */
export const RefundsFailed: Story = {
  tags: ['state:admin-refunds-failed'],
  beforeEach: withRefunds,
  play: async ({ canvasElement }) => {
    const { main, references } = await orderList(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      '2 orders have a refund that failed.',
    )
    await expect(references()).toHaveLength(20)
    const link = main.getByRole('link', { name: 'See the failed refunds' })
    await expect(link).toHaveAttribute('href', '/admin/orders?refund=failed')
    await userEvent.click(link)
    await waitFor(() => expect(references()).toEqual(['ADR-REFUND-5', 'ADR-REFUND-4']))
    await expect(main.getByRole('combobox', { name: 'Refunds' })).toHaveValue('failed')
    // Already there: the banner stays, without its link.
    await expect(main.getByRole('alert')).toHaveTextContent('2 orders have a refund that failed.')
    await expect(main.queryByRole('link', { name: 'See the failed refunds' })).toBeNull()
  },
}

/**
 * Filtered to the failed refunds (kept in the address like the other filters), one of them
 * open with its alert and the way to try again; then to the refunds given back.
 */
export const FailedRefundsFilter: Story = {
  tags: ['state:admin-refund-filter'],
  beforeEach: withRefunds,
  args: { path: '/admin/orders?refund=failed&order=ADR-REFUND-4' },
  play: async ({ canvasElement }) => {
    const { main, list, references } = await orderList(canvasElement)
    const filter = main.getByRole('combobox', { name: 'Refunds' })
    await expect(filter).toHaveValue('failed')
    await expect(references()).toEqual(['ADR-REFUND-5', 'ADR-REFUND-4'])
    await expect(list.getByRole('link', { name: 'Order #1405' })).toHaveAttribute(
      'href',
      '/admin/orders?refund=failed&order=ADR-REFUND-5',
    )
    const order = await details(main, 'ADR-REFUND-4')
    await expect(order.payments().getByRole('alert')).toHaveTextContent(
      'The refund of ₦34,500 failed: the shopper has not got the money back.',
    )
    await expect(
      order.payments().getByRole('button', { name: 'Try the refund again' }),
    ).toBeEnabled()

    await userEvent.selectOptions(filter, 'Refunded')
    await waitFor(() => expect(references().slice(0, 2)).toEqual(['ADR-REFUND-3', 'ADR-REFUND-2']))
    // The other refunds given back: paid orders cancelled long ago.
    await expect(references().length).toBeGreaterThan(2)
    await expect(main.getByRole('link', { name: 'Order #1403' })).toHaveAttribute(
      'href',
      '/admin/orders?refund=processed&order=ADR-REFUND-3',
    )
  },
}

/** The failed refund tried again: on its way, and one order fewer in the banner. */
export const RetryRefund: Story = {
  tags: ['state:admin-refund-retry'],
  parameters: interactionOnly,
  beforeEach: withRefunds,
  args: { path: '/admin/orders?order=ADR-REFUND-4' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const order = await details(main, 'ADR-REFUND-4')
    await userEvent.click(order.payments().getByRole('button', { name: 'Try the refund again' }))
    await expect(await order.payments().findByRole('status')).toHaveTextContent(
      'The refund was sent to Paystack again: it is on its way.',
    )
    await expect(order.paymentLines()[0]).toContain('Refund of ₦34,500 on its way')
    await expect(order.payments().queryByRole('alert')).toBeNull()
    // The list is read again: one failed refund left.
    await waitFor(() =>
      expect(main.getByText(/refund that failed/)).toHaveTextContent(
        '1 order has a refund that failed.',
      ),
    )
  },
}

/** Someone else tried it first: the server's 409, and the refund as it is now. */
export const RetryRefundRefused: Story = {
  parameters: {
    ...interactionOnly,
    msw: {
      handlers: {
        admin: [adminHandlers.list, adminHandlers.setStatus, adminHandlers.retryRefused],
      },
    },
  },
  beforeEach: withRefunds,
  args: { path: '/admin/orders?order=ADR-REFUND-5' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const order = await details(main, 'ADR-REFUND-5')
    await userEvent.click(order.payments().getByRole('button', { name: 'Try the refund again' }))
    const refusal = await order
      .payments()
      .findByText('This order has no failed refund to try again')
    await expect(refusal.closest('[role="alert"]')).toBeVisible()
    // Read again: the refund is on its way, so there is nothing left to try.
    await waitFor(() => expect(order.paymentLines()[0]).toContain('Refund of ₦18,500 on its way'))
    await expect(
      order.payments().queryByRole('button', { name: 'Try the refund again' }),
    ).toBeNull()
    await waitFor(() =>
      expect(main.getByText(/refund that failed/)).toHaveTextContent(
        '1 order has a refund that failed.',
      ),
    )
  },
}
