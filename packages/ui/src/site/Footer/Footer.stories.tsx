import { CATEGORIES, NO_STORE_CONTACT } from '@adire/contract'
import { fixtureStoreContact } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Footer } from './Footer.tsx'

const meta = {
  title: 'UI/Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { year: 2026, contact: NO_STORE_CONTACT },
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
    // A store that has set no contact yet shows none: no empty labels, no placeholders.
    await expect(canvas.queryByRole('list', { name: 'Follow us' })).toBeNull()
    await expect(canvas.queryByRole('list', { name: 'Reach us' })).toBeNull()
    await expect(canvas.queryByText(/^Call/)).toBeNull()
  },
}

/**
 * The store's contact as its team set it (issue 41): phone, WhatsApp, e-mail, address, the
 * social profiles set (Instagram and X here), and the ways to pay.
 */
export const FromSettings: Story = {
  tags: ['state:footer-contact'],
  args: { contact: fixtureStoreContact, paymentWays: 'Card or bank transfer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const reach = within(canvas.getByRole('list', { name: 'Reach us' }))
    await expect(reach.getByRole('link', { name: '+234 803 123 4500' })).toHaveAttribute(
      'href',
      'tel:+2348031234500',
    )
    await expect(reach.getByRole('link', { name: '+234 803 123 4567' })).toHaveAttribute(
      'href',
      'https://wa.me/2348031234567',
    )
    await expect(reach.getByRole('link', { name: 'hello@adire.ng' })).toHaveAttribute(
      'href',
      'mailto:hello@adire.ng',
    )
    await expect(reach.getByText('12 Admiralty Way, Lekki, Lagos')).toBeVisible()
    const follow = within(canvas.getByRole('list', { name: 'Follow us' }))
    await expect(follow.getByRole('link', { name: 'Instagram @adire.store' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/adire.store',
    )
    await expect(follow.getByRole('link', { name: 'X @adirestore' })).toHaveAttribute(
      'href',
      'https://x.com/adirestore',
    )
    await expect(follow.getAllByRole('link')).toHaveLength(2)
    await expect(
      canvas.getByText('Card or bank transfer, paid securely with Paystack.', { exact: false }),
    ).toBeVisible()
  },
}

export const FromSettingsMobileDark: Story = {
  ...FromSettings,
  globals: { theme: 'dark', viewport: { value: 'mobile360' } },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }

/**
 * The departments as the team keeps them (docs/product.md §11.13): Pants renamed Trousers with a
 * new link name, Dresses added. Hoodies keep the `Hoodle` link the store has always printed.
 */
export const TeamsDepartments: Story = {
  args: {
    departments: [
      ...CATEGORIES.map((d) =>
        d.id === 'Pant' ? { ...d, label: 'Trousers', slug: 'Trousers', aliases: ['Pant'] } : d,
      ),
      { id: 'Dresses', label: 'Dresses', slug: 'Dresses', aliases: [] },
    ],
  },
  play: async ({ canvasElement }) => {
    const shop = within(within(canvasElement).getByRole('navigation', { name: 'shop' }))
    await expect(shop.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Head wear',
      'Hoodies',
      'Jerseys',
      'Trousers',
      'Polos',
      'Shorts',
      'T-shirts',
      'Sunglasses',
      'Dresses',
    ])
    await expect(shop.getByRole('link', { name: 'Trousers' })).toHaveAttribute(
      'href',
      '/collection?filter=Trousers',
    )
    await expect(shop.getByRole('link', { name: 'Dresses' })).toHaveAttribute(
      'href',
      '/collection?filter=Dresses',
    )
    await expect(shop.getByRole('link', { name: 'Hoodies' })).toHaveAttribute(
      'href',
      '/collection?filter=Hoodle',
    )
  },
}
