import {
  adminHomeHandlers,
  MOCK_ADMIN_TOKEN,
  MOCK_TOKEN,
  NEW_ORDER_REFERENCE,
  resetMockHome,
  resetMockMessages,
  resetMockOrders,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../../stories/StoryApp.tsx'

/**
 * The store team's Home (docs/product.md §11.10) in the team's own shell, on the mock server: a
 * store at work (its orders and inbox reset before each story give the shell's counts). The team
 * member is signed in with `MOCK_ADMIN_TOKEN`; a shopper's token is refused.
 */
const meta = {
  title: 'Pages/Admin home',
  component: StoryApp,
  args: { path: '/admin', storedToken: MOCK_ADMIN_TOKEN },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetMockOrders()
    resetMockMessages()
    resetMockHome()
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

async function homePage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  await expect(await main.findByRole('heading', { level: 1, name: 'Store home' })).toBeVisible()
  const nav = within(await canvas.findByRole('navigation', { name: 'Store team' }))
  return { canvas, main, nav }
}

/** The count an Orders or Messages link reads out, once the shell has it. */
async function countOf(link: HTMLElement): Promise<number> {
  const described = () => document.getElementById(link.getAttribute('aria-describedby') ?? '')
  await waitFor(() => expect(described()).not.toBeNull())
  return Number.parseInt(described()?.textContent ?? '', 10)
}

/** A store at work: the team's shell (no shop header, footer or chat), what waits, the sales. */
export const WorkWaiting: Story = {
  tags: ['state:admin-home-work'],
  play: async ({ canvasElement }) => {
    const { canvas, main, nav } = await homePage(canvasElement)
    await waitFor(() => expect(document.title).toBe('Home (store team) | Adire'))
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/orders',
      '/admin/products',
      '/admin/discounts',
      '/admin/customers',
      '/admin/messages',
      '/admin/settings',
    ])
    // The inbox's three open messages, beside Messages.
    await waitFor(() =>
      expect(nav.getByRole('link', { name: 'Messages' })).toHaveAccessibleDescription(
        '3 unread messages',
      ),
    )
    const work = within(await main.findByRole('region', { name: 'Waiting for you' }))
    await expect(work.getByRole('link', { name: 'Unread messages' })).toHaveAttribute(
      'href',
      '/admin/messages?show=open',
    )
    await expect(main.getByText('Up 60% on yesterday by now')).toBeVisible()
    await expect(main.queryByRole('region', { name: 'Set up your store' })).toBeNull()
    // Not the shop's frame: no cart, no footer, no chat button.
    await expect(canvas.queryByRole('link', { name: /^Cart/ })).toBeNull()
    await expect(canvas.queryByRole('contentinfo')).toBeNull()
    await expect(canvas.queryByRole('link', { name: /WhatsApp/i })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'View shop' })).toHaveAttribute('href', '/')
  },
}

/** A fresh install: nothing sold, nothing waiting, the checklist with every step to do. */
export const FreshStore: Story = {
  tags: ['state:admin-home-empty'],
  parameters: {
    msw: { handlers: { adminHome: [adminHomeHandlers.fresh, adminHomeHandlers.countsNone] } },
  },
  play: async ({ canvasElement }) => {
    const { main, nav } = await homePage(canvasElement)
    const setup = within(await main.findByRole('region', { name: 'Set up your store' }))
    await expect(setup.getByText('0 of 5 done')).toBeVisible()
    await expect(setup.getByRole('link', { name: 'Set the e-mail' })).toHaveAttribute(
      'href',
      '/admin/settings',
    )
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveTextContent(/^Orders$/)
    await expect(main.getByText('No size is low on stock.')).toBeVisible()
  },
}

/** Set up half way, test payments made: the steps done ticked, the test payments left out. */
export const PartlySetUp: Story = {
  tags: ['state:admin-home-checklist'],
  parameters: {
    msw: { handlers: { adminHome: [adminHomeHandlers.partlySetUp, adminHomeHandlers.counts] } },
  },
  play: async ({ canvasElement }) => {
    const { main } = await homePage(canvasElement)
    const setup = within(await main.findByRole('region', { name: 'Set up your store' }))
    await expect(setup.getByText('2 of 5 done')).toBeVisible()
    const [email] = within(setup.getByRole('list', { name: 'Set up your store' })).getAllByRole(
      'listitem',
    )
    await expect(email).toHaveTextContent('Store e-mail address: Done')
    await userEvent.click(main.getByRole('button', { name: 'Include test payments' }))
    await expect(
      await main.findByText('Test payments are included in these figures.'),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  tags: ['state:admin-home-loading'],
  parameters: {
    msw: { handlers: { adminHome: [adminHomeHandlers.slow, adminHomeHandlers.counts] } },
  },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await waitFor(() =>
      expect(main.getByRole('status')).toHaveTextContent('Loading the store’s figures'),
    )
  },
}

export const ErrorState: Story = {
  tags: ['state:admin-home-error'],
  name: 'Error',
  parameters: {
    msw: { handlers: { adminHome: [adminHomeHandlers.error, adminHomeHandlers.counts] } },
  },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'The store’s figures could not be loaded: Something went wrong',
    )
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/**
 * A shopper pays while Home is open: the shell's next look at the counts (every 10 s while the
 * tab is in view; here at once, as when the tab comes back into view) finds the newer paid
 * order. A quiet notification names it, and the Orders count goes up, without a reload.
 */
export const NewOrderArrives: Story = {
  tags: ['state:admin-home-new-order'],
  parameters: {
    visual: false,
    msw: { handlers: { adminHome: [adminHomeHandlers.home, adminHomeHandlers.newOrderArrives] } },
  },
  play: async ({ canvasElement }) => {
    const { canvas, nav } = await homePage(canvasElement)
    const orders = nav.getByRole('link', { name: 'Orders' })
    const before = await countOf(orders)
    await expect(canvas.queryByText(/^New order/)).toBeNull()
    window.dispatchEvent(new Event('visibilitychange'))
    const toast = await canvas.findByText('New order ADR-NEW-0001', {}, { timeout: 15_000 })
    await expect(toast.closest('[role="status"]')).not.toBeNull()
    await expect(canvas.getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/admin/orders?order=${NEW_ORDER_REFERENCE}`,
    )
    await waitFor(() => expect(orders).toHaveAccessibleDescription(`${before + 1} orders to pack`))
  },
}

/** A shopper's session: Home is not theirs. */
export const NotAllowed: Story = {
  args: { storedToken: MOCK_TOKEN },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
    await expect(main.queryByRole('region', { name: 'Waiting for you' })).toBeNull()
  },
}

/** Signed out: the login, and no sections to show. */
export const SignedOut: Story = {
  args: { storedToken: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const main = within(await canvas.findByRole('main'))
    await expect(await main.findByText('Please log in')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=/admin',
    )
    await expect(canvas.queryByRole('navigation', { name: 'Store team' })).toBeNull()
  },
}

/** At 360 px: the sections scroll sideways in one row, the page never does. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async (context) => {
    await WorkWaiting.play?.(context)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: WorkWaiting.play }
