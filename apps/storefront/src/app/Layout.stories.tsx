import type { CartData } from '@adire/contract'
import { EXPIRED_MOCK_TOKEN, fixtureProducts, MOCK_TOKEN, resetMockCart } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../stories/StoryApp.tsx'

/**
 * The session as the shared layout shows it, on the home page: the account icon for a visitor
 * and for a signed-in shopper, logging out, and a stored session the server no longer accepts.
 * A signed-in shopper is given with `storedToken`, as if stored by an earlier visit.
 */
const meta = {
  title: 'Pages/Layout',
  component: StoryApp,
  args: { path: '/' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

const [hoodie, tee] = fixtureProducts

/** Two units: the account's cart on the mock server, and its local copy from an earlier visit. */
const twoUnits: CartData = { [hoodie?._id ?? '']: { M: 1 }, [tee?._id ?? '']: { L: 1 } }

async function home(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await canvas.findByRole('heading', { name: 'LATEST COLLECTION' })
  return { canvas, nav: within(canvas.getByRole('navigation', { name: 'Main' })) }
}

export const SignedOut: Story = {
  tags: ['state:nav-logged-out'],
  play: async ({ canvasElement }) => {
    const { canvas, nav } = await home(canvasElement)
    const account = nav.getByRole('link', { name: 'Log in' })
    await expect(account).toHaveAttribute('href', '/login')
    await expect(nav.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument()
    await userEvent.click(account)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
  },
}

export const SignedIn: Story = {
  tags: ['state:nav-account-menu', 'state:session-restored'],
  args: { storedToken: MOCK_TOKEN },
  play: async ({ canvasElement }) => {
    const { nav } = await home(canvasElement)
    // The stored session is restored after mounting: the account menu replaces the login link.
    const account = await nav.findByRole('button', { name: 'Account' })
    await expect(nav.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument()
    await userEvent.click(account)
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders')
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible()
  },
}

export const Logout: Story = {
  tags: ['state:session-logout'],
  args: { storedToken: MOCK_TOKEN, storedCart: twoUnits },
  beforeEach: () => {
    resetMockCart(twoUnits)
    sessionStorage.setItem('token', MOCK_TOKEN)
  },
  play: async ({ canvasElement }) => {
    const { canvas, nav } = await home(canvasElement)
    await expect(await nav.findByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
    // The account's cart, as fetched, is stored as the local copy...
    await waitFor(() => expect(localStorage.getItem('cartItems')).not.toBeNull())
    await userEvent.click(await nav.findByRole('button', { name: 'Account' }))
    await userEvent.click(nav.getByRole('button', { name: 'Logout' }))

    // On /login, with the token, the session token and the cart gone.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
    await expect(localStorage.getItem('token')).toBeNull()
    await expect(sessionStorage.getItem('token')).toBeNull()
    await expect(localStorage.getItem('cartItems')).toBeNull()
    await userEvent.click(canvas.getByRole('link', { name: 'Adire home' }))
    const { nav: after } = await home(canvasElement)
    await expect(after.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
    await expect(after.getByRole('link', { name: 'Log in' })).toBeVisible()
  },
}

/**
 * On load the stored session is restored and the account's cart fetched (docs/product.md §4): the badge
 * shows the local copy from the last visit at once, then the cart the server holds (another
 * device added a unit meanwhile).
 */
export const CartBadgeAfterRestore: Story = {
  tags: ['state:nav-cart-badge', 'state:cart-restored'],
  args: { storedToken: MOCK_TOKEN, storedCart: twoUnits },
  beforeEach: () => resetMockCart({ ...twoUnits, [tee?._id ?? '']: { L: 2 } }),
  play: async ({ canvasElement }) => {
    const { nav } = await home(canvasElement)
    await expect(await nav.findByRole('link', { name: 'Cart, 3 items' })).toBeVisible()
    await expect(JSON.parse(localStorage.getItem('cartItems') ?? '{}')).toEqual({
      ...twoUnits,
      [tee?._id ?? '']: { L: 2 },
    })
  },
}

/** A guest's cart from an earlier visit shows on the badge as soon as the page is interactive. */
export const GuestCartBadge: Story = {
  tags: ['state:nav-cart-badge'],
  args: { storedCart: twoUnits },
  play: async ({ canvasElement }) => {
    const { nav } = await home(canvasElement)
    await expect(await nav.findByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
  },
}

/** A session stored on an earlier visit that has since expired: quietly signed out. */
export const ExpiredSession: Story = {
  args: { storedToken: EXPIRED_MOCK_TOKEN },
  beforeEach: () => {
    localStorage.setItem('token', EXPIRED_MOCK_TOKEN)
  },
  play: async ({ canvasElement }) => {
    const { canvas, nav } = await home(canvasElement)
    await expect(await nav.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull())
    await expect(nav.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument()
    // Nothing to apologise for: no error toast.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}

export const MobileMenuSignedIn: Story = {
  tags: ['state:nav-mobile-menu'],
  args: { storedToken: MOCK_TOKEN },
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const { canvas, nav } = await home(canvasElement)
    // Once the stored session is restored, the menu offers Logout.
    await nav.findByRole('button', { name: 'Account' })
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }))
    const menu = within(canvas.getByRole('dialog', { name: 'Menu' }))
    await expect(menu.getByRole('link', { name: 'Need help' })).toHaveAttribute('href', '/contact')
    await expect(menu.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders')
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible()
    await expect(menu.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()
  },
}

export const MobileMenuLogout: Story = {
  args: { storedToken: MOCK_TOKEN },
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const { canvas, nav } = await home(canvasElement)
    await nav.findByRole('button', { name: 'Account' })
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }))
    const menu = within(canvas.getByRole('dialog', { name: 'Menu' }))
    await userEvent.click(menu.getByRole('button', { name: 'Logout' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
    await expect(localStorage.getItem('token')).toBeNull()
  },
}

export const MobileMenuSignedOut: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const { canvas } = await home(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }))
    const menu = within(canvas.getByRole('dialog', { name: 'Menu' }))
    await expect(menu.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
    await userEvent.click(menu.getByRole('link', { name: 'Login' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
  },
}
