import {
  FIXTURE_RETURN_IDS,
  fixtureAdminOrdersWithReturns,
  resetMockOrders,
  resetMockReturns,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { StoryApp } from '../../../stories/StoryApp.tsx'
import { adminOrdersMeta, details, interactionOnly, orderList } from './AdminOrdersPage.fixtures.ts'

// The orders page's ways to the returns (§10.7): the link beside its heading, with the open
// returns counted, and an order's own returns in its details.
const meta = {
  ...adminOrdersMeta,
  title: 'Pages/Admin/Returns of orders',
  beforeEach: () => {
    resetMockOrders(fixtureAdminOrdersWithReturns())
    resetMockReturns()
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** Beside the heading, the way to the returns, with how many wait for the team. */
export const ReturnsLink: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const link = await main.findByRole('link', { name: 'Returns (4 open)' })
    await expect(link).toHaveAttribute('href', '/admin/returns')
  },
}

/** A delivered order with a return: its details list it, the number the way to its page. */
export const OrderWithReturn: Story = {
  parameters: interactionOnly,
  args: { path: '/admin/orders?order=ADR-FIXTURE-119' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const { article } = await details(main, 'ADR-FIXTURE-119')
    const returns = within(article.getByRole('list', { name: 'Returns of this order' }))
    await expect(returns.getByRole('link', { name: 'R1009' })).toHaveAttribute(
      'href',
      `/admin/returns/${FIXTURE_RETURN_IDS.exchange}`,
    )
    await expect(returns.getByText('Return requested')).toBeVisible()
    await expect(returns.getByText('1 × Harmattan Zip Hoodie (S → M)')).toBeVisible()
  },
}
