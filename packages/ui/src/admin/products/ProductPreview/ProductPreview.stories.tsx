import { draftKaftan, fixtureAdminProducts } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ProductPreview } from './ProductPreview.tsx'

const onSale = fixtureAdminProducts.find((product) => product.salePrice !== null)
if (!onSale) throw new Error('The fixtures need a product on sale')

const meta = {
  title: 'UI/Admin/ProductPreview',
  component: ProductPreview,
  args: { product: draftKaftan },
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
} satisfies Meta<typeof ProductPreview>

export default meta
type Story = StoryObj<typeof meta>

/** A draft as the shop's lists will show it: main photo, name and price; not a link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure', { name: 'Preview' })
    await expect(figure).toHaveTextContent(
      'Preview · As shoppers will see it in the shop’s lists, once it is live.',
    )
    await expect(within(figure).getByText('Lagos Linen Kaftan')).toBeVisible()
    await expect(within(figure).getByText('₦24,000')).toBeVisible()
    await expect(within(figure).queryByRole('link')).toBeNull()
  },
}

/** On sale: the sale price, and the price before it struck through. */
export const OnSale: Story = {
  args: { product: onSale },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₦27,500')).toBeVisible()
    await expect(canvasElement.querySelector('s')).toHaveTextContent('was ₦31,500.50')
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
