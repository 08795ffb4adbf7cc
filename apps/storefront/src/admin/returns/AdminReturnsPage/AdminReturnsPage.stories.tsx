import { type AdminReturn, SERVER_ERROR_MESSAGE } from '@adire/contract'
import {
  adminReturnHandlers,
  fixtureAdminReturns,
  MOCK_ADMIN_TOKEN,
  MOCK_TOKEN,
  RETURNS_PAGE_SIZE,
  resetMockReturns,
  returnId,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../../stories/StoryApp.tsx'

/**
 * The shoppers' returns on the mock server (reset before each story): nine returns, one in each
 * step, four of them open (two requests, an approved one, a received one).
 */
const meta = {
  title: 'Pages/Admin returns',
  component: StoryApp,
  args: { path: '/admin/returns', storedToken: MOCK_ADMIN_TOKEN },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetMockReturns()
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as another story's first screen: no reference image. */
const interactionOnly = { visual: false } as const

async function returnsPage(canvasElement: HTMLElement) {
  const main = within(await within(canvasElement).findByRole('main'))
  await expect(await main.findByRole('heading', { level: 1, name: 'Store returns' })).toBeVisible()
  return main
}

const rowOf = (table: ReturnType<typeof within>, label: string) =>
  within(table.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)

/**
 * The open returns by default (requested, approved, received), newest first: number, order,
 * customer, items, reason, way back, step and day; each number the way to its page.
 */
export const List: Story = {
  tags: ['state:admin-returns-list'],
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const main = await returnsPage(canvasElement)
    await waitFor(() => expect(document.title).toBe('Returns (store team) | Adire'))
    await expect(await main.findByRole('combobox', { name: 'Status' })).toHaveValue('open')
    const table = within(await main.findByRole('table', { name: 'Returns' }))
    await expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'R1009',
      'R1008',
      'R1007',
      'R1006',
    ])
    const exchange = rowOf(table, 'R1009')
    await expect(exchange.getByText('1 × Harmattan Zip Hoodie (S → M)')).toBeVisible()
    await expect(exchange.getByText('Return requested')).toBeVisible()
    await expect(rowOf(table, 'R1008').getByText('Pickup')).toBeVisible()
    await expect(rowOf(table, 'R1006').getByText('Return received')).toBeVisible()
    await expect(main.getByRole('link', { name: 'R1007' })).toHaveAttribute(
      'href',
      `/admin/returns/${fixtureAdminReturns.find((r) => r.returnNumber === 1007)?.id}`,
    )
    // Part of handling orders: the Orders section, marked as the page's section.
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Store team' }))
    await expect(nav.getByRole('link', { name: /Orders/ })).toHaveAttribute('aria-current', 'true')
  },
}

/** Every return, from the filter: the closed, declined and cancelled ones too. */
export const EveryReturn: Story = {
  tags: ['state:admin-returns-filter'],
  args: { path: '/admin/returns?status=all' },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const main = await returnsPage(canvasElement)
    const table = within(await main.findByRole('table', { name: 'Returns' }))
    await expect(table.getAllByRole('rowheader')).toHaveLength(fixtureAdminReturns.length)
    await expect(rowOf(table, 'R1005').getByText('Return declined')).toBeVisible()
    await expect(rowOf(table, 'R1001').getByText('Return cancelled')).toBeVisible()
  },
}

/** The filter changes the list and the address: declined returns alone. */
export const FilterDeclined: Story = {
  parameters: interactionOnly,
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const main = await returnsPage(canvasElement)
    await main.findByRole('table', { name: 'Returns' })
    await userEvent.selectOptions(main.getByRole('combobox', { name: 'Status' }), 'declined')
    await waitFor(() =>
      expect(main.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['R1005']),
    )
  },
}

/**
 * More returns than a page holds: the older ones come a page at a time, after the newest, from
 * "Show older returns".
 */
export const OlderReturns: Story = {
  parameters: interactionOnly,
  args: { path: '/admin/returns?status=all' },
  globals: { viewport: { value: 'desktop1280' } },
  beforeEach: () => {
    const template = fixtureAdminReturns[0] as AdminReturn
    resetMockReturns(
      Array.from({ length: RETURNS_PAGE_SIZE + 5 }, (_, i) => ({
        ...template,
        id: returnId(2000 + i),
        returnNumber: 2000 + i,
      })),
    )
  },
  play: async ({ canvasElement }) => {
    const main = await returnsPage(canvasElement)
    await main.findByRole('table', { name: 'Returns' })
    await expect(main.getAllByRole('rowheader')).toHaveLength(RETURNS_PAGE_SIZE)
    await userEvent.click(main.getByRole('button', { name: 'Show older returns' }))
    await waitFor(() => expect(main.getAllByRole('rowheader')).toHaveLength(RETURNS_PAGE_SIZE + 5))
    await expect(main.getAllByRole('rowheader').at(-1)).toHaveTextContent('R2000')
    await expect(main.queryByRole('button', { name: 'Show older returns' })).toBeNull()
  },
}

/** A phone: a card per return, the whole card its link. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const main = await returnsPage(canvasElement)
    const list = within(await main.findByRole('list', { name: 'Returns' }))
    await expect(list.getAllByRole('listitem')).toHaveLength(4)
    await expect(list.getByText('2 × Owambe Pocket Tee (S)')).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}

export const Empty: Story = {
  tags: ['state:admin-returns-empty'],
  parameters: { msw: { handlers: { adminReturns: [adminReturnHandlers.empty] } } },
  play: async ({ canvasElement }) => {
    const main = await returnsPage(canvasElement)
    await expect(
      await main.findByText('No open return: nothing is waiting for the team.'),
    ).toBeVisible()
    await expect(main.getByRole('link', { name: 'Show every return' })).toHaveAttribute(
      'href',
      '/admin/returns?status=all',
    )
  },
}

export const Loading: Story = {
  tags: ['state:admin-returns-loading'],
  parameters: { msw: { handlers: { adminReturns: [adminReturnHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('Loading the returns'))
  },
}

export const ErrorState: Story = {
  tags: ['state:admin-returns-error'],
  name: 'Error',
  parameters: { msw: { handlers: { adminReturns: [adminReturnHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const main = await returnsPage(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      `The returns could not be loaded: ${SERVER_ERROR_MESSAGE}`,
    )
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** A shopper's token: the page is not theirs. */
export const NotTeam: Story = {
  args: { storedToken: MOCK_TOKEN },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByText(/store team/i)).toBeVisible()
    await expect(main.queryByRole('table')).toBeNull()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark', viewport: { value: 'desktop1280' } },
  play: List.play,
}
