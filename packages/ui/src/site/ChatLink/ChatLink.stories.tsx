import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ChatLink } from './ChatLink.tsx'

const meta = {
  title: 'UI/Layout/ChatLink',
  component: ChatLink,
  parameters: { layout: 'fullscreen' },
  args: { href: 'https://wa.me/2348000000000' },
  decorators: [(Story) => <div className="h-40">{Story()}</div>],
} satisfies Meta<typeof ChatLink>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['state:chat-link'],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Chat with us on WhatsApp' })
    await expect(link).toHaveAttribute('href', 'https://wa.me/2348000000000')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }
