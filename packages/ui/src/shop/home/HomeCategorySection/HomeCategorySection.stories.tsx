import { formatNaira, PAGE_ROUTES, productPath } from '@adire/contract'
import { fixtureProducts } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { HomeCategorySection } from './HomeCategorySection.tsx'

/** The collection filtered to one department, as the home page links it. */
const departmentHref = (category: string) => `${PAGE_ROUTES.collection}?filter=${category}`

const hoodies = fixtureProducts.filter((p) => p.category === 'Hoodie').slice(0, 4)
const [first] = hoodies

const meta = {
  title: 'UI/Home/HomeCategorySection',
  component: HomeCategorySection,
  args: {
    label: 'Hoodies',
    href: departmentHref('Hoodie'),
    products: hoodies,
    hrefFor: (product) => productPath(product._id),
  },
} satisfies Meta<typeof HomeCategorySection>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const section = canvas.getByRole('region', { name: 'Hoodies' })
    await expect(within(section).getAllByRole('listitem')).toHaveLength(4)
    await expect(canvas.getByRole('link', { name: 'Shop all Hoodies' })).toHaveAttribute(
      'href',
      '/collection?filter=Hoodie',
    )
    await expect(
      canvas.getByRole('link', { name: `${first?.name} ${formatNaira(first?.price ?? 0)}` }),
    ).toHaveAttribute('href', productPath(first?._id ?? ''))
  },
}

export const Empty: Story = {
  args: { label: 'Sunglasses', href: departmentHref('Sunglasses'), products: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No sunglasses in stock right now.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Shop all Sunglasses' })).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: Default.play,
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
}
