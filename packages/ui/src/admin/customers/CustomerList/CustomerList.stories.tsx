import { fixtureCustomers } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CustomerList } from './CustomerList.tsx'

const customers = fixtureCustomers.map(({ customer: { since: _, ...summary } }) => summary)

const meta = {
  title: 'UI/Admin/CustomerList',
  component: CustomerList,
  args: { customers, hrefFor: (customer) => `/admin/customers/${customer.id}` },
  decorators: [(Story) => <div className="w-full max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof CustomerList>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A row per customer: the name (their page's link), e-mail and phone; then their orders, the
 * money kept and the day of their latest order. A deleted account shows nothing personal.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Customers' }))
    await expect(list.getAllByRole('listitem')).toHaveLength(customers.length)
    const [first] = customers
    await expect(list.getByRole('link', { name: first?.name })).toHaveAttribute(
      'href',
      `/admin/customers/${first?.id}`,
    )
    const deleted = within(
      list.getByRole('link', { name: 'Deleted shopper' }).closest('li') as HTMLElement,
    )
    await expect(
      deleted.getByText('Account deleted by the shopper: nothing personal is kept.'),
    ).toBeVisible()
    await expect(deleted.queryByText(/@/)).toBeNull()
    await expect(deleted.getByText('1 order')).toBeVisible()
    await expect(deleted.getByText('₦18,500 paid')).toBeVisible()
  },
}

/** One customer. */
export const One: Story = {
  args: { customers: customers.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Customers' }))
    await expect(list.getAllByRole('listitem')).toHaveLength(1)
  },
}
