import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AdminSectionNav } from '../AdminSectionNav/AdminSectionNav.tsx'
import { AdminHeader } from './AdminHeader.tsx'

const meta = {
  title: 'UI/Admin/AdminHeader',
  component: AdminHeader,
  args: {
    theme: 'light',
    onToggleTheme: fn(),
    onLogout: fn(),
    nav: <AdminSectionNav current="home" counts={{ orders: 5, messages: 3 }} />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminHeader>

export default meta
type Story = StoryObj<typeof meta>

/** The team's header: the store's name to Home, the shop, the theme, log out, the sections. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const header = within(within(canvasElement).getByRole('banner'))
    await expect(header.getByRole('link', { name: /^ADIRE.*Home$/ })).toHaveAttribute(
      'href',
      '/admin',
    )
    await expect(header.getByRole('link', { name: 'View shop' })).toHaveAttribute('href', '/')
    await userEvent.click(header.getByRole('button', { name: 'Switch to dark theme' }))
    await expect(args.onToggleTheme).toHaveBeenCalledOnce()
    await userEvent.click(header.getByRole('button', { name: 'Log out' }))
    await expect(args.onLogout).toHaveBeenCalledOnce()
    await expect(header.getByRole('navigation', { name: 'Store team' })).toBeVisible()
    // Not the shop's header: no cart, no shop search.
    await expect(header.queryByRole('link', { name: /^Cart/ })).toBeNull()
    await expect(header.queryByRole('button', { name: 'Search products' })).toBeNull()
  },
}

/** Signed out: nothing to log out of, no sections. */
export const SignedOut: Story = {
  args: { onLogout: undefined, nav: undefined },
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'))
    await expect(header.queryByRole('button', { name: 'Log out' })).toBeNull()
    await expect(header.queryByRole('navigation', { name: 'Store team' })).toBeNull()
  },
}

/** At 360 px everything fits on the bar; the sections scroll sideways below it. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'))
    await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'View shop' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  args: { theme: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'))
    await expect(header.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
  },
}
