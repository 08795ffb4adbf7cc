import {
  adminDisputeHandlers,
  adminHandlers,
  fixtureAdminOrdersWithRefunds,
  fixtureDisputedOrders,
  MOCK_ADMIN_TOKEN,
  MOCK_TOKEN,
  OTHER_ADMIN_NAME,
  resetMockOrders,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../../stories/StoryApp.tsx'

/**
 * The store team's orders: 25 orders on the mock server (reset before each story), Ada's three
 * among other customers', in every status. The team member is signed in with
 * `MOCK_ADMIN_TOKEN`; a shopper's token (`MOCK_TOKEN`) is refused.
 */
const meta = {
  title: 'Pages/Admin',
  component: StoryApp,
  args: { path: '/admin/orders', storedToken: MOCK_ADMIN_TOKEN },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => resetMockOrders(),
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as another story's first screen: no reference image. */
const interactionOnly = { visual: false } as const

/**
 * The usual 25 orders and six whose money went (or is going) back, one per refund state: two
 * of them with a refund that failed (ADR-REFUND-4 and -5).
 */
const withRefunds = () => resetMockOrders(fixtureAdminOrdersWithRefunds)

async function adminPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  return { canvas, main }
}

/** The list, once loaded. */
async function orderList(canvasElement: HTMLElement) {
  const page = await adminPage(canvasElement)
  await expect(
    await page.main.findByRole('heading', { level: 1, name: 'Store orders' }),
  ).toBeVisible()
  const list = within(await page.main.findByRole('list', { name: 'Orders' }))
  // Found again each time: the list is replaced when a search finds nothing.
  const rows = () =>
    within(page.main.getByRole('list', { name: 'Orders' })).getAllByRole('listitem')
  // Each row's payment reference, under the order's number.
  const references = () => rows().map((row) => row.querySelector('a + p')?.textContent)
  return { ...page, list, rows, references }
}

/** The details of the order open in the page. */
async function details(main: ReturnType<typeof within>, reference: string) {
  const article = within(
    (await main.findByText(reference, { selector: 'dd' })).closest('article') as HTMLElement,
  )
  return {
    article,
    actions: () => within(article.getByRole('region', { name: 'Move this order' })),
    payments: () => within(article.getByRole('region', { name: 'Payments' })),
    paymentLines: () =>
      within(article.getByRole('list', { name: 'Payments received' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    status: () => article.getAllByText(/./, { selector: '[data-status]' })[0],
    history: () =>
      within(article.getByRole('list', { name: 'Order history' })).getAllByRole('listitem'),
  }
}

/** Every order, newest first, 20 a page, each with customer, date, amount and status. */
export const List: Story = {
  tags: ['state:admin-list'],
  play: async ({ canvasElement }) => {
    const { main, rows, references } = await orderList(canvasElement)
    await waitFor(() => expect(document.title).toBe('Orders (store team) | Adire'))
    await expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    )
    await expect(rows()).toHaveLength(20)
    await expect(references().slice(0, 4)).toEqual([
      'ADR-FIXTURE-3',
      'ADR-FIXTURE-100',
      'ADR-FIXTURE-101',
      'ADR-FIXTURE-2',
    ])
    const [first] = rows()
    await expect(first).toHaveTextContent('Ada Okafor')
    await expect(first).toHaveTextContent('ada@example.com')
    await expect(first).toHaveTextContent('1 November 2026')
    await expect(first).toHaveTextContent('₦12,500')
    await expect(first).toHaveTextContent('Awaiting payment')
    const pages = within(main.getByRole('navigation', { name: 'Pages' }))
    await expect(pages.getByText(/1–20 of 25/)).toBeVisible()
    await expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/admin/orders?page=2',
    )
    await expect(
      main.getByText('Choose an order to see its details and move it along.'),
    ).toBeVisible()
  },
}

/** The next page: the oldest five. */
export const NextPage: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, references } = await orderList(canvasElement)
    await userEvent.click(main.getByRole('link', { name: 'Next' }))
    await waitFor(() => expect(references()).toHaveLength(5))
    await expect(references().at(-1)).toBe('ADR-FIXTURE-1')
    await expect(main.getByText(/21–25 of 25/)).toBeVisible()
  },
}

/** Filtered by status: only the orders being packed; then another status. */
export const Filter: Story = {
  tags: ['state:admin-filter'],
  args: { path: '/admin/orders?status=Packing' },
  play: async ({ canvasElement }) => {
    const { main, rows } = await orderList(canvasElement)
    const filter = main.getByRole('combobox', { name: 'Status' })
    await expect(filter).toHaveValue('Packing')
    await expect(rows().length).toBeGreaterThan(1)
    for (const row of rows()) await expect(row).toHaveTextContent('Packing')

    await userEvent.selectOptions(filter, 'Delivered')
    await waitFor(() => {
      for (const row of rows()) expect(row).toHaveTextContent('Delivered')
    })
    await expect(rows()).toHaveLength(4)
  },
}

/** Searched by (part of) an e-mail, by reference, by order number; nothing found says so. */
export const Search: Story = {
  tags: ['state:admin-search'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, references } = await orderList(canvasElement)
    const search = main.getByRole('searchbox', {
      name: 'Number, reference or e-mail',
    })
    await userEvent.type(search, 'ada@example{Enter}')
    await waitFor(() =>
      expect(references()).toEqual(['ADR-FIXTURE-3', 'ADR-FIXTURE-2', 'ADR-FIXTURE-1']),
    )
    await userEvent.clear(search)
    await userEvent.type(search, 'adr-fixture-110{Enter}')
    await waitFor(() => expect(references()).toEqual(['ADR-FIXTURE-110']))
    // The number a shopper reads out on the phone, with its `#` or without.
    await userEvent.clear(search)
    await userEvent.type(search, '#1054{Enter}')
    await waitFor(() => expect(references()).toEqual(['ADR-FIXTURE-2']))

    await userEvent.clear(search)
    await userEvent.type(search, 'nobody@example.com{Enter}')
    await expect(await main.findByText('No orders match.')).toBeVisible()
    await userEvent.click(main.getByRole('link', { name: 'Show every order' }))
    await waitFor(() => expect(references()).toHaveLength(20))
    await expect(search).toHaveValue('')
  },
}

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

/** Choosing an order in the list opens it; the team moves it on. */
export const MoveOrder: Story = {
  tags: ['state:admin-move'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, list } = await orderList(canvasElement)
    await userEvent.click(list.getByRole('link', { name: 'Order #1054' }))
    const order = await details(main, 'ADR-FIXTURE-2')
    await userEvent.click(order.actions().getByRole('button', { name: 'Mark as Shipped' }))
    await expect(await order.article.findByRole('status')).toHaveTextContent(
      'Order ADR-FIXTURE-2 is now Shipped.',
    )
    await expect(order.status()).toHaveTextContent('Shipped')
    await expect(order.history().at(-1)).toHaveTextContent('Shipped')
    await expect(order.history().at(-1)).toHaveTextContent('by Ngozi Eze')
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
    await userEvent.click(order.actions().getByRole('button', { name: 'Mark as Shipped' }))
    await expect(await order.article.findByRole('alert')).toHaveTextContent(
      'An order that is Cancelled cannot be set to Shipped',
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

/** The orders with a chargeback on ADR-FIXTURE-2, its deadline long past in real time. */
const withDispute = () => resetMockOrders(fixtureDisputedOrders())

/** The disputed order's dispute panel. */
async function disputePanel(main: ReturnType<typeof within>) {
  return within(await main.findByRole('region', { name: /^Disputed/ }))
}

/**
 * A disputed order (§11.9): Disputed in the list and on the order, the claim, the deadline
 * (here overdue) and the answer form, filled from the order's address.
 */
export const Disputed: Story = {
  tags: ['state:admin-dispute-overdue'],
  beforeEach: withDispute,
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main, list } = await orderList(canvasElement)
    await expect(list.getByText('Disputed')).toBeVisible()
    const panel = await disputePanel(main)
    await expect(panel.getByText('Open: answer before the deadline')).toBeVisible()
    await expect(panel.getByText(/^overdue \(/)).toHaveTextContent('overdue')
    await expect(panel.getByLabelText('The shopper’s e-mail')).not.toHaveValue('')
  },
}

/** The team declines with the delivery details: responded, by whom, and the form gone. */
export const DisputeAnswered: Story = {
  tags: ['state:admin-dispute-responded'],
  // Answered by the play, then shot at each width: the panel reads the same at both.
  parameters: { visual: 'after-play' },
  beforeEach: withDispute,
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const panel = await disputePanel(main)
    await userEvent.type(panel.getByLabelText('Message to Paystack'), 'Delivered and signed for.')
    await userEvent.click(panel.getByRole('button', { name: 'Send the answer to Paystack' }))
    await expect(await panel.findByText('Responded: waiting for the bank')).toBeVisible()
    await expect(panel.getByText(/by ngozi@adire\.example/)).toBeVisible()
    await expect(panel.queryByRole('form', { name: 'Answer the dispute' })).toBeNull()
  },
}

/** The bank agreed with the store's answer: won, the answer and who sent it, no form. */
export const DisputeWon: Story = {
  tags: ['state:admin-dispute-won'],
  beforeEach: () => resetMockOrders(fixtureDisputedOrders('won')),
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const panel = await disputePanel(main)
    await expect(panel.getByText('Won: the money stays')).toBeVisible()
    await expect(panel.getByText(/by ngozi@adire\.example/)).toBeVisible()
    await expect(panel.queryByText('Deadline')).toBeNull()
    await expect(panel.queryByRole('form', { name: 'Answer the dispute' })).toBeNull()
  },
}

/** Nobody answered in time: Paystack accepted it for the store and took the claim back. */
export const DisputeLost: Story = {
  tags: ['state:admin-dispute-lost'],
  beforeEach: () => resetMockOrders(fixtureDisputedOrders('lost')),
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const panel = await disputePanel(main)
    await expect(panel.getByText('Lost: the money was taken back')).toBeVisible()
    const takenBack = panel.getByText('Taken back').nextElementSibling
    await expect(takenBack).toHaveTextContent(/^₦[\d,]+$/)
    await expect(panel.queryByRole('form', { name: 'Answer the dispute' })).toBeNull()
  },
}

/** Paystack refused the answer: the server's 502 message, and the form kept to try again. */
export const DisputeRefused: Story = {
  tags: ['state:admin-dispute-server-error'],
  parameters: {
    ...interactionOnly,
    msw: {
      handlers: {
        admin: [adminHandlers.list, adminHandlers.setStatus, adminDisputeHandlers.refused],
      },
    },
  },
  beforeEach: withDispute,
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const panel = await disputePanel(main)
    await userEvent.click(panel.getByRole('radio', { name: 'Accept: give the money back' }))
    await userEvent.type(panel.getByLabelText('Message to Paystack'), 'Refund the shopper.')
    await userEvent.click(panel.getByRole('button', { name: 'Accept the dispute' }))
    await expect(await panel.findByRole('alert')).toHaveTextContent(
      'Paystack did not take the answer (Paystack could not be reached: timeout). Nothing was sent; please try again.',
    )
    await expect(panel.getByRole('form', { name: 'Answer the dispute' })).toBeVisible()
  },
}

/** A shopper's account: not theirs, said plainly, with ways back. */
export const NotAllowed: Story = {
  tags: ['state:admin-not-allowed'],
  args: { storedToken: MOCK_TOKEN },
  play: async ({ canvasElement }) => {
    const { main } = await adminPage(canvasElement)
    await expect(await main.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
    await expect(main.getByText(/for the Adire store team only/)).toHaveTextContent(
      'You are logged in as ada@example.com, a shopper account.',
    )
    await expect(main.queryByRole('list', { name: 'Orders' })).toBeNull()
    await expect(main.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/orders')
  },
}

/** Signed out: the way to log in. */
export const SignedOut: Story = {
  tags: ['state:admin-signed-out'],
  args: { storedToken: undefined },
  play: async ({ canvasElement }) => {
    const { main } = await adminPage(canvasElement)
    await expect(await main.findByText('Please log in')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=/admin/orders',
    )
    await expect(main.queryByRole('list', { name: 'Orders' })).toBeNull()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: [adminHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const { main } = await adminPage(canvasElement)
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('Loading orders'))
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { admin: [adminHandlers.empty] } } },
  play: async ({ canvasElement }) => {
    const { main } = await adminPage(canvasElement)
    await expect(await main.findByText('No orders yet.')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { admin: [adminHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const { main } = await adminPage(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'The orders could not be loaded: Something went wrong',
    )
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** The account menu of a team member offers Admin; it opens this page. */
export const FromTheAccountMenu: Story = {
  parameters: interactionOnly,
  args: { path: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = within(await canvas.findByRole('navigation', { name: 'Main' }))
    await userEvent.click(await nav.findByRole('button', { name: 'Account' }))
    await userEvent.click(await nav.findByRole('link', { name: 'Admin' }))
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Store orders' }),
    ).toBeVisible()
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
