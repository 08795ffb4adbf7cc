import { PAGE_ROUTES } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Benefits } from './Benefits.tsx'

const meta = {
  title: 'UI/Home/Benefits',
  component: Benefits,
  args: {
    items: [
      {
        icon: 'returns',
        title: 'Free 30-day returns',
        text: 'Send items back within 30 days in their original condition, tags on.',
      },
      {
        icon: 'card',
        title: 'Secure card payments',
        text: 'Pay by card in Paystack’s secure checkout; your card details never reach us.',
      },
      {
        icon: 'support',
        title: 'Support that answers',
        text: 'Questions about an order, a size or a delivery? Ask us and we will help.',
        link: { label: 'Visit the Help Center', href: PAGE_ROUTES.helpCenter },
      },
    ],
  },
} satisfies Meta<typeof Benefits>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const strip = canvas.getByRole('region', { name: 'Why shop with Adire' })
    const titles = within(strip)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    await expect(titles).toEqual([
      'Free 30-day returns',
      'Secure card payments',
      'Support that answers',
    ])
    await expect(canvas.getByRole('link', { name: 'Visit the Help Center' })).toHaveAttribute(
      'href',
      '/helpCenter',
    )
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
