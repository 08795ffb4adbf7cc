import {
  adminDisputeHandlers,
  adminHandlers,
  fixtureDisputedOrders,
  resetMockOrders,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { StoryApp } from '../../../stories/StoryApp.tsx'
import { adminOrdersMeta, interactionOnly, orderList } from './AdminOrdersPage.fixtures.ts'

// A shopper's chargeback on an order: the dispute panel, answered, won, lost, refused.
const meta = {
  ...adminOrdersMeta,
  title: 'Pages/Admin/Disputes',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** The orders with a chargeback on ADR-FIXTURE-2, its deadline long past in real time. */
const withDispute = () => resetMockOrders(fixtureDisputedOrders())

/** The disputed order's dispute panel. */
async function disputePanel(main: ReturnType<typeof within>) {
  return within(await main.findByRole('region', { name: /^Disputed/ }))
}

/**
 * A disputed order (§11.9): Disputed in the list and on the order, the claim, the deadline
 * (here overdue) and the answer form, filled from the order's address.
 */
export const Disputed: Story = {
  tags: ['state:admin-dispute-overdue'],
  beforeEach: withDispute,
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main, list } = await orderList(canvasElement)
    await expect(list.getByText('Disputed')).toBeVisible()
    const panel = await disputePanel(main)
    await expect(panel.getByText('Open: answer before the deadline')).toBeVisible()
    await expect(panel.getByText(/^overdue \(/)).toHaveTextContent('overdue')
    await expect(panel.getByLabelText('The shopper’s e-mail')).not.toHaveValue('')
  },
}

/** The team declines with the delivery details: responded, by whom, and the form gone. */
export const DisputeAnswered: Story = {
  tags: ['state:admin-dispute-responded'],
  // Answered by the play, then shot at each width: the panel reads the same at both.
  parameters: { visual: 'after-play' },
  beforeEach: withDispute,
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const panel = await disputePanel(main)
    await userEvent.type(panel.getByLabelText('Message to Paystack'), 'Delivered and signed for.')
    await userEvent.click(panel.getByRole('button', { name: 'Send the answer to Paystack' }))
    await expect(await panel.findByText('Responded: waiting for the bank')).toBeVisible()
    await expect(panel.getByText(/by ngozi@adire\.example/)).toBeVisible()
    await expect(panel.queryByRole('form', { name: 'Answer the dispute' })).toBeNull()
  },
}

/** The bank agreed with the store's answer: won, the answer and who sent it, no form. */
export const DisputeWon: Story = {
  tags: ['state:admin-dispute-won'],
  beforeEach: () => resetMockOrders(fixtureDisputedOrders('won')),
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const panel = await disputePanel(main)
    await expect(panel.getByText('Won: the money stays')).toBeVisible()
    await expect(panel.getByText(/by ngozi@adire\.example/)).toBeVisible()
    await expect(panel.queryByText('Deadline')).toBeNull()
    await expect(panel.queryByRole('form', { name: 'Answer the dispute' })).toBeNull()
  },
}

/** Nobody answered in time: Paystack accepted it for the store and took the claim back. */
export const DisputeLost: Story = {
  tags: ['state:admin-dispute-lost'],
  beforeEach: () => resetMockOrders(fixtureDisputedOrders('lost')),
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const panel = await disputePanel(main)
    await expect(panel.getByText('Lost: the money was taken back')).toBeVisible()
    const takenBack = panel.getByText('Taken back').nextElementSibling
    await expect(takenBack).toHaveTextContent(/^₦[\d,]+$/)
    await expect(panel.queryByRole('form', { name: 'Answer the dispute' })).toBeNull()
  },
}

/** Paystack refused the answer: the server's 502 message, and the form kept to try again. */
export const DisputeRefused: Story = {
  tags: ['state:admin-dispute-server-error'],
  parameters: {
    ...interactionOnly,
    msw: {
      handlers: {
        admin: [adminHandlers.list, adminHandlers.setStatus, adminDisputeHandlers.refused],
      },
    },
  },
  beforeEach: withDispute,
  args: { path: '/admin/orders?order=ADR-FIXTURE-2' },
  play: async ({ canvasElement }) => {
    const { main } = await orderList(canvasElement)
    const panel = await disputePanel(main)
    await userEvent.click(panel.getByRole('radio', { name: 'Accept: give the money back' }))
    await userEvent.type(panel.getByLabelText('Message to Paystack'), 'Refund the shopper.')
    await userEvent.click(panel.getByRole('button', { name: 'Accept the dispute' }))
    await expect(await panel.findByRole('alert')).toHaveTextContent(
      'Paystack did not take the answer (Paystack could not be reached: timeout). Nothing was sent; please try again.',
    )
    await expect(panel.getByRole('form', { name: 'Answer the dispute' })).toBeVisible()
  },
}
