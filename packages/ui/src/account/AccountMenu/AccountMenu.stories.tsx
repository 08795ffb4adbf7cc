import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AccountMenu } from './AccountMenu.tsx'

const meta = {
  title: 'UI/Layout/AccountMenu',
  component: AccountMenu,
  args: { onLogout: fn() },
  // Room below and to the left: the menu opens under the icon, aligned to its right edge.
  decorators: [
    (Story) => (
      <div className="flex min-h-48 items-start justify-end gap-4">
        <button type="button" className="rounded-full border border-line px-4 py-2 text-sm">
          Elsewhere on the page
        </button>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>

export default meta
type Story = StoryObj<typeof meta>

/** The menu's entries, in order. */
const entries = (canvasElement: HTMLElement) => {
  const menu = within(canvasElement).getByRole('link', { name: 'Orders' }).closest('ul')
  return within(menu as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
}

/** A signed-in shopper: their account, addresses, orders and Logout behind the account icon, closed until pressed. */
export const Default: Story = {
  tags: ['state:nav-account-menu'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const account = canvas.getByRole('button', { name: 'Account' })
    await expect(account).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument()
    await userEvent.click(account)
    await expect(account).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders')
    await expect(canvas.getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/account',
    )
    await expect(entries(canvasElement)).toEqual(['My account', 'Addresses', 'Orders', 'Logout'])
    // A shopper is not offered the store team's page.
    await expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await expect(args.onLogout).toHaveBeenCalledOnce()
    await expect(account).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Escape closes the menu and hands the focus back to the account icon. */
export const ClosedWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const account = within(canvasElement).getByRole('button', { name: 'Account' })
    await userEvent.click(account)
    await expect(account).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Escape}')
    await expect(account).toHaveAttribute('aria-expanded', 'false')
    await expect(account).toHaveFocus()
  },
}

/** A click elsewhere, or a Tab that leaves the menu, closes it as Escape does. */
export const ClosedFromOutside: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const account = canvas.getByRole('button', { name: 'Account' })
    const elsewhere = canvas.getByRole('button', { name: 'Elsewhere on the page' })
    await userEvent.click(account)
    await userEvent.click(elsewhere)
    await expect(account).toHaveAttribute('aria-expanded', 'false')

    await userEvent.click(account)
    await expect(account).toHaveAttribute('aria-expanded', 'true')
    // Backwards from the account icon lands outside the menu.
    await userEvent.tab({ shift: true })
    await expect(elsewhere).toHaveFocus()
    await expect(account).toHaveAttribute('aria-expanded', 'false')
    await expect(args.onLogout).not.toHaveBeenCalled()
  },
}

/** A member of the store team: Admin joins the shopper's entries (shoppers never see it). */
export const Admin: Story = {
  args: { isAdmin: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }))
    await expect(entries(canvasElement)).toEqual([
      'My account',
      'Addresses',
      'Orders',
      'Admin',
      'Logout',
    ])
    await expect(canvas.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin')
  },
}

export const Mobile: Story = {
  args: Admin.args,
  globals: { viewport: { value: 'mobile360' } },
  play: Admin.play,
}

export const Dark: Story = { args: Admin.args, globals: { theme: 'dark' }, play: Admin.play }
