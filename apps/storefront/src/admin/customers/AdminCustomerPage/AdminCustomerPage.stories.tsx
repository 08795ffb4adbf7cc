import {
  adminCustomersHandlers,
  DELETED_CUSTOMER,
  DEMO_USER,
  fixtureCustomers,
  MOCK_ADMIN_TOKEN,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../../stories/StoryApp.tsx'

/** Ada: three orders, one of them not paid, and two saved addresses. */
const ada = fixtureCustomers.find(({ customer }) => customer.email === DEMO_USER.email)
if (!ada) throw new Error('The fixtures need Ada as a customer')

/**
 * One customer as the store team sees them (docs/product.md §11.12), on the mock server: Ada,
 * her orders (each the way to it on the orders screen) and her saved addresses.
 */
const meta = {
  title: 'Pages/Admin customer',
  component: StoryApp,
  args: { path: `/admin/customers/${ada.customer.id}`, storedToken: MOCK_ADMIN_TOKEN },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

async function page(canvasElement: HTMLElement) {
  const main = within(await within(canvasElement).findByRole('main'))
  await expect(
    await main.findByRole('heading', { level: 1, name: 'Store customers' }),
  ).toBeVisible()
  return main
}

/** Who, how to reach them, what they bought in all, each order and each saved address. */
export const Customer: Story = {
  tags: ['state:admin-customer'],
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    await expect(await main.findByRole('heading', { level: 2, name: 'Ada Okafor' })).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Customer (store team) | Adire'))
    await expect(main.getByRole('link', { name: 'E-mail ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    )
    await expect(main.getByRole('link', { name: 'Call +2348031234567' })).toHaveAttribute(
      'href',
      'tel:+2348031234567',
    )
    await expect(main.getByText('Paid, less refunds')).toBeVisible()
    const orders = within(main.getByRole('list', { name: 'Orders of Ada Okafor' }))
    const links = orders.getAllByRole('link')
    await expect(links).toHaveLength(ada.orders.length)
    const [latest] = ada.orders
    await expect(links[0]).toHaveAttribute(
      'href',
      `/admin/orders?q=${latest?.reference}&order=${latest?.reference}`,
    )
    await expect(main.getByRole('heading', { level: 2, name: 'Saved addresses' })).toBeVisible()
    await expect(main.getByText('Default')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Back to the customers' })).toHaveAttribute(
      'href',
      '/admin/customers',
    )
  },
}

/** An order's link opens it on the orders screen, found by its reference. */
export const ToTheOrder: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    const orders = within(await main.findByRole('list', { name: 'Orders of Ada Okafor' }))
    const [latest] = ada.orders
    await userEvent.click(orders.getAllByRole('link')[0] as HTMLElement)
    // Each admin page draws its own shell: the orders page comes with a main of its own.
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Store orders' }),
    ).toBeVisible()
    await expect(
      canvas.getByRole('searchbox', { name: 'Number, reference or e-mail' }),
    ).toHaveValue(latest?.reference)
  },
}

/**
 * Tunde, who sent things back: his returns, newest first, each the way to its page. (Below the
 * page's first screen, so it has no reference image: CustomerDetails' WithReturns shows it.)
 */
const tunde = fixtureCustomers.find(({ customer }) => customer.name === 'Tunde Bakare')
export const WithReturns: Story = {
  tags: ['state:admin-customer-returns'],
  parameters: { visual: false },
  args: { path: `/admin/customers/${tunde?.customer.id}` },
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    const [newest] = tunde?.returns ?? []
    if (!newest) throw new Error('The fixtures need a return of Tunde’s')
    const returns = within(await main.findByRole('list', { name: 'Returns of Tunde Bakare' }))
    await expect(returns.getAllByRole('listitem')).toHaveLength(tunde?.returns.length ?? 0)
    await expect(
      returns.getByRole('link', { name: `Return R${newest.returnNumber}` }),
    ).toHaveAttribute('href', `/admin/returns/${newest.id}`)
  },
}

/** A deleted account: its orders stay, nothing that names or reaches the person. */
export const Deleted: Story = {
  tags: ['state:admin-customer-deleted'],
  args: { path: `/admin/customers/${DELETED_CUSTOMER.customer.id}` },
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    await expect(
      await main.findByRole('heading', { level: 2, name: 'Deleted shopper' }),
    ).toBeVisible()
    await expect(
      main.getByText('Account deleted by the shopper: nothing personal is kept.'),
    ).toBeVisible()
    await expect(main.queryByRole('link', { name: /^E-mail|^Call/ })).toBeNull()
    await expect(main.getByText('No saved addresses.')).toBeVisible()
    await expect(
      within(main.getByRole('list', { name: 'Orders of Deleted shopper' })).getAllByRole('link'),
    ).toHaveLength(1)
  },
}

export const NotFound: Story = {
  tags: ['state:admin-customer-not-found'],
  args: { path: '/admin/customers/00000000-0000-4000-e000-000000000000' },
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    await expect(await main.findByText('No customer has this id')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Back to the customers' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { adminCustomers: [adminCustomersHandlers.oneSlow] } } },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('Loading the customer'))
  },
}

export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { adminCustomers: [adminCustomersHandlers.oneError] } } },
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'The customer could not be loaded: Something went wrong',
    )
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Customer.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Customer.play }
