import type { AdminOrder } from '@adire/contract'
import { fixtureAdminOrders, MOCK_ADMIN_TOKEN, MOCK_TOKEN, resetMockOrders } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../../stories/StoryApp.tsx'

const byReference = (reference: string) =>
  fixtureAdminOrders.find((order) => order.reference === reference) as AdminOrder

const IDS = [byReference('ADR-FIXTURE-2')._id, byReference('ADR-FIXTURE-110')._id].join(',')

// The packing slips of a selection (§11.11): A4 or an 80 mm receipt roll, printed by the browser.
const meta = {
  title: 'Pages/Admin/Packing slips',
  component: StoryApp,
  args: { path: `/admin/orders/packing-slips?ids=${IDS}`, storedToken: MOCK_ADMIN_TOKEN },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => resetMockOrders(),
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

async function slipsPage(canvasElement: HTMLElement) {
  const main = within(await within(canvasElement).findByRole('main'))
  await expect(await main.findByRole('heading', { level: 1, name: 'Packing slips' })).toBeVisible()
  const slips = async () => (await main.findAllByRole('article')).map((slip) => within(slip))
  return { main, slips }
}

/** A4: a slip per order, the store's name and contact, the address and phone, the lines. */
export const A4: Story = {
  tags: ['state:admin-packing-slips'],
  play: async ({ canvasElement }) => {
    const { main, slips } = await slipsPage(canvasElement)
    const [first, second] = await slips()
    if (!first || !second) throw new Error('Two slips expected')
    await waitFor(() => expect(document.title).toBe('Packing slips (store team) | Adire'))
    await expect(main.getByRole('combobox', { name: 'Paper' })).toHaveDisplayValue('A4')
    await expect(first.getByRole('heading', { name: 'Order #1054' })).toBeVisible()
    await expect(first.getByText('ADR-FIXTURE-2')).toBeVisible()
    await expect(first.getByRole('table', { name: 'Items' })).toBeVisible()
    await expect(first.queryByText(/₦/)).toBeNull()
    await expect(second.getByRole('heading', { name: 'Order #1310' })).toBeVisible()
    const print = spyOn(window, 'print').mockImplementation(() => {})
    await userEvent.click(main.getByRole('button', { name: 'Print' }))
    await expect(print).toHaveBeenCalled()
    print.mockRestore()
  },
}

/** An 80 mm receipt printer: the same slips, narrow, one after another. */
export const Receipt: Story = {
  tags: ['state:admin-packing-slips-receipt'],
  args: { path: `/admin/orders/packing-slips?ids=${IDS}&paper=receipt` },
  play: async ({ canvasElement }) => {
    const { main, slips } = await slipsPage(canvasElement)
    await expect(await slips()).toHaveLength(2)
    await expect(main.getByRole('combobox', { name: 'Paper' })).toHaveDisplayValue(
      'Receipt (80 mm)',
    )
    await expect(canvasElement.querySelector('[data-paper="receipt"]')).not.toBeNull()
  },
}

/** No order chosen: said so, with the way back. */
export const Empty: Story = {
  args: { path: '/admin/orders/packing-slips' },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(
      await main.findByText('No orders to pack: choose them on the orders list.'),
    ).toBeVisible()
    await expect(main.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    )
  },
}

/** A shopper's account: not theirs. */
export const NotAllowed: Story = {
  parameters: { visual: false },
  args: { storedToken: MOCK_TOKEN },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
  },
}
