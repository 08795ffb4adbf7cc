import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

const meta = {
  title: 'Pages/TermsOfUse',
  component: StoryApp,
  args: { path: '/termsOfUse' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['state:terms-of-use'],
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible()
    await expect(main.getByText(/Last updated/)).toHaveTextContent('Last updated: 30 November 2026')
    const contents = within(main.getByRole('navigation', { name: 'Contents' }))
    const topics = [
      'Who we are',
      'Orders and acceptance',
      'Prices and payment',
      'Delivery',
      'Returns and refunds',
      'Your account',
      'Acceptable use',
      'Our liability',
      'Governing law',
      'Contact us',
    ]
    for (const topic of topics) {
      const link = contents.getByRole('link', { name: topic })
      const section = canvasElement.querySelector(link.getAttribute('href') ?? '')
      await expect(section).toHaveTextContent(topic)
    }
    await expect(main.getByText(/Nigerian naira \(₦\)/)).toBeVisible()
    await expect(main.getByText(/through Paystack/)).toBeVisible()
    await expect(main.getByText(/within 30 days of delivery, free of/)).toBeVisible()
    await expect(main.getByText(/laws of the Federal Republic of Nigeria/)).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Terms of Use | Adire'))
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
