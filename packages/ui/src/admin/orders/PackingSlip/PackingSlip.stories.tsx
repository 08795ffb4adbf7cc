import type { AdminOrder } from '@adire/contract'
import { fixtureAdminOrders } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PackingSlips } from './PackingSlip.tsx'

const byReference = (reference: string) =>
  fixtureAdminOrders.find((order) => order.reference === reference) as AdminOrder

const ORDERS = [byReference('ADR-FIXTURE-2'), byReference('ADR-FIXTURE-110')]
const STORE = {
  phone: '+2348031234567',
  email: 'hello@adire.ng',
  address: '12 Admiralty Way, Lekki, Lagos',
}

const meta = {
  title: 'UI/Orders/PackingSlips',
  component: PackingSlips,
  args: { orders: ORDERS, store: STORE },
} satisfies Meta<typeof PackingSlips>

export default meta
type Story = StoryObj<typeof meta>

const slips = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('article')
    .map((slip) => within(slip))

/** A4: one order a page, each with the store, the order, the address and phone, and its lines. */
export const A4: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = slips(canvasElement)
    if (!first || !second) throw new Error('Two slips expected')
    await expect(canvasElement.querySelector('[data-paper="a4"]')).not.toBeNull()
    await expect(first.getByText('ADIRE')).toBeVisible()
    await expect(first.getByText('+2348031234567 · hello@adire.ng')).toBeVisible()
    await expect(first.getByRole('heading', { name: 'Order #1054' })).toBeVisible()
    await expect(first.getByText('ADR-FIXTURE-2')).toBeVisible()
    // The store's address, then the delivery address with the phone to call at the door.
    await expect(first.getByText('12 Admiralty Way, Lekki, Lagos')).toBeVisible()
    await expect(first.getByText(/106104/, { selector: 'p' })).toHaveTextContent('+2348031234567')
    const table = within(first.getByRole('table', { name: 'Items' }))
    await expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Item',
      'Size',
      'Qty',
    ])
    await expect(table.getAllByRole('row')).toHaveLength(3)
    // No prices on a slip: it travels in the parcel.
    await expect(first.queryByText(/₦/)).toBeNull()
    await expect(second.getByRole('heading', { name: 'Order #1310' })).toBeVisible()
  },
}

/** An 80 mm receipt roll: the same slips, narrow, one after another. */
export const Receipt: Story = {
  args: { paper: 'receipt' },
  play: async ({ canvasElement }) => {
    const roll = canvasElement.querySelector('[data-paper="receipt"]') as HTMLElement
    await expect(roll).not.toBeNull()
    // 80 mm at the CSS pixel's 96 a inch: about 302 px.
    await expect(Math.round(roll.getBoundingClientRect().width)).toBeLessThanOrEqual(303)
    await expect(slips(canvasElement)).toHaveLength(2)
  },
}
