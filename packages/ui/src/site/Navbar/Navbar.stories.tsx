import { PAGE_ROUTES } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Navbar } from './Navbar.tsx'

const meta = {
  title: 'UI/Layout/Navbar',
  component: Navbar,
  parameters: { layout: 'fullscreen' },
  args: {
    activePath: PAGE_ROUTES.home,
    cartCount: 0,
    isLoggedIn: false,
    onLogout: fn(),
    scrolled: false,
    theme: 'light',
    onToggleTheme: fn(),
    onSearch: fn(),
  },
} satisfies Meta<typeof Navbar>

export default meta
type Story = StoryObj<typeof meta>

export const LoggedOut: Story = {
  tags: ['state:nav-logged-out'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const [name, href] of [
      ['HOME', '/'],
      ['COLLECTION', '/collection'],
      ['ABOUT', '/about'],
      ['CONTACT', '/contact'],
    ]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    await expect(canvas.getByRole('link', { name: 'HOME' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    await expect(canvas.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute(
      'href',
      '/cart',
    )
  },
}

export const WithCartItems: Story = {
  tags: ['state:nav-cart-badge'],
  args: { cartCount: 3, activePath: PAGE_ROUTES.collection },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible()
    await expect(canvas.getByTestId('cart-count')).toHaveTextContent('3')
    await expect(canvas.getByRole('link', { name: 'COLLECTION' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** A signed-in shopper: the account icon opens its menu (see AccountMenu) instead of leading to log in. */
export const LoggedIn: Story = {
  tags: ['state:nav-account-menu'],
  args: { isLoggedIn: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument()
    const account = canvas.getByRole('button', { name: 'Account' })
    await userEvent.click(account)
    await expect(account).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders')
    // A shopper is not offered the store team's page.
    await expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await expect(args.onLogout).toHaveBeenCalledOnce()
  },
}

/** A member of the store team: the account menu offers Admin too. */
export const LoggedInAdmin: Story = {
  args: { isLoggedIn: true, isAdmin: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }))
    await expect(canvas.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin')
  },
}

export const Scrolled: Story = {
  tags: ['state:nav-scrolled'],
  args: { scrolled: true },
  decorators: [
    (Story) => (
      <div>
        {Story()}
        <p className="p-8">The bar blurs and casts a shadow once the page scrolls past 50 px.</p>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('header')).toHaveAttribute('data-scrolled', 'true')
  },
}

export const DarkTheme: Story = {
  tags: ['state:theme-dark'],
  args: { theme: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Switch to light theme' }),
    )
    await expect(args.onToggleTheme).toHaveBeenCalledOnce()
  },
}

/** At 360 px the top links give way to the menu button, which opens the side menu (see SideMenu). */
export const MobileMenu: Story = {
  tags: ['state:nav-mobile-menu'],
  globals: { viewport: { value: 'mobile360' } },
  args: { isLoggedIn: true, cartCount: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('link', { name: 'HOME' })).not.toBeInTheDocument()
    const open = canvas.getByRole('button', { name: 'Open menu' })
    await expect(open).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(open)
    await expect(open).toHaveAttribute('aria-expanded', 'true')
    const menu = within(canvas.getByRole('dialog', { name: 'Menu' }))
    await expect(menu.getByRole('link', { name: 'Need help' })).toHaveAttribute('href', '/contact')
    // The bar's session and theme reach the menu.
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible()
    await userEvent.click(menu.getByRole('button', { name: 'Dark theme' }))
    await expect(args.onToggleTheme).toHaveBeenCalledOnce()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(open).toHaveAttribute('aria-expanded', 'false')
    await expect(open).toHaveFocus()
  },
}

/** A signed-in shopper logs out from the mobile menu, which closes on the way. */
export const MobileMenuLogout: Story = {
  globals: { viewport: { value: 'mobile360' } },
  args: { isLoggedIn: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }))
    const menu = within(canvas.getByRole('dialog', { name: 'Menu' }))
    await userEvent.click(menu.getByRole('button', { name: 'Logout' }))
    await expect(args.onLogout).toHaveBeenCalledOnce()
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

export const MobileDark: Story = {
  globals: { viewport: { value: 'mobile360' }, theme: 'dark' },
  args: { theme: 'dark', cartCount: 12 },
}

/** Every page's header searches the collection (issue 41): the magnifier opens a search row. */
export const Search: Story = {
  tags: ['state:header-search'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const open = canvas.getByRole('button', { name: 'Search products' })
    await expect(open).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(open)
    const search = canvas.getByRole('search', { name: 'Search the store' })
    const box = within(search).getByRole('searchbox', { name: 'Search products' })
    await waitFor(() => expect(box).toHaveFocus())
    await userEvent.type(box, ' jersy {Enter}')
    await expect(args.onSearch).toHaveBeenCalledWith('jersy')
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument()
    // Escape closes it again, handing focus back to the magnifier.
    await userEvent.click(open)
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument()
    await expect(open).toHaveFocus()
    await userEvent.click(open)
  },
}

export const SearchMobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: Search.play,
}

export const SearchDark: Story = {
  globals: { theme: 'dark' },
  play: Search.play,
}
