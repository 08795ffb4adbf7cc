import { PAGE_ROUTES } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PromoBanner } from './PromoBanner.tsx'

const meta = {
  title: 'UI/Home/PromoBanner',
  component: PromoBanner,
  args: {
    heading: 'Free 30-day returns',
    text: 'Changed your mind? Send it back free within 30 days, in its original condition with the tags on.',
    cta: { label: 'How returns work', href: PAGE_ROUTES.helpCenter },
    image: { src: '/images/promo/free-returns.svg', alt: '', width: 720, height: 480 },
  },
} satisfies Meta<typeof PromoBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const banner = canvas.getByRole('region', { name: 'Free 30-day returns' })
    await expect(banner).toHaveTextContent('Send it back free within 30 days')
    await expect(within(banner).getByRole('link', { name: 'How returns work' })).toHaveAttribute(
      'href',
      '/helpCenter',
    )
    const image = canvasElement.querySelector('img')
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(image).toHaveAttribute('width', '720')
  },
}

export const Sunken: Story = {
  args: {
    heading: 'Hand-finished in Nigeria',
    text: 'Our new adire pieces are resist-dyed in indigo and finished by hand by makers in Nigeria.',
    cta: { label: 'Shop the collection', href: PAGE_ROUTES.collection },
    image: { src: '/images/promo/adire-hand-finished.svg', alt: '', width: 720, height: 480 },
    tone: 'sunken',
    imagePosition: 'start',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Hand-finished in Nigeria' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Shop the collection' })).toHaveAttribute(
      'href',
      '/collection',
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

export const SunkenDark: Story = {
  args: Sunken.args,
  globals: { theme: 'dark' },
  play: Sunken.play,
}
