import { CATEGORIES } from '@adire/contract'
import { FIXTURE_PHOTO, fixtureAdminProducts } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AdminProductList } from './AdminProductList.tsx'

const archived = fixtureAdminProducts.filter((product) => product.archived)
const hoodie = fixtureAdminProducts.find((product) => product._id === 'indigo-adire-hoodie')
if (!hoodie) throw new Error('The fixtures need the indigo hoodie')
const everySize = (product: { sizes: readonly string[] }, units: number) =>
  Object.fromEntries(product.sizes.map((size) => [size, units]))

const meta = {
  title: 'UI/Admin/AdminProductList',
  component: AdminProductList,
  args: {
    products: fixtureAdminProducts.slice(0, 6),
    hrefFor: (product) => `/admin/products/${product._id}`,
  },
  decorators: [(Story) => <div className="w-full max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof AdminProductList>

export default meta
type Story = StoryObj<typeof meta>

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Products' })).getAllByRole('listitem')

/**
 * Newest first, each with its main photo (an uploaded photo at 320 px, or the launch range's
 * artwork), name linking to its editor, id, department, sizes, price and status.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = rows(canvasElement) as [HTMLElement, HTMLElement]
    await expect(rows(canvasElement)).toHaveLength(6)
    await expect(first).toHaveTextContent('Adire Circles Tee')
    await expect(first).toHaveTextContent('₦12,500')
    await expect(first).toHaveTextContent('Bestseller')
    await expect(first.querySelector('img')).toHaveAttribute(
      'src',
      '/images/products/adire-circles-tee-1.svg',
    )
    await expect(within(second).getByRole('link', { name: 'Ọ̀yọ́ Adire Hoodie' })).toHaveAttribute(
      'href',
      '/admin/products/oyo-adire-hoodie',
    )
    await expect(second).toHaveTextContent('oyo-adire-hoodie')
    await expect(second).toHaveTextContent('Hoodies · Sizes S, M, L, XL')
    // On sale: the sale price, the price before struck through.
    await expect(second).toHaveTextContent('₦27,500 was ₦31,500.50')
    await expect(second.querySelector('s')).toHaveTextContent('₦31,500.50')
    await expect(second).toHaveTextContent('Live')
    await expect(second.querySelector('img')).toHaveAttribute(
      'src',
      `/photos/${FIXTURE_PHOTO.id}-320.jpg`,
    )
  },
}

/** A product with every size sold out says so, in words beside its status. */
export const SoldOut: Story = {
  args: {
    products: fixtureAdminProducts
      .slice(0, 3)
      .map((product, index) => (index === 1 ? { ...product, soldOut: true as const } : product)),
  },
  play: async ({ canvasElement }) => {
    const [first, second] = rows(canvasElement) as [HTMLElement, HTMLElement]
    await expect(within(second).getByText('Sold out')).toBeVisible()
    await expect(second).toHaveTextContent('LiveSold out')
    await expect(within(first).queryByText('Sold out')).toBeNull()
  },
}

/** Archived products say so. */
export const WithArchived: Story = {
  args: { products: [...fixtureAdminProducts.slice(0, 2), ...archived] },
  play: async ({ canvasElement }) => {
    const text = rows(canvasElement).map((row) => row.textContent ?? '')
    await expect(text.filter((row) => row.includes('Archived'))).toHaveLength(archived.length)
    await expect(text[2]).toContain('Harmattan Fleece Joggers')
  },
}

/** Each status in words: Live, Draft (shown to no shopper) and Archived. */
export const Statuses: Story = {
  args: {
    products: [
      ...fixtureAdminProducts.filter((product) => product.status === 'draft'),
      ...fixtureAdminProducts.slice(0, 1),
      ...archived.slice(0, 1),
    ],
  },
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll('[data-status]')].map((b) => b.textContent)
    await expect(badges).toEqual(['Draft', 'Live', 'Archived'])
  },
}

/**
 * The stock of each row (docs/product.md §11.6): the units of its counted sizes, low and sold
 * out said in words, the total; and the sizes never counted, which sell without limit.
 */
export const Stock: Story = {
  args: {
    products: [
      { ...hoodie, stock: { S: 8, M: 2, L: 0, XL: 14 } },
      { ...hoodie, _id: 'uncounted', name: 'Never Counted Hoodie', stock: {} },
      { ...hoodie, _id: 'counted', name: 'Fully Counted Hoodie', stock: everySize(hoodie, 5) },
    ],
  },
  play: async ({ canvasElement }) => {
    const [partly, never, fully] = rows(canvasElement) as [HTMLElement, HTMLElement, HTMLElement]
    await expect(partly).toHaveTextContent(
      'In stock: S 8, M 2 (low), L 0 (sold out), XL 14 · 24 in all',
    )
    await expect(partly).toHaveTextContent('1 size not counted: it sells without limit (XXL)')
    await expect(never).toHaveTextContent(
      '5 sizes not counted: they sell without limit (S, M, L, XL, XXL)',
    )
    await expect(never).not.toHaveTextContent('In stock:')
    await expect(fully).toHaveTextContent('In stock: S 5, M 5, L 5, XL 5, XXL 5 · 25 in all')
    await expect(fully).not.toHaveTextContent('not counted')
  },
}

export const StockMobile: Story = {
  args: Stock.args,
  globals: { viewport: { value: 'mobile360' } },
  play: Stock.play,
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = {
  args: WithArchived.args,
  globals: { theme: 'dark' },
  play: WithArchived.play,
}

/** Each row names its department as the store has it now (issue 44): Hoodies renamed. */
export const StoreDepartments: Story = {
  args: {
    departments: CATEGORIES.map((d) =>
      d.id === 'Hoodie' ? { ...d, label: 'Hoodies & sweats' } : d,
    ),
  },
  play: async ({ canvasElement }) => {
    const [, second] = rows(canvasElement) as [HTMLElement, HTMLElement]
    await expect(second).toHaveTextContent('Hoodies & sweats · Sizes S, M, L, XL')
  },
}
