import { FIXTURE_PHOTO, fixtureAdminProducts } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AdminProductList } from './AdminProductList.tsx'

const archived = fixtureAdminProducts.filter((product) => product.archived)

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
    await expect(second).toHaveTextContent('₦31,500.50')
    await expect(second).toHaveTextContent('On sale')
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
    await expect(second).toHaveTextContent('On saleSold out')
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

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = {
  args: WithArchived.args,
  globals: { theme: 'dark' },
  play: WithArchived.play,
}
