import { adminProductHandlers, adminProductsWith } from '@adire/mocks'
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

// A product new or existing: its form, its status and history, and the page's other states.
const meta = {
  ...productEditorMeta,
  title: 'Pages/Admin product editor/Product',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** A new product: empty, its id to be made from the name. */
export const New: Story = {
  tags: ['state:admin-product-new'],
  args: { path: NEW },
  play: async ({ canvasElement }) => {
    const { main, field } = await editor(canvasElement, 'New product')
    await waitFor(() => expect(document.title).toBe('New product (store team) | Adire'))
    await expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    )
    await expect(
      within(within(canvasElement).getByRole('navigation', { name: 'Store team' })).getByRole(
        'link',
        {
          name: 'Products',
        },
      ),
    ).toHaveAttribute('aria-current', 'true')
    await expect(field('Name')).toHaveValue('')
    await expect(field('Name')).toHaveAccessibleDescription(
      'Its id is made from the name, and never changes once the product is created.',
    )
    await expect(main.getByRole('combobox', { name: 'Department' })).toHaveValue('')
    await expect(main.getByText('No sizes yet.')).toBeVisible()
    // Saved as a draft unless published.
    await expect(main.getByRole('button', { name: 'Publish' })).toBeEnabled()
    await expect(main.getByRole('button', { name: 'Save draft' })).toBeEnabled()
    // Nothing to archive or look back on yet.
    await expect(main.queryByRole('region', { name: 'History' })).toBeNull()
  },
}

/**
 * Filled in and published: the id from the name, the price in naira with kobo, sizes in order,
 * a photo uploaded as it is picked; then the product's own editor says it is published, with
 * its history.
 */
export const Create: Story = {
  tags: ['state:admin-product-saved'],
  parameters: interactionOnly,
  args: { path: NEW },
  play: async ({ canvasElement }) => {
    const { main, field, photoInput, photos } = await editor(canvasElement, 'New product')
    await userEvent.type(field('Name'), 'Ọ̀ṣun River Tee')
    await expect(field('Name')).toHaveAccessibleDescription(
      'Its id will be osun-river-tee, made from the name: it never changes once created.',
    )
    await userEvent.type(field('Description'), 'Soft cotton, river-blue print.')
    await userEvent.selectOptions(main.getByRole('combobox', { name: 'Department' }), 'T-shirts')
    await userEvent.type(field('Price (₦)'), '12,500.50')
    await userEvent.type(field('New size'), 'M{Enter}L{Enter}S{Enter}')
    await userEvent.click(main.getByRole('button', { name: 'Move S earlier' }))
    await userEvent.click(main.getByRole('button', { name: 'Move S earlier' }))
    await userEvent.upload(photoInput(), await photoFile('river.png', '#1d4ed8'))
    await waitFor(() => expect(photos()).toHaveLength(1))
    await waitFor(() => expect(main.queryByText('Uploading…')).toBeNull())
    await expect(photos()[0]).toHaveTextContent('Main photo')

    await userEvent.click(main.getByRole('button', { name: 'Publish' }))
    await expect(await main.findByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible()
    const { history, status } = await editor(canvasElement)
    await expect(await main.findByText('Published: shoppers see it now.')).toBeVisible()
    await expect(field('Name')).toHaveAccessibleDescription(
      'Id: osun-river-tee. The id never changes once created, so links to it keep working.',
    )
    await expect(field('Price (₦)')).toHaveValue('12500.50')
    await expect(
      within(main.getByRole('list', { name: 'Sizes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.S', '2.M', '3.L'])
    await expect(history()).toEqual(['ngozi@adire.example created it1 November 2026 at 13:01'])
    await expect(status().getByText('Live')).toBeVisible()
  },
}

/** An existing product: its fields, id, status and history, newest first. */
export const Editing: Story = {
  tags: ['state:admin-product-editing'],
  play: async ({ canvasElement }) => {
    const { main, field, photos, history, status } = await editor(canvasElement)
    await waitFor(() => expect(document.title).toBe('Edit product (store team) | Adire'))
    await expect(field('Name')).toHaveValue('Indigo Adire Hoodie')
    await expect(field('Name')).toHaveAccessibleDescription(
      'Id: indigo-adire-hoodie. The id never changes once created, so links to it keep working.',
    )
    await expect(main.getByRole('combobox', { name: 'Department' })).toHaveValue('Hoodie')
    await expect(field('Price (₦)')).toHaveValue('28500')
    await expect(main.getByRole('checkbox', { name: 'Bestseller' })).toBeChecked()
    await expect(photos()).toHaveLength(2)
    await expect(status().getByText('Live')).toBeVisible()
    await expect(status().getByText('Live: shoppers see it in the store.')).toBeVisible()
    await expect(status().getByRole('link', { name: 'See it in the store' })).toHaveAttribute(
      'href',
      '/productdetails/indigo-adire-hoodie',
    )
    await expect(history()).toEqual([
      'ngozi@adire.example changed the price from ₦26,000 to ₦28,500 and changed the sizes from S, M, L, XL to S, M, L, XL, XXL31 October 2026 at 13:00',
      'chidi@adire.example marked it as a bestseller29 October 2026 at 13:00',
      'The command line created it26 October 2026 at 13:00',
    ])
    await expect(main.getByRole('button', { name: 'Save changes' })).toBeEnabled()
    await expect(main.getByRole('button', { name: 'Unpublish' })).toBeEnabled()
  },
}

/** Saved without a field filled: each says what to fix before anything is sent. */
export const ValidationErrors: Story = {
  tags: ['state:admin-product-invalid'],
  parameters: interactionOnly,
  args: { path: NEW },
  play: async ({ canvasElement }) => {
    const { main, field, photoInput } = await editor(canvasElement, 'New product')
    await userEvent.type(field('Price (₦)'), '12.345')
    await userEvent.click(main.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(field('Name')).toHaveFocus())
    await expect(field('Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(field('Name')).toHaveAccessibleDescription(/Enter a name$/)
    await expect(main.getByRole('combobox', { name: 'Department' })).toHaveAccessibleDescription(
      'Choose a department',
    )
    await expect(field('Price (₦)')).toHaveAccessibleDescription(
      'In naira, like 12,500 or 12,500.50 A price has at most two decimals (kobo)',
    )
    await expect(field('New size')).toHaveAccessibleDescription(
      'In the order shoppers see them. Add at least one size',
    )
    await expect(photoInput()).toHaveAccessibleDescription(/Add at least one photo$/)
    // Fixing a field takes its message away.
    await userEvent.type(field('Name'), 'Eko Tee')
    await expect(field('Name')).not.toHaveAttribute('aria-invalid')
    // Nothing was sent: still a new product.
    await expect(main.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible()
  },
}

/** Archived after a question, then brought back: the status and the history follow. */
export const ArchiveAndBringBack: Story = {
  tags: ['state:admin-product-archive'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { status, history } = await editor(canvasElement)
    await userEvent.click(status().getByRole('button', { name: 'Archive' }))
    const dialog = within(document.body).getByRole('alertdialog', {
      name: 'Archive Indigo Adire Hoodie?',
    })
    await expect(dialog).toHaveAccessibleDescription(
      'Shoppers no longer see it or can buy it. It stays in the orders and carts that have it, and you can bring it back at any time.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    await expect(status().getByText('Live')).toBeVisible()

    await userEvent.click(status().getByRole('button', { name: 'Archive' }))
    await userEvent.click(
      within(within(document.body).getByRole('alertdialog')).getByRole('button', {
        name: 'Archive it',
      }),
    )
    await expect(await status().findByRole('status')).toHaveTextContent(
      'Archived: shoppers no longer see it.',
    )
    await expect(status().getByText('Archived', { selector: '[data-status]' })).toBeVisible()
    await expect(status().queryByRole('link', { name: 'See it in the store' })).toBeNull()
    await expect(history()[0]).toBe('ngozi@adire.example archived it1 November 2026 at 13:01')

    await userEvent.click(status().getByRole('button', { name: 'Bring back' }))
    await userEvent.click(
      within(
        within(document.body).getByRole('alertdialog', {
          name: 'Bring back Indigo Adire Hoodie?',
        }),
      ).getByRole('button', { name: 'Bring it back' }),
    )
    await waitFor(() => expect(status().getByRole('status')).toHaveTextContent('Live again.'))
    await expect(history()[0]).toBe('ngozi@adire.example brought it back1 November 2026 at 13:02')
  },
}

/** An archived product: it says so, and offers to bring it back. */
export const Archived: Story = {
  args: { path: '/admin/products/harmattan-fleece-joggers' },
  play: async ({ canvasElement }) => {
    const { status, history } = await editor(canvasElement)
    await expect(
      status().getByText('Archived: shoppers do not see it. It stays in the orders that have it.'),
    ).toBeVisible()
    await expect(status().getByRole('button', { name: 'Bring back' })).toBeVisible()
    await expect(history()[0]).toBe('ngozi@adire.example archived it22 October 2026 at 13:00')
  },
}

/** An id no product has. */
export const NotFound: Story = {
  args: { path: '/admin/products/no-such-product' },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByRole('alert')).toHaveTextContent('No product has this id')
    await expect(main.getByRole('link', { name: 'Back to the products' })).toHaveAttribute(
      'href',
      '/admin/products',
    )
  },
}

export const Loading: Story = {
  parameters: {
    msw: { handlers: { adminProducts: adminProductsWith(adminProductHandlers.productSlow) } },
  },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('Loading the product'))
  },
}

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    msw: { handlers: { adminProducts: adminProductsWith(adminProductHandlers.productError) } },
  },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'The product could not be loaded: Something went wrong',
    )
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Editing.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Editing.play }
