import { productPath } from '@adire/contract'
import { fixtureOrders } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { OrderItems } from './OrderItems.tsx'

const packing = fixtureOrders[1]

const meta = {
  title: 'UI/Orders/OrderItems',
  component: OrderItems,
  args: { items: packing?.items ?? [] },
  decorators: [(Story) => <div className="w-full max-w-md">{Story()}</div>],
} satisfies Meta<typeof OrderItems>

export default meta
type Story = StoryObj<typeof meta>

/** docs/product.md §2: first image, name, price x quantity, size. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Items in this order' })
    const [hoodie, tees] = within(list).getAllByRole('listitem')
    await expect(hoodie).toHaveTextContent('Indigo Adire Hoodie')
    await expect(hoodie).toHaveTextContent('₦28,500 x 1')
    await expect(hoodie).toHaveTextContent('Size L')
    await expect(hoodie?.querySelector('img')).toHaveAttribute(
      'src',
      packing?.items[0]?.image[0] ?? '',
    )
    await expect(tees).toHaveTextContent('₦12,500 x 2')
    await expect(tees).toHaveTextContent('Size M')
    // Without `hrefFor`, names are text, not links.
    await expect(within(list).queryByRole('link')).toBeNull()
  },
}

/** With `hrefFor`, each name links to its product's page. */
export const WithLinks: Story = {
  args: { hrefFor: (item) => productPath(item._id) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Indigo Adire Hoodie' }),
    ).toHaveAttribute('href', '/productdetails/indigo-adire-hoodie')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }

/**
 * A line bought on sale (the receipt, My Orders, the store team's order): the unit price paid,
 * and the price before the sale struck through, as they were when it was bought.
 */
export const BoughtOnSale: Story = {
  args: {
    items: (packing?.items ?? []).map((item, index) =>
      index === 0 ? { ...item, price: 24000, wasPrice: 28500 } : item,
    ),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Items in this order' })
    const [hoodie, tees] = within(list).getAllByRole('listitem')
    await expect(hoodie).toHaveTextContent('₦24,000 was ₦28,500 x 1')
    await expect(hoodie?.querySelector('s')).toHaveTextContent('₦28,500')
    await expect(tees?.querySelector('s')).toBeNull()
  },
}

export const BoughtOnSaleDark: Story = {
  args: BoughtOnSale.args,
  globals: { theme: 'dark' },
  play: BoughtOnSale.play,
}
