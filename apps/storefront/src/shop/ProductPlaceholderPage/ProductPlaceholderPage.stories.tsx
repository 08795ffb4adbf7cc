import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

const meta = {
  title: 'Pages/ProductPlaceholder',
  component: StoryApp,
  args: { path: '/product' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** docs/product.md §2: the /product route is a placeholder with no real content; it points onwards. */
export const Default: Story = {
  tags: ['state:product-placeholder'],
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Browse the collection' })).toHaveAttribute(
      'href',
      '/collection',
    )
  },
}
