import { PAGE_ROUTES } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { HomeCallToAction } from './HomeCallToAction.tsx'

const meta = {
  title: 'UI/Home/HomeCallToAction',
  component: HomeCallToAction,
  args: {
    heading: 'Questions about sizes? Chat with us',
    text: 'Tell us your usual size and what you have your eye on, and we will help you choose.',
    primary: { label: 'Chat with us', href: 'https://wa.me/2348000000000', external: true },
    secondary: { label: 'Visit the Help Center', href: PAGE_ROUTES.helpCenter },
  },
} satisfies Meta<typeof HomeCallToAction>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('region', { name: 'Questions about sizes? Chat with us' }),
    ).toBeVisible()
    const chat = canvas.getByRole('link', { name: 'Chat with us (opens in a new tab)' })
    await expect(chat).toHaveAttribute('href', 'https://wa.me/2348000000000')
    await expect(chat).toHaveAttribute('target', '_blank')
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer')
    const help = canvas.getByRole('link', { name: 'Visit the Help Center' })
    await expect(help).toHaveAttribute('href', '/helpCenter')
    await expect(help).not.toHaveAttribute('target')
  },
}

export const PrimaryOnly: Story = {
  args: { secondary: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1)
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
