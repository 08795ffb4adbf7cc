import { fixtureAdminReturns } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { OrderReturnLinks } from './OrderReturnLinks.tsx'

const meta = {
  title: 'UI/Admin/OrderReturnLinks',
  component: OrderReturnLinks,
  args: {
    returns: fixtureAdminReturns.filter((r) => r.returnNumber === 1003 || r.returnNumber === 1006),
    hrefFor: (item) => `/admin/returns/${item.id}`,
  },
} satisfies Meta<typeof OrderReturnLinks>

export default meta
type Story = StoryObj<typeof meta>

/** An order's returns on its team page: each number the way to its page, with its step. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Returns of this order' }))
    await expect(list.getAllByRole('listitem')).toHaveLength(2)
    await expect(list.getByRole('link', { name: 'R1006' })).toHaveAttribute(
      'href',
      `/admin/returns/${fixtureAdminReturns.find((r) => r.returnNumber === 1006)?.id}`,
    )
    await expect(list.getByText('Return received')).toBeVisible()
    await expect(list.getByText('Return complete')).toBeVisible()
  },
}

/** An order never returned: nothing at all. */
export const None: Story = {
  args: { returns: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Returns' })).toBeNull()
  },
}
