import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

const meta = {
  title: 'Pages/NotFound',
  component: StoryApp,
  args: { path: '/no-such-page' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['state:not-found'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Go back' })).toBeVisible()
    const main = within(canvas.getByRole('main'))
    await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(main.getByRole('link', { name: /contact/i })).toHaveAttribute('href', '/contact')
  },
}
