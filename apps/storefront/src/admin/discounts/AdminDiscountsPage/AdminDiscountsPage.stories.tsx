import { SERVER_ERROR_MESSAGE } from '@adire/contract'
import {
  adminDiscountHandlers,
  MOCK_ADMIN_TOKEN,
  MOCK_TOKEN,
  mockAdminDiscounts,
  resetMockDepartments,
  resetMockDiscounts,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../../stories/StoryApp.tsx'

/**
 * The store's discount codes on the mock server (reset before each story): seven codes, one in
 * each state (active and used, active and new, scheduled, paused, ended by its last day and by
 * the team), with their uses, the money given away and the sales.
 */
const meta = {
  title: 'Pages/Admin discounts',
  component: StoryApp,
  args: { path: '/admin/discounts', storedToken: MOCK_ADMIN_TOKEN },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetMockDiscounts()
    resetMockDepartments()
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as another story's first screen: no reference image. */
const interactionOnly = { visual: false } as const

async function discountsPage(canvasElement: HTMLElement) {
  const main = within(await within(canvasElement).findByRole('main'))
  await expect(await main.findByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible()
  return main
}

/**
 * Every code newest first: what it takes off, its state, its uses of its limit, those held,
 * the money given away and the sales; a wide screen's table.
 */
export const List: Story = {
  tags: ['state:admin-discounts-list'],
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const main = await discountsPage(canvasElement)
    await waitFor(() => expect(document.title).toBe('Discount codes (store team) | Adire'))
    const table = within(await main.findByRole('table', { name: 'Discount codes' }))
    await expect(table.getAllByRole('rowheader')).toHaveLength(mockAdminDiscounts().length)
    const row = within(
      table.getByRole('rowheader', { name: /ADIRE10/ }).closest('tr') as HTMLElement,
    )
    await expect(row.getByText('15% off')).toBeVisible()
    await expect(row.getByText('Active')).toBeVisible()
    await expect(row.getByText('12 of 100')).toBeVisible()
    await expect(row.getByText('₦46,350')).toBeVisible()
    const ended = within(
      table.getByRole('rowheader', { name: /LAUNCH/ }).closest('tr') as HTMLElement,
    )
    await expect(ended.getByText('Ended')).toBeVisible()
    await expect(main.getByRole('link', { name: 'New code' })).toHaveAttribute(
      'href',
      '/admin/discounts/new',
    )
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Store team' }))
    await expect(nav.getByRole('link', { name: 'Discounts' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** A phone: a card per code, its figures in sentences; the section links scroll sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const main = await discountsPage(canvasElement)
    const list = within(await main.findByRole('list', { name: 'Discount codes' }))
    const card = within(list.getByRole('link', { name: 'WELCOME5K' }).closest('li') as HTMLElement)
    await expect(card.getByText('₦5,000 off')).toBeVisible()
    await expect(card.getByText('4 uses · 1 held by payments under way')).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}

export const Empty: Story = {
  tags: ['state:admin-discounts-empty'],
  parameters: { msw: { handlers: { adminDiscounts: [adminDiscountHandlers.empty] } } },
  play: async ({ canvasElement }) => {
    const main = await discountsPage(canvasElement)
    await expect(
      await main.findByText(
        'No discount code yet: make one for a sale, a first order or free delivery.',
      ),
    ).toBeVisible()
    await expect(main.getAllByRole('link', { name: 'New code' })).toHaveLength(1)
  },
}

export const Loading: Story = {
  tags: ['state:admin-discounts-loading'],
  parameters: { msw: { handlers: { adminDiscounts: [adminDiscountHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await waitFor(() =>
      expect(main.getByRole('status')).toHaveTextContent('Loading the discount codes'),
    )
  },
}

export const ErrorState: Story = {
  tags: ['state:admin-discounts-error'],
  name: 'Error',
  parameters: { msw: { handlers: { adminDiscounts: [adminDiscountHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const main = await discountsPage(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      `The discount codes could not be loaded: ${SERVER_ERROR_MESSAGE}`,
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
