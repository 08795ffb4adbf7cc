import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { OrderShipment } from './OrderShipment.tsx'

const meta = {
  title: 'UI/Account/OrderShipment',
  component: OrderShipment,
  args: { shipment: { courier: 'Kwik', tracking: 'https://track.kwik.delivery/KW-1234' } },
} satisfies Meta<typeof OrderShipment>

export default meta
type Story = StoryObj<typeof meta>

/** A tracking link: the shopper follows the parcel on the courier's site, in a new tab. */
export const TrackingLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Kwik')).toBeVisible()
    const link = canvas.getByRole('link', { name: /Follow your parcel/ })
    await expect(link).toHaveAttribute('href', 'https://track.kwik.delivery/KW-1234')
    await expect(link).toHaveAttribute('target', '_blank')
  },
}

/** A tracking number: text to read out to the courier, never a link. */
export const TrackingNumber: Story = {
  args: { shipment: { courier: 'GIG Logistics', tracking: 'GIG-998877' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('GIG-998877')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** Text that only looks like an address (another scheme) is never made a link. */
export const NotALink: Story = {
  args: { shipment: { courier: 'Other rider', tracking: 'javascript:alert(1)' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull()
  },
}

/** No tracking given: the courier alone. */
export const NoTracking: Story = {
  args: { shipment: { courier: 'Sendbox', tracking: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tracking number was given.')).toBeVisible()
  },
}
