import { adminProductHandlers, adminProductsWith, heldRequests } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { StoryApp } from '../../../stories/StoryApp.tsx'
import {
  editor,
  interactionOnly,
  NEW,
  photoFile,
  productEditorMeta,
} from './AdminProductEditorPage.fixtures.ts'

// Saving the product: on its way, saved, and refused by the server.
const meta = {
  ...productEditorMeta,
  title: 'Pages/Admin product editor/Saving',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** The save on its way: the button waits. */
export const Saving: Story = {
  tags: ['state:admin-product-saving'],
  parameters: {
    ...interactionOnly,
    msw: { handlers: { adminProducts: adminProductsWith(adminProductHandlers.updateSlow) } },
  },
  play: async ({ canvasElement }) => {
    const { main, field } = await editor(canvasElement)
    await userEvent.clear(field('Price (₦)'))
    await userEvent.type(field('Price (₦)'), '29000')
    await userEvent.click(main.getByRole('button', { name: 'Save changes' }))
    const saving = await main.findByRole('button', { name: 'Saving…' })
    await expect(saving).toBeDisabled()
    await expect(saving).toHaveAttribute('aria-busy', 'true')
    // Ends only once the save has arrived: sent later, it would change the next story's data.
    await waitFor(() =>
      expect(heldRequests()).toEqual(['PUT /api/admin/products/indigo-adire-hoodie']),
    )
  },
}

/**
 * Saved: "Saved.", the form as the store keeps it, and the change at the top of the history;
 * a photo moved to the front with the keyboard is the main photo.
 */
export const Saved: Story = {
  tags: ['state:admin-product-saved'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, field, photos, history } = await editor(canvasElement)
    await userEvent.clear(field('Price (₦)'))
    await userEvent.type(field('Price (₦)'), '₦29,000')
    // Moved with a click: the keyboard's moves are PhotoPicker's own stories.
    await userEvent.click(main.getByRole('button', { name: 'Move photo 2 earlier' }))
    await expect(photos()[0]?.querySelector('img')).toHaveAttribute(
      'src',
      '/images/products/indigo-adire-hoodie-2.svg',
    )
    await userEvent.click(main.getByRole('button', { name: 'Save changes' }))
    await expect(await main.findByRole('status')).toHaveTextContent('Saved.')
    await expect(field('Price (₦)')).toHaveValue('29000')
    // The newest entry. (It once showed only the photos: the Saving story's save had arrived
    // after that story ended and changed the price first. Stories now end once a save is held.)
    await waitFor(() =>
      expect(history()[0]).toMatch(
        /^ngozi@adire\.example changed the price from ₦28,500 to ₦29,000 and changed the photos/,
      ),
    )
    // Typing again: the confirmation goes, the change is not saved yet.
    await userEvent.type(field('Name'), ' II')
    await expect(main.queryByText('Saved.')).toBeNull()
  },
}

/** The server refuses a field the browser could not check: its message on that field. */
export const ServerFieldError: Story = {
  parameters: {
    ...interactionOnly,
    msw: { handlers: { adminProducts: adminProductsWith(adminProductHandlers.photosGone) } },
  },
  args: { path: NEW },
  play: async ({ canvasElement }) => {
    const { main, field, photoInput } = await editor(canvasElement, 'New product')
    await userEvent.type(field('Name'), 'Eko Tee')
    await userEvent.selectOptions(main.getByRole('combobox', { name: 'Department' }), 'T-shirts')
    await userEvent.type(field('Price (₦)'), '9000')
    await userEvent.type(field('New size'), 'M{Enter}')
    await userEvent.upload(photoInput(), await photoFile('eko.png', '#be123c'))
    await waitFor(() => expect(main.queryByText('Uploading…')).toBeNull())
    await userEvent.click(main.getByRole('button', { name: 'Publish' }))
    await waitFor(() =>
      expect(photoInput()).toHaveAccessibleDescription(
        /This photo is not in the store: upload it again$/,
      ),
    )
    await expect(photoInput()).toHaveFocus()
    await expect(main.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible()
  },
}

/**
 * Someone else saved first: the server's 409, nothing overwritten, and the way to their
 * version, with their change in the history.
 */
export const ChangedMeanwhile: Story = {
  tags: ['state:admin-product-changed-meanwhile'],
  parameters: {
    ...interactionOnly,
    msw: {
      handlers: { adminProducts: adminProductsWith(adminProductHandlers.changedMeanwhile) },
    },
  },
  play: async ({ canvasElement }) => {
    const { main, field, history } = await editor(canvasElement)
    await userEvent.type(field('Description'), ' Limited run.')
    await userEvent.click(main.getByRole('button', { name: 'Save changes' }))
    const alert = await main.findByRole('alert')
    await expect(alert).toHaveTextContent(
      'Someone else changed this product while you were editing it. Reload it to see their change, then make yours again.',
    )
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload the product' }))
    await waitFor(() => expect(field('Price (₦)')).toHaveValue('29000'))
    // The edit not saved is gone: the form is the product as it is now.
    await expect((field('Description') as HTMLTextAreaElement).value).not.toContain('Limited run')
    await expect(history()[0]).toBe(
      'chidi@adire.example changed the price from ₦28,500 to ₦29,0001 November 2026 at 13:01',
    )
    await expect(main.queryByRole('alert')).toBeNull()
  },
}
