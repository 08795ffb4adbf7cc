import { adminHandlers, MOCK_TOKEN } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { StoryApp } from '../../../stories/StoryApp.tsx'
import {
  adminOrdersMeta,
  adminPage,
  interactionOnly,
  orderList,
} from './AdminOrdersPage.fixtures.ts'

// The orders' list: paged, filtered, searched; and the page for who may not see it.
const meta = {
  ...adminOrdersMeta,
  title: 'Pages/Admin/Orders',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Every order (`Every order`, `?status=all`), newest first, 20 a page, each with customer, date,
 * amount and status.
 */
export const List: Story = {
  tags: ['state:admin-list'],
  args: { path: '/admin/orders?status=all' },
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
      '/admin/orders?status=all&page=2',
    )
    await expect(
      main.getByText('Choose an order to see its details and move it along.'),
    ).toBeVisible()
  },
}

/**
 * The default list (§11.11): the paid orders, none still awaiting payment; `Every order` is one
 * choice away in the status filter, and shows them too.
 */
export const PaidByDefault: Story = {
  tags: ['state:admin-orders-paid-default'],
  play: async ({ canvasElement }) => {
    const { main, rows } = await orderList(canvasElement)
    const filter = main.getByRole('combobox', { name: 'Status' })
    await expect(filter).toHaveValue('')
    await expect(filter).toHaveDisplayValue('Paid orders')
    for (const row of rows()) await expect(row).not.toHaveTextContent('Awaiting payment')
    await userEvent.selectOptions(filter, 'Every order')
    await waitFor(() =>
      expect(rows().some((row) => row.textContent?.includes('Awaiting payment'))).toBe(true),
    )
  },
}

/** The next page of every order: the oldest five. */
export const NextPage: Story = {
  parameters: interactionOnly,
  args: { path: '/admin/orders?status=all' },
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
    await expect(await main.findByText('No paid orders yet.')).toBeVisible()
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

/** The account menu of a team member offers Admin; it opens the team's Home. */
export const FromTheAccountMenu: Story = {
  parameters: interactionOnly,
  args: { path: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = within(await canvas.findByRole('navigation', { name: 'Main' }))
    await userEvent.click(await nav.findByRole('button', { name: 'Account' }))
    await userEvent.click(await nav.findByRole('link', { name: 'Admin' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Store home' })).toBeVisible()
  },
}
