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

/** On the orders page: Orders is the current page. */
export const Orders: Story = {
  play: async ({ canvasElement }) => {
    const nav = links(canvasElement)
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Orders',
      'Products',
      'Messages',
      'Settings',
    ])
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orders')
    await expect(nav.getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current')
    await expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/admin/products',
    )
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    )
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

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Orders.play }

export const Dark: Story = {
  args: { current: 'products' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(links(canvasElement).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}
