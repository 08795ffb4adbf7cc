import {
  adminCustomersHandlers,
  adminExportHandlers,
  fixtureCustomers,
  MOCK_ADMIN_TOKEN,
  MOCK_TOKEN,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../../stories/StoryApp.tsx'

/**
 * The store team's customers (docs/product.md §11.12) on the mock server: every account with a
 * paid order among the orders screen's fixtures, latest order first, and one account its
 * shopper deleted. The team member is signed in with `MOCK_ADMIN_TOKEN`.
 */
const meta = {
  title: 'Pages/Admin customers',
  component: StoryApp,
  args: { path: '/admin/customers', storedToken: MOCK_ADMIN_TOKEN },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as another story's first screen: no reference image. */
const interactionOnly = { visual: false } as const

async function page(canvasElement: HTMLElement) {
  const main = within(await within(canvasElement).findByRole('main'))
  await expect(
    await main.findByRole('heading', { level: 1, name: 'Store customers' }),
  ).toBeVisible()
  return main
}

const names = (main: ReturnType<typeof within>) =>
  within(main.getByRole('list', { name: 'Customers' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

/** Latest order first: each with how to reach them, their orders, the money kept, the last day. */
export const Customers: Story = {
  tags: ['state:admin-customers-list'],
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    await waitFor(() => expect(document.title).toBe('Customers (store team) | Adire'))
    const list = within(await main.findByRole('list', { name: 'Customers' }))
    await expect(names(main)).toEqual(fixtureCustomers.map(({ customer }) => customer.name))
    const first = fixtureCustomers[0]?.customer
    await expect(list.getByRole('link', { name: first?.name })).toHaveAttribute(
      'href',
      `/admin/customers/${first?.id}`,
    )
    await expect(list.getAllByText(/^\d+ orders?$/)).toHaveLength(fixtureCustomers.length)
    await expect(list.getAllByText(/^₦[\d,.]+ paid$/)).toHaveLength(fixtureCustomers.length)
    // The deleted account: named as such, nothing personal.
    await expect(
      list.getByText('Account deleted by the shopper: nothing personal is kept.'),
    ).toBeVisible()
  },
}

/** A search by e-mail, kept in the address: only that customer. */
export const Search: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    await main.findByRole('list', { name: 'Customers' })
    await userEvent.type(
      main.getByRole('searchbox', { name: 'Name, e-mail or phone' }),
      'amaka.nwosu{Enter}',
    )
    await waitFor(() => expect(names(main)).toEqual(['Amaka Nwosu']))
  },
}

/** A search that finds nobody, and the way back to everyone. */
export const NoMatch: Story = {
  tags: ['state:admin-customers-no-match'],
  args: { path: '/admin/customers?q=nobody-at-all' },
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    await expect(await main.findByText('No customers match.')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Show every customer' })).toHaveAttribute(
      'href',
      '/admin/customers',
    )
  },
}

export const Empty: Story = {
  tags: ['state:admin-customers-empty'],
  parameters: { msw: { handlers: { adminCustomers: [adminCustomersHandlers.empty] } } },
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    await expect(
      await main.findByText('No customers yet. Everyone who pays for an order shows here.'),
    ).toBeVisible()
    await expect(main.queryByRole('link', { name: 'Show every customer' })).toBeNull()
  },
}

export const Loading: Story = {
  tags: ['state:admin-customers-loading'],
  parameters: { msw: { handlers: { adminCustomers: [adminCustomersHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('Loading customers'))
  },
}

export const ErrorState: Story = {
  tags: ['state:admin-customers-error'],
  name: 'Error',
  parameters: { msw: { handlers: { adminCustomers: [adminCustomersHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'The customers could not be loaded: Something went wrong',
    )
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** Every customer as CSV: the file's name once the browser has it. */
export const Export: Story = {
  tags: ['state:admin-customers-exported'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    await userEvent.click(await main.findByRole('button', { name: 'Export customers (CSV)' }))
    await expect(await main.findByText('Downloaded customers-2026-11-01.csv.')).toBeVisible()
  },
}

/** The download fails: said beside the button, which can be tapped again. */
export const ExportFailed: Story = {
  parameters: {
    ...interactionOnly,
    msw: { handlers: { adminExports: [adminExportHandlers.customersError] } },
  },
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    await userEvent.click(await main.findByRole('button', { name: 'Export customers (CSV)' }))
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'The file could not be made: Something went wrong',
    )
    await expect(main.getByRole('button', { name: 'Export customers (CSV)' })).toBeEnabled()
  },
}

/** A shopper's session: the customers are not theirs. */
export const NotAllowed: Story = {
  args: { storedToken: MOCK_TOKEN },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
    await expect(main.queryByRole('list', { name: 'Customers' })).toBeNull()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Customers.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Customers.play }
