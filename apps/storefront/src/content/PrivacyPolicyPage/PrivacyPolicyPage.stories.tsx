import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

const meta = {
  title: 'Pages/PrivacyPolicy',
  component: StoryApp,
  args: { path: '/privacyPolicy' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['state:privacy-policy'],
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeVisible()
    await expect(main.getByText(/Last updated/)).toHaveTextContent('Last updated: 30 November 2026')
    await expect(main.getAllByText(/Nigeria Data Protection Act 2023/).length).toBeGreaterThan(0)
    await expect(main.getByText(/complain to the Nigeria Data Protection Commission/)).toBeVisible()
    await expect(main.getByText(/your card number never reaches/)).toBeVisible()
    const storage = within(main.getByRole('region', { name: /Cookies and local storage/ }))
    for (const key of [
      'token',
      'cartItems',
      'cartUnsaved',
      'guestId',
      'cartHandover',
      'lastAddress',
      'theme',
    ]) {
      await expect(storage.getByText(key)).toBeVisible()
    }
    const contents = within(main.getByRole('navigation', { name: 'Contents' }))
    await expect(contents.getByRole('link', { name: 'Your rights' })).toHaveAttribute(
      'href',
      '#your-rights',
    )
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Adire'))
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
