import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../../primitives/Button/Button.tsx'
import { SideMenu } from './SideMenu.tsx'

const meta = {
  title: 'UI/Layout/SideMenu',
  component: SideMenu,
  // The navigation bar offers the menu below 768 px only.
  globals: { viewport: { value: 'mobile360' } },
  args: {
    open: false,
    onClose: fn(),
    isLoggedIn: true,
    onLogout: fn(),
    theme: 'light',
    onToggleTheme: fn(),
  },
  // Opened from a menu button and closed again, as the navigation bar does.
  render: function Render(args) {
    const [open, setOpen] = useState(args.open)
    return (
      <>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          Open menu
        </Button>
        <SideMenu
          {...args}
          open={open}
          onClose={() => {
            args.onClose()
            setOpen(false)
          }}
        />
      </>
    )
  },
} satisfies Meta<typeof SideMenu>

export default meta
type Story = StoryObj<typeof meta>

/** Opens the menu from its button and returns the dialog to look inside. */
async function openMenu(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }))
  return within(within(canvasElement).getByRole('dialog', { name: 'Menu' }))
}

/** A signed-in shopper: the links of docs/product.md §2, Logout and the theme toggle. */
export const LoggedIn: Story = {
  tags: ['state:nav-mobile-menu'],
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement)
    for (const [name, href] of [
      ['Need help', '/contact'],
      ['Orders', '/orders'],
      ['Collection', '/collection'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible()
    await expect(menu.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()
    await userEvent.click(menu.getByRole('button', { name: 'Dark theme' }))
    await expect(args.onToggleTheme).toHaveBeenCalledOnce()
  },
}

/** A visitor finds Login instead of Logout. */
export const LoggedOut: Story = {
  args: { isLoggedIn: false },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement)
    await expect(menu.getByRole('link', { name: 'Need help' })).toHaveAttribute('href', '/contact')
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    await expect(menu.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
  },
}

/** Logout closes the menu on the way. */
export const Logout: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement)
    await userEvent.click(menu.getByRole('button', { name: 'Logout' }))
    await expect(args.onLogout).toHaveBeenCalledOnce()
    await expect(args.onClose).toHaveBeenCalled()
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument())
  },
}

/** Escape or the close button: the menu goes and the focus is back on the menu button. */
export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const open = canvas.getByRole('button', { name: 'Open menu' })
    await openMenu(canvasElement)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(open).toHaveFocus()

    const menu = await openMenu(canvasElement)
    await userEvent.click(menu.getByRole('button', { name: 'Close menu' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(open).toHaveFocus()
    await expect(args.onClose).toHaveBeenCalled()
    await expect(args.onLogout).not.toHaveBeenCalled()
  },
}

/** In the dark theme the toggle offers the light one. */
export const DarkTheme: Story = {
  args: { theme: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement)
    await userEvent.click(menu.getByRole('button', { name: 'Light theme' }))
    await expect(args.onToggleTheme).toHaveBeenCalledOnce()
  },
}
