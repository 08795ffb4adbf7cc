import { FIXTURE_RETURN_IDS, fixtureAdminReturns } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ReturnDetails } from './ReturnDetails.tsx'

const byId = (id: string) => {
  const found = fixtureAdminReturns.find((r) => r.id === id)
  if (!found) throw new Error(`No fixture return ${id}`)
  return found
}

const meta = {
  title: 'UI/Admin/ReturnDetails',
  component: ReturnDetails,
  args: {
    item: byId(FIXTURE_RETURN_IDS.received),
    orderHref: '/admin/orders?order=ADR-RETURNS-1288',
    replacementHref: (reference) => `/admin/orders?order=${reference}`,
  },
  decorators: [(Story) => <div className="w-full max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof ReturnDetails>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Received: each line with its size, the size asked for instead, its condition; the refund of
 * the refunded line; the shopper's reason, words and way back; the history.
 */
export const Received: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'R1006' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Open order #1288' })).toHaveAttribute(
      'href',
      '/admin/orders?order=ADR-RETURNS-1288',
    )
    await expect(page.getByText('Size 32 · Exchange for 34')).toBeVisible()
    await expect(page.getByText('Size M · For a refund')).toBeVisible()
    await expect(page.getByText('As new')).toBeVisible()
    await expect(page.getByText('Damaged')).toBeVisible()
    await expect(page.getByText('“Both run small.”')).toBeVisible()
    await expect(page.getByText("Drop off at the store's address")).toBeVisible()
    const money = within(page.getByRole('region', { name: 'Refund' }))
    await expect(money.getByText('Refund in all').nextElementSibling).toHaveTextContent('₦14,000')
    const history = within(page.getByRole('list', { name: 'Steps of this return' }))
    await expect(history.getAllByRole('listitem')).toHaveLength(3)
    await expect(history.getByText('Requested by the shopper')).toBeVisible()
  },
}

/** A pickup for a change of mind: the courier's fee comes off, and where it collects from. */
export const PickupFee: Story = {
  args: { item: byId(FIXTURE_RETURN_IDS.pickupFee) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const money = within(page.getByRole('region', { name: 'Refund' }))
    await expect(money.getByText('Items').nextElementSibling).toHaveTextContent('₦17,000')
    await expect(money.getByText('Pickup fee kept').nextElementSibling).toHaveTextContent(
      '− ₦1,500',
    )
    await expect(money.getByText('Refund in all').nextElementSibling).toHaveTextContent('₦15,500')
    await expect(page.getByText("Pickup by the store's courier")).toBeVisible()
    await expect(page.getByText('Lagos')).toBeVisible()
    await expect(page.getByText('Condition: Not checked yet')).toBeVisible()
  },
}

/** The tee of a discounted order: its share of what was paid, not its price. */
export const Discounted: Story = {
  args: { item: byId(FIXTURE_RETURN_IDS.discounted) },
  play: async ({ canvasElement }) => {
    const money = within(within(canvasElement).getByRole('region', { name: 'Refund' }))
    await expect(money.getByText('Refund in all').nextElementSibling).toHaveTextContent('₦11,250')
  },
}

/** An exchange alone: nothing to refund. */
export const Exchange: Story = {
  args: { item: byId(FIXTURE_RETURN_IDS.exchange) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('Nothing to refund: every item is exchanged.')).toBeVisible()
    await expect(page.getByText('Size S · Exchange for M')).toBeVisible()
  },
}

/** Declined: the team's reason, as the shopper read it. */
export const Declined: Story = {
  args: { item: byId(FIXTURE_RETURN_IDS.declined) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('Return declined')).toBeVisible()
    await expect(page.getByText('Declined because:')).toBeVisible()
    await expect(
      page.getAllByText('Sunglasses can only come back sealed in their case.')[0],
    ).toBeVisible()
  },
}

/** The whole order back faulty: no fee, the delivery given back, refunded. */
export const Refunded: Story = {
  args: { item: byId(FIXTURE_RETURN_IDS.refunded) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const money = within(page.getByRole('region', { name: 'Refund' }))
    await expect(money.getByText('Delivery given back').nextElementSibling).toHaveTextContent(
      '₦2,000',
    )
    await expect(money.queryByText('Pickup fee kept')).toBeNull()
    await expect(money.getByText('Refunded ₦21,500')).toBeVisible()
    // The badge, and the history's last step.
    await expect(page.getAllByText('Return complete')).toHaveLength(2)
  },
}

/** Refunded, but Paystack could not give it back. */
export const RefundFailed: Story = {
  args: { item: byId(FIXTURE_RETURN_IDS.refundFailed) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Refund of ₦32,000 failed: the shopper has not got it back'),
    ).toBeVisible()
  },
}

/** The exchange shipped: the replacement order, the way to it. */
export const Exchanged: Story = {
  args: { item: byId(FIXTURE_RETURN_IDS.exchanged) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('link', { name: 'Exchange order #1331' })).toHaveAttribute(
      'href',
      '/admin/orders?order=ADR-RETURNS-1331',
    )
    await expect(page.getByText(/· Exchange shipped/)).toBeVisible()
  },
}

/** Cancelled by the shopper before it came back. */
export const Cancelled: Story = {
  args: { item: byId(FIXTURE_RETURN_IDS.cancelled) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('Return cancelled')).toBeVisible()
    await expect(page.getByText('Cancelled by the shopper')).toBeVisible()
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Received.play }
