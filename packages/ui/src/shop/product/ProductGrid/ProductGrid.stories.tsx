import { formatNaira, productPath } from '@adire/contract'
import { fixtureProducts } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ProductGrid } from './ProductGrid.tsx'

const products = fixtureProducts.slice(0, 10)
const [first] = products

const meta = {
  title: 'UI/Product/ProductGrid',
  component: ProductGrid,
  parameters: { layout: 'fullscreen' },
  args: {
    products,
    status: 'success',
    emptyMessage: 'No products to show yet.',
    hrefFor: (product) => productPath(product._id),
    eagerCount: 4,
    className: 'p-4',
  },
} satisfies Meta<typeof ProductGrid>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10)
    await expect(
      canvas.getByRole('link', { name: `${first?.name} ${formatNaira(first?.price ?? 0)}` }),
    ).toHaveAttribute('href', productPath(first?._id ?? ''))
    const images = canvasElement.querySelectorAll('img')
    await expect(images[3]).toHaveAttribute('loading', 'eager')
    await expect(images[4]).toHaveAttribute('loading', 'lazy')
  },
}

export const Loading: Story = {
  args: { ...Default.args, products: [], status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading products')
  },
}

export const Empty: Story = {
  args: { ...Default.args, products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products to show yet.')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: {
    ...Default.args,
    products: [],
    status: 'error',
    errorMessage: 'Failed to fetch products',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to fetch products',
    )
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
