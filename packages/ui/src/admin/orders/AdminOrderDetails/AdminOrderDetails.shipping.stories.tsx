import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { adminOrderDetailsMeta, details, packing } from './AdminOrderDetails.fixtures.tsx'
import type { AdminOrderDetails } from './AdminOrderDetails.tsx'

// An order as packing and shipping shows it (§11.11): the phone's links, the courier and tracking.
const meta = {
  ...adminOrderDetailsMeta,
  title: 'UI/Orders/AdminOrderDetails/Shipping',
} satisfies Meta<typeof AdminOrderDetails>

export default meta
type Story = StoryObj<typeof meta>

const shipped = {
  ...packing,
  status: 'Shipped',
  shipment: { courier: 'Kwik', tracking: 'https://track.kwik.delivery/KW-1234' },
}

/** The customer's phone: a call and a WhatsApp chat, the number as 234…. */
export const PhoneLinks: Story = {
  play: async ({ canvasElement }) => {
    const order = details(canvasElement)
    await expect(order.getByRole('link', { name: 'Call +2348031234567' })).toHaveAttribute(
      'href',
      'tel:+2348031234567',
    )
    await expect(order.getByRole('link', { name: /on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/2348031234567',
    )
  },
}

/** Shipped: the courier, and the tracking link the shopper follows too. */
export const Shipped: Story = {
  args: { order: shipped, nextStatuses: ['Out for delivery', 'Delivered'] },
  play: async ({ canvasElement }) => {
    const order = details(canvasElement)
    await expect(order.getByText('Kwik')).toBeVisible()
    await expect(order.getByRole('link', { name: /Follow your parcel/ })).toHaveAttribute(
      'href',
      'https://track.kwik.delivery/KW-1234',
    )
  },
}

/** Shipped with a tracking number: shown as text, never a link. */
export const TrackingNumber: Story = {
  args: {
    order: { ...shipped, shipment: { courier: 'GIG Logistics', tracking: 'GIG-998877' } },
    nextStatuses: ['Out for delivery', 'Delivered'],
  },
  play: async ({ canvasElement }) => {
    const order = details(canvasElement)
    await expect(order.getByText('GIG-998877')).toBeVisible()
    await expect(order.queryByRole('link', { name: /Follow your parcel/ })).toBeNull()
    await expect(within(order.getByText('GIG-998877')).queryByRole('link')).toBeNull()
  },
}
