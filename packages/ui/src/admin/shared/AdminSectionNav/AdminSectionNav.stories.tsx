import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AdminSectionNav } from './AdminSectionNav.tsx'

const meta = {
  title: 'UI/Admin/AdminSectionNav',
  component: AdminSectionNav,
  args: { current: 'orders' },
} satisfies Meta<typeof AdminSectionNav>

export default meta
type Story = StoryObj<typeof meta>

const links = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Store team' }))

/** On the orders page: Orders is the current page; nothing waiting, so no counts. */
export const Orders: Story = {
  play: async ({ canvasElement }) => {
    const nav = links(canvasElement)
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Orders',
      'Products',
      'Discounts',
      'Customers',
      'Messages',
      'Settings',
    ])
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/admin')
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orders')
    await expect(nav.getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current')
    await expect(nav.getByRole('link', { name: 'Customers' })).toHaveAttribute(
      'href',
      '/admin/customers',
    )
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    )
  },
}

/** Work waiting: the orders to pack and the unread messages beside their links, read out. */
export const WithCounts: Story = {
  args: { current: 'home', counts: { orders: 5, messages: 1 } },
  play: async ({ canvasElement }) => {
    const nav = links(canvasElement)
    const orders = nav.getByRole('link', { name: 'Orders' })
    await expect(orders).toHaveTextContent('Orders5')
    await expect(orders).toHaveAccessibleDescription('5 orders to pack')
    await expect(nav.getByRole('link', { name: 'Messages' })).toHaveAccessibleDescription(
      '1 unread message',
    )
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Products' })).toHaveAccessibleDescription('')
  },
}

/** Nothing waiting: a count of 0 shows no badge. */
export const NoWorkWaiting: Story = {
  args: { current: 'home', counts: { orders: 0, messages: 0 } },
  play: async ({ canvasElement }) => {
    const nav = links(canvasElement)
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveTextContent(/^Orders$/)
    await expect(nav.queryByTestId('count-orders')).toBeNull()
  },
}

/** On a product's editor: inside the Products section, not its page. */
export const InsideProducts: Story = {
  args: { current: 'products', onSectionPage: false },
  play: async ({ canvasElement }) => {
    const nav = links(canvasElement)
    await expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(nav.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current')
  },
}

/** At 360 px the row scrolls sideways: the page itself never does. */
export const Mobile: Story = {
  args: { current: 'settings', counts: { orders: 12, messages: 3 } },
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Store team' })
    await expect(nav.scrollWidth).toBeGreaterThan(nav.clientWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    await expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

export const Dark: Story = {
  args: { current: 'products', counts: { orders: 2 } },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(links(canvasElement).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}
