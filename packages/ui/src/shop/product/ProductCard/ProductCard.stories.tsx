import { productPath } from '@adire/contract'
import { FIXTURE_PHOTO_PATH, fixtureProduct } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ProductCard } from './ProductCard.tsx'

const product = fixtureProduct('indigo-adire-hoodie')

const meta = {
  title: 'UI/Product/ProductCard',
  component: ProductCard,
  // A card 14rem wide, as the story shows it.
  args: { product, href: productPath(product._id), imageSizes: '224px' },
  decorators: [(Story) => <div className="w-56">{Story()}</div>],
} satisfies Meta<typeof ProductCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Indigo Adire Hoodie ₦28,500' })
    await expect(link).toHaveAttribute('href', '/productdetails/indigo-adire-hoodie')
    await expect(link.querySelector('img')).toHaveAttribute('loading', 'lazy')
  },
}

export const AboveTheFold: Story = {
  args: { ...Default.args, imageLoading: 'eager' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')
    await expect(image).toHaveAttribute('loading', 'eager')
    await expect(image).toHaveAttribute('fetchpriority', 'auto')
  },
}

export const LargestPaint: Story = {
  args: { ...Default.args, imageLoading: 'priority' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')
    await expect(image).toHaveAttribute('loading', 'eager')
    await expect(image).toHaveAttribute('fetchpriority', 'high')
  },
}

/** A product the store team photographed: the photo's widths and formats, for a 224 px card. */
export const UploadedPhoto: Story = {
  args: { ...Default.args, product: { ...product, image: [FIXTURE_PHOTO_PATH] } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('picture img')
    await expect(image).toHaveAttribute('sizes', '224px')
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(canvasElement.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining('-320.avif 320w'),
    )
  },
}

export const LongName: Story = {
  args: {
    ...Default.args,
    product: { ...product, name: 'Hand-dyed Indigo Adire Oversized Hoodie with Kangaroo Pocket' },
  },
}

/** docs/product.md §11.6: no size left. "Sold out" under the price, part of the link's name. */
export const SoldOut: Story = {
  args: { ...Default.args, product: { ...product, soldOut: true } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Indigo Adire Hoodie ₦28,500 Sold out',
    })
    await expect(within(link).getByText('Sold out')).toBeVisible()
  },
}

/** The sold-out card as narrow as a phone's grid makes it (156 px at 360 px). */
export const SoldOutNarrow: Story = {
  args: SoldOut.args,
  decorators: [(Story) => <div className="w-[156px]">{Story()}</div>],
  play: SoldOut.play,
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }

/** On sale: the sale price, the price before struck through, both in the link's name. */
export const OnSale: Story = {
  args: { ...Default.args, product: { ...product, price: 24000, wasPrice: 28500 } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Indigo Adire Hoodie ₦24,000 was ₦28,500',
    })
    await expect(link.querySelector('s')).toHaveTextContent('₦28,500')
    await expect(within(link).getByText('₦24,000')).toBeVisible()
  },
}

export const OnSaleMobile: Story = {
  args: OnSale.args,
  globals: { viewport: { value: 'mobile360' } },
  play: OnSale.play,
}
