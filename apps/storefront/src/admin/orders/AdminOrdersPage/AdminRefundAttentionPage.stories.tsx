import { REFUND_ATTENTION_TEXTS } from '@adire/contract'
import { fixtureAdminOrdersWithAttention, MOCK_ADMIN_TOKEN, resetMockOrders } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../../stories/StoryApp.tsx'

/**
 * The store team's orders with refunds that wait for the shopper's bank account (docs/product.md
 * §10.6): ADR-REFUND-7 (a day), ADR-REFUND-8 (over a week, the shopper has not answered), beside
 * the refund fixtures, and ADR-REFUND-9, refunded on Paystack's dashboard.
 */
const meta = {
  title: 'Pages/Admin Refund Attention',
  component: StoryApp,
  args: { path: '/admin/orders', storedToken: MOCK_ADMIN_TOKEN },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => resetMockOrders(fixtureAdminOrdersWithAttention),
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

async function orderList(canvasElement: HTMLElement) {
  const main = within(await within(canvasElement).findByRole('main'))
  await main.findByRole('heading', { level: 1, name: 'Store orders' })
  await main.findByRole('list', { name: 'Orders' })
  const references = () =>
    within(main.getByRole('list', { name: 'Orders' }))
      .getAllByRole('listitem')
      .map((row) => row.querySelector('a + p')?.textContent)
  return { main, references }
}

/** A banner says how many refunds wait for shoppers, and how many were not answered in a week. */
export const RefundsNeedAttention: Story = {
  tags: ['state:admin-refunds-need-attention'],
  play: async ({ canvasElement }) => {
    const { main, references } = await orderList(canvasElement)
    const banner = await main.findByText(
      '2 refunds are waiting for the shoppers’ bank details: Paystack could not pay them back to the card. We have e-mailed them a link.',
    )
    await expect(banner).toBeVisible()
    await expect(main.getByText(REFUND_ATTENTION_TEXTS.unanswered(1))).toBeVisible()
    const link = main.getByRole('link', { name: REFUND_ATTENTION_TEXTS.show })
    await expect(link).toHaveAttribute('href', '/admin/orders?refund=needs-attention')
    await userEvent.click(link)
    await waitFor(() => expect(references()).toEqual(['ADR-REFUND-7', 'ADR-REFUND-8']))
    await expect(main.getByRole('combobox', { name: 'Refunds' })).toHaveValue('needs-attention')
    await expect(main.queryByRole('link', { name: REFUND_ATTENTION_TEXTS.show })).toBeNull()
  },
}

/** The unanswered refund, open: it says it waits for the shopper's bank details. */
export const ShopperHasNotAnswered: Story = {
  tags: ['state:admin-refund-unanswered'],
  args: { path: '/admin/orders?refund=needs-attention&order=ADR-REFUND-8' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const order = within(await main.findByRole('article', { name: 'Order #1408' }))
    const payments = within(order.getByRole('region', { name: 'Payments' }))
    await expect(
      payments.getByText(/waiting for the shopper’s bank details \(Paystack could not pay it/),
    ).toBeVisible()
    await expect(
      main.getByText('1 shopper has not answered in 7 days, despite a reminder: please call them.'),
    ).toBeVisible()
  },
}

/** A refund the team made on Paystack's dashboard, recorded by the store on its order. */
export const RefundMadeOnPaystack: Story = {
  tags: ['state:admin-refund-made-on-paystack'],
  args: { path: '/admin/orders?order=ADR-REFUND-9' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const order = within(await main.findByRole('article', { name: 'Order #1409' }))
    const payments = within(order.getByRole('region', { name: 'Payments' }))
    await expect(payments.getByText(/^Refunded ₦/)).toHaveTextContent(
      '(Refunded on Paystack’s dashboard)',
    )
  },
}
