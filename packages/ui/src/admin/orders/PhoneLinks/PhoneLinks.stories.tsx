import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PhoneLinks } from './PhoneLinks.tsx'

const meta = {
  title: 'UI/Orders/PhoneLinks',
  component: PhoneLinks,
  args: { phone: '+2348031234567' },
} satisfies Meta<typeof PhoneLinks>

export default meta
type Story = StoryObj<typeof meta>

/** The customer's phone: a call, and a WhatsApp chat with the number as 234…. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Call +2348031234567' })).toHaveAttribute(
      'href',
      'tel:+2348031234567',
    )
    const chat = canvas.getByRole('link', { name: /on WhatsApp/ })
    await expect(chat).toHaveAttribute('href', 'https://wa.me/2348031234567')
    await expect(chat).toHaveTextContent('WhatsApp')
  },
}

/** A number typed the Nigerian way before the store kept one form: still 234… for WhatsApp. */
export const LocalForm: Story = {
  args: { phone: '0803 123 4567' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Call 0803 123 4567' })).toHaveAttribute(
      'href',
      'tel:+2348031234567',
    )
    await expect(canvas.getByRole('link', { name: /on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/2348031234567',
    )
  },
}

/** Text that cannot be a phone number stays text: nothing to call. */
export const NotANumber: Story = {
  args: { phone: 'ask at the gate' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('ask at the gate')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}
