import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Price } from './Price.tsx'

const meta = {
  title: 'UI/Product/Price',
  component: Price,
  args: { amount: 28500 },
} satisfies Meta<typeof Price>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₦28,500')).toBeVisible()
  },
}

export const WithKobo: Story = {
  args: { amount: 1234.5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₦1,234.50')).toBeVisible()
  },
}

export const Large: Story = { args: { amount: 145000, className: 'text-3xl' } }

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }

/**
 * On sale (docs/product.md §11.4): the sale price, then the price before it struck through and
 * read as "was ₦18,500" (strikethrough alone is not announced).
 */
export const OnSale: Story = {
  args: { amount: 15000, was: 18500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₦15,000')).toBeVisible()
    const was = canvasElement.querySelector('s')
    await expect(was).toHaveTextContent('was ₦18,500')
    await expect(within(was as HTMLElement).getByText('₦18,500', { exact: false })).toBeVisible()
    await expect(within(was as HTMLElement).getByText('was')).toHaveClass('sr-only')
  },
}

export const OnSaleDark: Story = {
  args: OnSale.args,
  globals: { theme: 'dark' },
  play: OnSale.play,
}
