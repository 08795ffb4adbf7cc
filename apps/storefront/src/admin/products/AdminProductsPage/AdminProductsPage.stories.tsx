import { CATEGORIES } from '@adire/contract'
import {
  adminProductHandlers,
  FIXTURE_PHOTO,
  MOCK_ADMIN_TOKEN,
  MOCK_TOKEN,
  resetMockDepartments,
  resetMockOrders,
  resetMockProducts,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../../stories/StoryApp.tsx'

/**
 * The store team's products: the launch range on the mock server, a product made from uploaded
 * photos and two archived ones (reset before each story). The team member is signed in with
 * `MOCK_ADMIN_TOKEN`; a shopper's token (`MOCK_TOKEN`) is refused.
 */
const meta = {
  title: 'Pages/Admin products',
  component: StoryApp,
  args: { path: '/admin/products', storedToken: MOCK_ADMIN_TOKEN },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetMockProducts()
    resetMockOrders()
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as another story's first screen: no reference image. */
const interactionOnly = { visual: false } as const

async function adminPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  return { canvas, main }
}

/** The list, once loaded. */
async function productList(canvasElement: HTMLElement) {
  const page = await adminPage(canvasElement)
  await expect(
    await page.main.findByRole('heading', { level: 1, name: 'Store products' }),
  ).toBeVisible()
  await page.main.findByRole('list', { name: 'Products' })
  // Found again each time: the list is replaced when a search finds nothing.
  const rows = () =>
    within(page.main.getByRole('list', { name: 'Products' })).getAllByRole('listitem')
  const names = () => rows().map((row) => row.querySelector('a')?.textContent)
  return { ...page, rows, names }
}

/**
 * The list shot with its pictures (issue 41): the Ọ̀yọ́ hoodie's main photo is a real photograph
 * in landscape, shown in the same box as the artwork of the products below it.
 */
export const WithPhotos: Story = {
  parameters: { photos: true },
  play: async ({ canvasElement }) => {
    const { rows } = await productList(canvasElement)
    // The newest of the launch range first, then the Ọ̀yọ́ hoodie, made from photographs.
    const [drawn, photographed] = rows()
    const box = (row: HTMLElement | undefined) => row?.querySelector('img')?.getBoundingClientRect()
    await expect(photographed?.querySelector('img')).toHaveAttribute(
      'src',
      `/photos/${FIXTURE_PHOTO.id}-320.jpg`,
    )
    await expect(box(photographed)?.width).toBeCloseTo(box(drawn)?.width ?? 0, 0)
    await expect(box(photographed)?.height).toBeCloseTo(box(drawn)?.height ?? 0, 0)
  },
}

/**
 * The products not archived, drafts among them, newest first, 20 a page, each with its main
 * photo, name (the link to its editor), id, department, sizes with the sizes not counted, price
 * (on sale, the price before struck through) and status (Live or Draft); the admin shell's
 * sections above.
 */
export const List: Story = {
  tags: ['state:admin-products-list'],
  play: async ({ canvasElement }) => {
    const { main, rows, names } = await productList(canvasElement)
    await waitFor(() => expect(document.title).toBe('Products (store team) | Adire'))
    await expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    )
    const sections = within(within(canvasElement).getByRole('navigation', { name: 'Store team' }))
    await expect(sections.getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(sections.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    )
    await expect(rows()).toHaveLength(20)
    await expect(names().slice(0, 4)).toEqual([
      'Adire Circles Tee',
      'Ọ̀yọ́ Adire Hoodie',
      'Lagos Linen Kaftan',
      'Green Eagles Home Jersey',
    ])
    const oyo = rows()[1] as HTMLElement
    await expect(within(oyo).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/products/oyo-adire-hoodie',
    )
    await expect(oyo).toHaveTextContent('oyo-adire-hoodie')
    await expect(oyo).toHaveTextContent('Hoodies · Sizes S, M, L, XL')
    await expect(oyo).toHaveTextContent('₦27,500 was ₦31,500.50')
    await expect(oyo.querySelector('s')).toHaveTextContent('₦31,500.50')
    await expect(oyo).toHaveTextContent('Live')
    // Its counted sizes' units, low and sold out said so, and the size never counted.
    await expect(oyo).toHaveTextContent('In stock: S 1 (low), M 0 (sold out), L 9 · 10 in all')
    await expect(oyo).toHaveTextContent('1 size not counted: it sells without limit (XL)')
    const kaftan = rows()[2] as HTMLElement
    await expect(kaftan).toHaveTextContent('Draft')
    await expect(kaftan).toHaveTextContent(
      '5 sizes not counted: they sell without limit (S, M, L, XL, XXL)',
    )
    // An uploaded photo is shown from its 320 px file.
    await expect(oyo.querySelector('img')).toHaveAttribute(
      'src',
      `/photos/${FIXTURE_PHOTO.id}-320.jpg`,
    )
    const pages = within(main.getByRole('navigation', { name: 'Pages' }))
    await expect(pages.getByText(/1–20 of 58/)).toBeVisible()
    await expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/admin/products?page=2',
    )
    await expect(main.getByRole('link', { name: 'New product' })).toHaveAttribute(
      'href',
      '/admin/products/new',
    )
  },
}

/** Searched by part of a name, then by id; nothing found says so, with the way back. */
export const Search: Story = {
  tags: ['state:admin-products-filter'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, names } = await productList(canvasElement)
    const search = main.getByRole('searchbox', { name: 'Search by name or id' })
    await userEvent.type(search, 'adire hoodie{Enter}')
    await waitFor(() => expect(names()).toEqual(['Ọ̀yọ́ Adire Hoodie', 'Indigo Adire Hoodie']))
    await userEvent.clear(search)
    await userEvent.type(search, 'lekki-linen{Enter}')
    await waitFor(() => expect(names()).toEqual(['Lekki Linen Shorts']))

    await userEvent.clear(search)
    await userEvent.type(search, 'agbada{Enter}')
    await expect(await main.findByText('No products match.')).toBeVisible()
    await userEvent.click(main.getByRole('link', { name: 'Show every product' }))
    await waitFor(() => expect(names()).toHaveLength(20))
    await expect(search).toHaveValue('')
  },
}

/** One department, kept in the address; then another. */
export const Department: Story = {
  tags: ['state:admin-products-filter'],
  args: { path: '/admin/products?category=Sunglasses' },
  play: async ({ canvasElement }) => {
    const { main, rows } = await productList(canvasElement)
    const filter = main.getByRole('combobox', { name: 'Department' })
    await expect(filter).toHaveValue('Sunglasses')
    await expect(rows()).toHaveLength(7)
    for (const row of rows()) await expect(row).toHaveTextContent('Sunglasses ·')
    await userEvent.selectOptions(filter, 'Head wear')
    await waitFor(() => {
      for (const row of rows()) expect(row).toHaveTextContent('Head wear ·')
    })
    await expect(rows()).toHaveLength(7)
  },
}

/** Drafts only, from the address; then the archived ones (whatever Show archived says). */
export const ByStatus: Story = {
  tags: ['state:admin-products-filter'],
  args: { path: '/admin/products?status=draft' },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, rows } = await productList(canvasElement)
    const filter = main.getByRole('combobox', { name: 'Status' })
    await expect(filter).toHaveValue('draft')
    await expect(rows().length).toBeGreaterThan(0)
    for (const row of rows()) await expect(row).toHaveTextContent('Draft')
    await userEvent.selectOptions(filter, 'Archived')
    await waitFor(() => {
      for (const row of rows()) expect(row).toHaveTextContent('Archived')
    })
    await expect(main.getByRole('checkbox', { name: 'Show archived' })).not.toBeChecked()
  },
}

/**
 * The department filter and the rows name departments as the store has them now (issue 44), not
 * as a new store does: Hoodies renamed, Dresses added. The way to the Departments screen is
 * beside the list.
 */
export const StoreDepartments: Story = {
  args: { path: '/admin/products?category=Hoodie' },
  parameters: interactionOnly,
  beforeEach: () => {
    resetMockDepartments([
      ...CATEGORIES.map((d) => (d.id === 'Hoodie' ? { ...d, label: 'Hoodies & sweats' } : d)),
      { id: 'Dresses', label: 'Dresses', slug: 'Dresses', aliases: [] },
    ])
    return () => resetMockDepartments()
  },
  play: async ({ canvasElement }) => {
    const { main, rows } = await productList(canvasElement)
    const filter = main.getByRole('combobox', { name: 'Department' })
    await waitFor(() =>
      expect(within(filter).getByRole('option', { name: 'Dresses' })).toBeInTheDocument(),
    )
    await expect(filter).toHaveValue('Hoodie')
    await waitFor(() => {
      for (const row of rows()) expect(row).toHaveTextContent('Hoodies & sweats ·')
    })
    await expect(main.getByRole('link', { name: 'Departments' })).toHaveAttribute(
      'href',
      '/admin/products/departments',
    )
  },
}

/** Archived products too, on request: each says so. */
export const ShowArchived: Story = {
  tags: ['state:admin-products-filter'],
  args: { path: '/admin/products?q=tee' },
  play: async ({ canvasElement }) => {
    const { main, rows, names } = await productList(canvasElement)
    await expect(names()).not.toContain('Eko Night Market Tee')
    const onSale = rows().length
    await userEvent.click(main.getByRole('checkbox', { name: 'Show archived' }))
    await waitFor(() => expect(rows()).toHaveLength(onSale + 1))
    const archived = rows().find((row) => row.textContent?.includes('Eko Night Market Tee'))
    await expect(archived).toHaveTextContent('Archived')
    await expect(main.getByRole('checkbox', { name: 'Show archived' })).toBeChecked()
  },
}

/**
 * What to restock (docs/product.md §11.6), from the address: the products with a counted size
 * low on stock; then those with one sold out, in one department; then none, and back to every
 * product.
 */
export const LowStock: Story = {
  tags: ['state:admin-stock-filters'],
  args: { path: '/admin/products?stock=low' },
  play: async ({ canvasElement }) => {
    const { main, names } = await productList(canvasElement)
    const filter = main.getByRole('combobox', { name: 'Stock' })
    await expect(filter).toHaveValue('low')
    await expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Low stock', 'Sold out'])
    await expect(names()).toEqual(['Ọ̀yọ́ Adire Hoodie', 'Indigo Adire Hoodie'])

    await userEvent.selectOptions(filter, 'Sold out')
    await waitFor(() =>
      expect(names()).toEqual(['Ọ̀yọ́ Adire Hoodie', 'Indigo Adire Hoodie', 'Danfo Yellow Shades']),
    )
    await userEvent.selectOptions(main.getByRole('combobox', { name: 'Department' }), 'Sunglasses')
    await waitFor(() => expect(names()).toEqual(['Danfo Yellow Shades']))
    await expect(filter).toHaveValue('soldout')

    await userEvent.selectOptions(main.getByRole('combobox', { name: 'Department' }), 'Head wear')
    await expect(await main.findByText('No products match.')).toBeVisible()
    await userEvent.click(main.getByRole('link', { name: 'Show every product' }))
    await waitFor(() => expect(names()).toHaveLength(20))
    await expect(main.getByRole('combobox', { name: 'Stock' })).toHaveValue('')
  },
}

/** Sold out, archived products too: one the team archived with none left. */
export const SoldOutArchived: Story = {
  tags: ['state:admin-stock-filters'],
  args: { path: '/admin/products?stock=soldout&archived=true' },
  play: async ({ canvasElement }) => {
    const { main, rows, names } = await productList(canvasElement)
    await expect(main.getByRole('combobox', { name: 'Stock' })).toHaveValue('soldout')
    await expect(names()).toContain('Harmattan Fleece Joggers')
    const joggers = rows().find((row) => row.textContent?.includes('Harmattan Fleece Joggers'))
    await expect(joggers).toHaveTextContent('Archived')
    await userEvent.click(main.getByRole('checkbox', { name: 'Show archived' }))
    await waitFor(() => expect(names()).not.toContain('Harmattan Fleece Joggers'))
  },
}

/** From the orders, the section links lead to the products. */
export const FromTheOrders: Story = {
  parameters: interactionOnly,
  args: { path: '/admin/orders' },
  play: async ({ canvasElement }) => {
    await adminPage(canvasElement)
    const sections = within(
      await within(canvasElement).findByRole('navigation', { name: 'Store team' }),
    )
    await expect(sections.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.click(sections.getByRole('link', { name: 'Products' }))
    // Each page draws its own shell: the products page comes with a main of its own.
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Store products' }),
    ).toBeVisible()
    await expect(await canvas.findByRole('list', { name: 'Products' })).toBeVisible()
  },
}

export const Loading: Story = {
  tags: ['state:admin-products-loading'],
  parameters: { msw: { handlers: { adminProducts: [adminProductHandlers.listSlow] } } },
  play: async ({ canvasElement }) => {
    const { main } = await adminPage(canvasElement)
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('Loading products'))
  },
}

/** No product at all yet. */
export const Empty: Story = {
  tags: ['state:admin-products-empty'],
  parameters: { msw: { handlers: { adminProducts: [adminProductHandlers.listEmpty] } } },
  play: async ({ canvasElement }) => {
    const { main } = await adminPage(canvasElement)
    await expect(await main.findByText('No products yet.')).toBeVisible()
    await expect(main.getByRole('link', { name: 'New product' })).toBeVisible()
  },
}

export const ErrorState: Story = {
  tags: ['state:admin-products-error'],
  name: 'Error',
  parameters: { msw: { handlers: { adminProducts: [adminProductHandlers.listError] } } },
  play: async ({ canvasElement }) => {
    const { main } = await adminPage(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'The products could not be loaded: Something went wrong',
    )
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** A shopper's account: not theirs, said plainly. */
export const NotAllowed: Story = {
  args: { storedToken: MOCK_TOKEN },
  play: async ({ canvasElement }) => {
    const { main } = await adminPage(canvasElement)
    await expect(await main.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
    await expect(main.queryByRole('list', { name: 'Products' })).toBeNull()
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Store team' })).toBeNull()
  },
}

/** Signed out: the way to log in. */
export const SignedOut: Story = {
  args: { storedToken: undefined },
  play: async ({ canvasElement }) => {
    const { main } = await adminPage(canvasElement)
    await expect(await main.findByText('Please log in')).toBeVisible()
    await expect(
      main.getByText(
        'This page is for the Adire store team. Log in with your team account to manage products.',
      ),
    ).toBeVisible()
    await expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=/admin/products',
    )
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: List.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: List.play }
