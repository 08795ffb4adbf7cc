import {
  adminProductHandlers,
  adminProductsWith,
  adminStockHandlers,
  adminStockWith,
  fixtureStock,
  heldRequests,
  MOCK_ADMIN_TOKEN,
  mockStock,
  resetMockOrders,
  resetMockProducts,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../../stories/StoryApp.tsx'

/**
 * The store team's product editor, new (`/admin/products/new`) and existing
 * (`/admin/products/:id`), on the mock server's catalogue (reset before each story). Photos
 * picked in a story are made in the browser (a phone-sized PNG); the mock server takes any
 * photo's bytes and refuses any other file, as the server does.
 */
const meta = {
  title: 'Pages/Admin product editor',
  component: StoryApp,
  args: { path: '/admin/products/indigo-adire-hoodie', storedToken: MOCK_ADMIN_TOKEN },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetMockProducts()
    // The mock server's clock too: each save is stamped a minute after 1 November 2026, 13:00.
    resetMockOrders()
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as another story's first screen: no reference image. */
const interactionOnly = { visual: false } as const

const NEW = '/admin/products/new'

/** A photo as a phone's gallery hands it over: 1600 × 1200, in one colour. */
async function photoFile(name: string, colour: string): Promise<File> {
  const canvas = new OffscreenCanvas(1600, 1200)
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
  context.fillStyle = colour
  context.fillRect(0, 0, 1600, 1200)
  const blob = await canvas.convertToBlob({ type: 'image/png' })
  return new File([blob], name, { type: 'image/png' })
}

/** The editor, once its form is there. */
async function editor(canvasElement: HTMLElement, heading = 'Edit product') {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  await expect(await main.findByRole('heading', { level: 1, name: heading })).toBeVisible()
  await main.findByRole('button', { name: /^(Create product|Save changes)$/ })
  return {
    canvas,
    main,
    field: (name: string) => main.getByRole('textbox', { name }),
    photoInput: () => main.getByLabelText('Choose photos'),
    photos: () =>
      within(main.getByRole('list', { name: 'Photos of this product' })).getAllByRole('listitem'),
    history: () =>
      within(main.getByRole('list', { name: 'Product history' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    status: () => within(main.getByRole('region', { name: 'Status' })),
  }
}

/** The stock panels (docs/product.md §11.6), once the product's stock is read. */
async function stockPanels(canvasElement: HTMLElement) {
  const { main } = await editor(canvasElement)
  const stock = within(await main.findByRole('region', { name: 'Stock' }))
  const save = await stock.findByRole('button', { name: 'Save stock' })
  return {
    main,
    stock,
    save,
    size: (name: string) => stock.getByRole('textbox', { name: `Size ${name}` }),
    reason: () => stock.getByRole('combobox', { name: 'Reason' }),
    changes: () =>
      within(main.getByRole('list', { name: 'Stock changes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
  }
}

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
      within(main.getByRole('navigation', { name: 'Store team' })).getByRole('link', {
        name: 'Products',
      }),
    ).toHaveAttribute('aria-current', 'true')
    await expect(field('Name')).toHaveValue('')
    await expect(field('Name')).toHaveAccessibleDescription(
      'Its id is made from the name, and never changes once the product is created.',
    )
    await expect(main.getByRole('combobox', { name: 'Department' })).toHaveValue('')
    await expect(main.getByText('No sizes yet.')).toBeVisible()
    await expect(main.getByRole('button', { name: 'Create product' })).toBeEnabled()
    // Nothing to archive or look back on yet.
    await expect(main.queryByRole('region', { name: 'History' })).toBeNull()
  },
}

/**
 * Filled in and created: the id from the name, the price in naira with kobo, sizes in order,
 * a photo uploaded as it is picked; then the product's own editor says it is saved, with its
 * history.
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

    await userEvent.click(main.getByRole('button', { name: 'Create product' }))
    await expect(await main.findByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible()
    const { history, status } = await editor(canvasElement)
    await expect(await main.findByRole('status')).toHaveTextContent('Saved.')
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
    await expect(status().getByText('On sale')).toBeVisible()
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
    await expect(status().getByText('On sale')).toBeVisible()
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
    await userEvent.click(main.getByRole('button', { name: 'Create product' }))
    await waitFor(() => expect(field('Name')).toHaveFocus())
    await expect(field('Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(field('Name')).toHaveAccessibleDescription(/Enter a name$/)
    await expect(main.getByRole('combobox', { name: 'Department' })).toHaveAccessibleDescription(
      'Choose a department',
    )
    await expect(field('Price (₦)')).toHaveAccessibleDescription(
      'In naira, like 12500 or 12500.50 A price has at most two decimals (kobo)',
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

/** A photo on its way: "Uploading…", and the product waits for it. */
export const Uploading: Story = {
  tags: ['state:admin-product-uploading'],
  parameters: {
    ...interactionOnly,
    msw: { handlers: { adminProducts: adminProductsWith(adminProductHandlers.uploadSlow) } },
  },
  play: async ({ canvasElement }) => {
    const { main, photoInput, photos } = await editor(canvasElement)
    await userEvent.upload(photoInput(), await photoFile('back.png', '#b45309'))
    await waitFor(() => expect(photos()).toHaveLength(3))
    await expect(photos()[2]).toHaveTextContent('Uploading…')
    await userEvent.click(main.getByRole('button', { name: 'Save changes' }))
    await expect(photoInput()).toHaveAccessibleDescription(
      /Wait until every photo has uploaded, then save\.$/,
    )
    // Removed while it uploads: its upload is cancelled, and the product can be saved again.
    await userEvent.click(main.getByRole('button', { name: 'Remove photo 3' }))
    await expect(photos()).toHaveLength(2)
  },
}

/** A file that is not a photo: the server's message beside the photos, and it is not added. */
export const UploadRefused: Story = {
  tags: ['state:admin-product-upload-refused'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, photoInput, photos } = await editor(canvasElement)
    // Named like a photo, but text: the store judges the bytes.
    const notes = new File(['Delivery notes for Friday'], 'notes.jpg', { type: 'image/jpeg' })
    await userEvent.upload(photoInput(), notes)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'notes.jpg: This file is not a photo the store can use. Upload a JPEG, PNG, WebP or AVIF photo.',
    )
    await expect(photos()).toHaveLength(2)
  },
}

/**
 * Six photos at most: files past the sixth are not sent, and say why; the same photo twice is
 * one photo (the store names a photo by its content), so the second is not added.
 */
export const PhotoLimits: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, photoInput, photos } = await editor(canvasElement)
    const colours = ['#b91c1c', '#c2410c', '#a16207', '#15803d', '#0e7490']
    const files = await Promise.all(
      colours.map((colour, i) => photoFile(`stall-${i + 1}.png`, colour)),
    )
    await userEvent.upload(photoInput(), files)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'stall-5.png: A product has at most 6 photos',
    )
    await waitFor(() => expect(photos()).toHaveLength(6))
    await waitFor(() => expect(main.queryByText('Uploading…')).toBeNull())
    await expect(photoInput()).toBeDisabled()
    await expect(main.getByText('A product has at most 6 photos', { selector: 'p' })).toBeVisible()

    // Room for one more, and the same photo as the third: the store knows it already.
    await userEvent.click(main.getByRole('button', { name: 'Remove photo 6' }))
    await userEvent.upload(photoInput(), await photoFile('again.png', '#b91c1c'))
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'again.png: Each photo may be used only once',
    )
    await expect(photos()).toHaveLength(5)
  },
}

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
    await userEvent.click(main.getByRole('button', { name: 'Create product' }))
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
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it on sale' }))
    await expect(status().getByText('On sale')).toBeVisible()

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
    await waitFor(() => expect(status().getByRole('status')).toHaveTextContent('Back on sale.'))
    await expect(history()[0]).toBe(
      'ngozi@adire.example brought it back on sale1 November 2026 at 13:02',
    )
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

/**
 * A product's stock: each size with its units (S low, M sold out, said in words) or "Not
 * counted" (XL), set with why. Only the sizes changed are sent and recorded; the panel and the
 * history show the answer, and the focus stays on the button.
 */
export const Stock: Story = {
  tags: ['state:admin-stock-edit'],
  args: { path: '/admin/products/oyo-adire-hoodie' },
  play: async ({ canvasElement }) => {
    const { main, stock, save, size, reason, changes } = await stockPanels(canvasElement)
    await expect(size('S')).toHaveValue('1')
    await expect(size('S')).toHaveAccessibleDescription('1 in stock Low')
    await expect(size('M')).toHaveAccessibleDescription('0 in stock Sold out')
    await expect(size('L')).toHaveAccessibleDescription('9 in stock')
    await expect(size('XL')).toHaveAccessibleDescription('Not counted')
    await expect(size('XL')).toHaveValue('')
    await expect(stock.getByText('Low', { selector: '[data-stock]' })).toBeVisible()
    await expect(stock.getByText('Sold out', { selector: '[data-stock]' })).toBeVisible()
    await expect(reason()).toHaveValue('')

    await userEvent.clear(size('M'))
    await userEvent.type(size('M'), '12')
    await userEvent.type(size('XL'), '4')
    await userEvent.selectOptions(reason(), 'Received')
    await userEvent.click(save)
    await expect(await stock.findByRole('status')).toHaveTextContent('Stock saved.')
    await expect(save).toHaveFocus()
    await expect(size('M')).toHaveAccessibleDescription('12 in stock')
    await expect(size('XL')).toHaveAccessibleDescription('4 in stock')
    await expect(size('S')).toHaveAccessibleDescription('1 in stock Low')
    // Each save says why afresh.
    await expect(reason()).toHaveValue('')
    await expect(changes().slice(0, 3)).toEqual([
      'Size XL: +4 (4 in stock)Received by ngozi@adire.example1 November 2026 at 13:01',
      'Size M: +12 (12 in stock)Received by ngozi@adire.example1 November 2026 at 13:01',
      'Size M: −2 (0 in stock)Sold in order ADR-FIXTURE-1051 November 2026 at 12:30',
    ])
    await expect(mockStock('oyo-adire-hoodie')).toEqual({ S: 1, M: 12, L: 9, XL: 4 })
    // Typing again: the confirmation goes, nothing is saved yet.
    await userEvent.type(size('S'), '0')
    await expect(main.queryByText('Stock saved.')).toBeNull()
  },
}

/**
 * Saved with nothing changed and no reason, then with a count the store cannot keep: the
 * contract's words at each place, the focus on the first, and nothing sent.
 */
export const StockInvalid: Story = {
  parameters: interactionOnly,
  args: { path: '/admin/products/oyo-adire-hoodie' },
  play: async ({ canvasElement }) => {
    const { save, size, reason } = await stockPanels(canvasElement)
    await userEvent.click(save)
    await waitFor(() => expect(size('S')).toHaveFocus())
    await expect(size('S')).toHaveAccessibleDescription(
      '1 in stock Low Give the stock of at least one size',
    )
    await expect(reason()).toHaveAttribute('aria-invalid', 'true')
    await expect(reason()).toHaveAccessibleDescription(/Say why: received, counted, correction$/)

    await userEvent.clear(size('L'))
    await userEvent.type(size('L'), '2.5')
    await userEvent.selectOptions(reason(), 'Counted')
    await expect(reason()).not.toHaveAttribute('aria-invalid')
    await userEvent.click(save)
    await waitFor(() => expect(size('L')).toHaveFocus())
    await expect(size('L')).toHaveAttribute('aria-invalid', 'true')
    await expect(size('L')).toHaveAccessibleDescription(
      '9 in stock Stock is a whole number from 0 to 100,000',
    )
    await expect(size('S')).not.toHaveAttribute('aria-invalid')
    await expect(mockStock('oyo-adire-hoodie')).toEqual(fixtureStock['oyo-adire-hoodie'])
  },
}

/**
 * Someone else took XXL off the product meanwhile: the server refuses the count on its field,
 * and its words are at XXL's input, which takes the focus.
 */
export const StockRefused: Story = {
  parameters: {
    ...interactionOnly,
    msw: { handlers: { adminStock: adminStockWith(adminStockHandlers.sizeRemovedMeanwhile) } },
  },
  play: async ({ canvasElement }) => {
    const { stock, save, size, reason } = await stockPanels(canvasElement)
    await expect(size('XXL')).toHaveAccessibleDescription('Not counted')
    await userEvent.type(size('XXL'), '6')
    await userEvent.selectOptions(reason(), 'Received')
    await userEvent.click(save)
    await waitFor(() => expect(size('XXL')).toHaveFocus())
    await expect(size('XXL')).toHaveAttribute('aria-invalid', 'true')
    await expect(size('XXL')).toHaveAccessibleDescription(
      'Not counted This product has no size XXL',
    )
    await expect(stock.queryByRole('status')).toBeNull()
    await expect(stock.queryByRole('alert')).toBeNull()
  },
}

/** The save on its way: the button waits. */
export const StockSaving: Story = {
  parameters: {
    ...interactionOnly,
    msw: { handlers: { adminStock: adminStockWith(adminStockHandlers.updateSlow) } },
  },
  play: async ({ canvasElement }) => {
    const { stock, size, reason, save } = await stockPanels(canvasElement)
    await userEvent.clear(size('M'))
    await userEvent.type(size('M'), '3')
    await userEvent.selectOptions(reason(), 'Correction')
    await userEvent.click(save)
    const saving = await stock.findByRole('button', { name: 'Saving stock…' })
    await expect(saving).toHaveAttribute('aria-disabled', 'true')
    await expect(saving).toHaveAttribute('aria-busy', 'true')
    await expect(saving).toHaveFocus()
    // Ends only once the save has arrived: sent later, it would change the next story's data.
    await waitFor(() =>
      expect(heldRequests()).toEqual(['PUT /api/admin/products/indigo-adire-hoodie/stock']),
    )
  },
}

/**
 * Every change of a sold-out product's stock, newest first: each sale and the return of a
 * cancelled order by its reference, the delivery counted from the command line.
 */
export const StockHistory: Story = {
  tags: ['state:admin-stock-history'],
  args: { path: '/admin/products/danfo-yellow-shades' },
  play: async ({ canvasElement }) => {
    const { size, changes } = await stockPanels(canvasElement)
    await expect(size('One size')).toHaveAccessibleDescription('0 in stock Sold out')
    await expect(changes()).toEqual([
      'Size One size: −1 (0 in stock)Sold in order ADR-FIXTURE-1021 November 2026 at 08:00',
      'Size One size: +1 (1 in stock)Returned from cancelled order ADR-FIXTURE-10631 October 2026 at 13:00',
      'Size One size: −3 (0 in stock)Sold in order ADR-FIXTURE-10330 October 2026 at 13:00',
      'Size One size: +3 (3 in stock)Received by the command line26 October 2026 at 13:00',
    ])
  },
}

/** Never counted: every size always available, and no change to list yet. */
export const StockNotCounted: Story = {
  tags: ['state:admin-stock-history'],
  args: { path: '/admin/products/lekki-linen-shorts' },
  play: async ({ canvasElement }) => {
    const { main, stock } = await stockPanels(canvasElement)
    const sizes = stock.getAllByRole('textbox')
    await expect(sizes).toHaveLength(4)
    for (const input of sizes) {
      await expect(input).toHaveAccessibleDescription('Not counted')
      await expect(input).toHaveValue('')
    }
    const history = within(main.getByRole('region', { name: 'Stock history' }))
    await expect(history.getByText('No stock changes yet.')).toBeVisible()
    await expect(history.queryByRole('list')).toBeNull()
  },
}

/** The stock could not be read: said in its panel, with another try; the product's form works. */
export const StockError: Story = {
  parameters: {
    msw: { handlers: { adminStock: [adminStockHandlers.stockError] } },
  },
  play: async ({ canvasElement }) => {
    const { main, field } = await editor(canvasElement)
    const stock = within(main.getByRole('region', { name: 'Stock' }))
    await expect(await stock.findByRole('alert')).toHaveTextContent(
      'The stock could not be loaded: Something went wrong',
    )
    await expect(stock.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(main.queryByRole('region', { name: 'Stock history' })).toBeNull()
    await expect(field('Name')).toHaveValue('Indigo Adire Hoodie')
  },
}

export const StockMobile: Story = {
  parameters: interactionOnly,
  globals: { viewport: { value: 'mobile360' } },
  args: Stock.args,
  play: Stock.play,
}

export const StockDark: Story = {
  parameters: interactionOnly,
  globals: { theme: 'dark' },
  args: Stock.args,
  play: Stock.play,
}
