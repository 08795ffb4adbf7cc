import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Footer } from './Footer.tsx'

const meta = {
  title: 'UI/Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { year: 2026 },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['state:footer-links'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const expected: [string, string][] = [
      ['Help Center', '/helpCenter'],
      ['Contact', '/contact'],
      ['Order Tracking', '/orders'],
      ['About us', '/about'],
      ['Collection', '/collection'],
      ['Privacy Policy', '/privacyPolicy'],
      ['Terms of Use', '/termsOfUse'],
      ['Hoodies', '/collection?filter=Hoodle'],
      ['Head wear', '/collection?filter=HeadWear'],
      ['T-shirts', '/collection?filter=T-Shirt'],
    ]
    for (const [name, href] of expected) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    await expect(canvas.getByText('© 2026 Adire. All rights reserved.')).toBeVisible()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
