import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { NotFound } from './NotFound.tsx'

const meta = {
  title: 'UI/Feedback/NotFound',
  component: NotFound,
  args: { onGoBack: fn() },
} satisfies Meta<typeof NotFound>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }))
    await expect(args.onGoBack).toHaveBeenCalledOnce()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
