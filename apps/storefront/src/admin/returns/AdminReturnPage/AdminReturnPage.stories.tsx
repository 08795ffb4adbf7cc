import { SERVER_ERROR_MESSAGE } from '@adire/contract'
import {
  adminReturnHandlers,
  FIXTURE_RETURN_IDS,
  MOCK_ADMIN_TOKEN,
  mockReturn,
  resetMockReturns,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../../stories/StoryApp.tsx'

/**
 * A return's page on the mock server (reset before each story): the server's steps, refusals
 * and toasts (packages/mocks, handlers/admin/returns.ts), one fixture return per step.
 */
const meta = {
  title: 'Pages/Admin return',
  component: StoryApp,
  args: { path: `/admin/returns/${FIXTURE_RETURN_IDS.exchange}`, storedToken: MOCK_ADMIN_TOKEN },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetMockReturns()
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as another story's first screen: no reference image. */
const interactionOnly = { visual: false } as const
const pathOf = (id: string) => `/admin/returns/${id}`

/** The return's page once it arrived: its heading, and the toasts' region. */
async function returnPage(canvasElement: HTMLElement, label: string) {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  await expect(await main.findByRole('heading', { level: 2, name: label })).toBeVisible()
  const toasts = () => within(canvas.getByRole('region', { name: 'Notifications' }))
  return { main, toasts }
}

/** A request for an exchange: Approve, and the shopper is told (the toast says so). */
export const Requested: Story = {
  tags: ['state:admin-return-requested', 'state:admin-return-approved'],
  play: async ({ canvasElement }) => {
    const { main, toasts } = await returnPage(canvasElement, 'R1009')
    await waitFor(() => expect(document.title).toBe('Return (store team) | Adire'))
    await expect(main.getByText('Size S · Exchange for M')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Open order #1319' })).toHaveAttribute(
      'href',
      '/admin/orders?order=ADR-FIXTURE-119',
    )
    await userEvent.click(main.getByRole('button', { name: 'Approve' }))
    await expect(
      await toasts().findByText('Return approved. The shopper has been e-mailed.'),
    ).toBeVisible()
    await expect(main.getByText('Return approved', { selector: '[data-state]' })).toBeVisible()
    await expect(main.getByRole('button', { name: 'Mark received' })).toBeVisible()
  },
}

/**
 * A pickup for a change of mind, its fee off the refund: declined with a reason the shopper
 * reads.
 */
export const Decline: Story = {
  tags: ['state:admin-return-declined'],
  args: { path: pathOf(FIXTURE_RETURN_IDS.pickupFee) },
  play: async ({ canvasElement }) => {
    const { main, toasts } = await returnPage(canvasElement, 'R1008')
    await expect(main.getByText('Pickup fee kept').nextElementSibling).toHaveTextContent('− ₦1,500')
    await userEvent.click(main.getByRole('button', { name: 'Decline' }))
    await userEvent.type(
      main.getByRole('textbox', { name: 'Why it is declined (the shopper reads this)' }),
      'Worn: the tags are off.',
    )
    await userEvent.click(main.getByRole('button', { name: 'Decline the return' }))
    await expect(
      await toasts().findByText('Return declined. The shopper has been e-mailed.'),
    ).toBeVisible()
    await expect(main.getByText('Declined because:').nextElementSibling).toHaveTextContent(
      'Worn: the tags are off.',
    )
  },
}

/** Declining without words: refused in the contract's words, read with the field. */
export const DeclineWithoutReason: Story = {
  tags: ['state:admin-return-decline-reason'],
  args: { path: pathOf(FIXTURE_RETURN_IDS.pickupFee) },
  parameters: { visual: 'after-play' },
  play: async ({ canvasElement }) => {
    const { main } = await returnPage(canvasElement, 'R1008')
    await userEvent.click(main.getByRole('button', { name: 'Decline' }))
    await userEvent.click(main.getByRole('button', { name: 'Decline the return' }))
    const reason = main.getByRole('textbox', {
      name: 'Why it is declined (the shopper reads this)',
    })
    await expect(reason).toHaveAccessibleDescription('Tell the shopper why, in a few words')
    await expect(mockReturn(FIXTURE_RETURN_IDS.pickupFee)?.status).toBe('requested')
  },
}

/** Approved, the items arrived: how each came back, then received; no refund by itself. */
export const Receive: Story = {
  args: { path: pathOf(FIXTURE_RETURN_IDS.discounted) },
  play: async ({ canvasElement }) => {
    const { main, toasts } = await returnPage(canvasElement, 'R1007')
    await expect(main.getByText('Refund in all').nextElementSibling).toHaveTextContent('₦11,250')
    await userEvent.click(main.getByRole('button', { name: 'Mark received' }))
    await userEvent.click(main.getByRole('radio', { name: 'As new' }))
    await userEvent.click(main.getByRole('button', { name: 'Mark received' }))
    await expect(await toasts().findByText('Return received.')).toBeVisible()
    // Receiving never refunds: the refund is its own step.
    await expect(main.getByRole('button', { name: 'Refund ₦11,250' })).toBeVisible()
    await expect(mockReturn(FIXTURE_RETURN_IDS.discounted)?.refund).toBeNull()
  },
}

/** Marking received asks how each item came back: one left unanswered is refused. */
export const ReceiveConditions: Story = {
  tags: ['state:admin-return-receive'],
  args: { path: pathOf(FIXTURE_RETURN_IDS.discounted) },
  parameters: { visual: 'after-play' },
  play: async ({ canvasElement }) => {
    const { main } = await returnPage(canvasElement, 'R1007')
    await userEvent.click(main.getByRole('button', { name: 'Mark received' }))
    const line = within(main.getByRole('group', { name: '1 × Adire Circles Tee (Size L)' }))
    await expect(line.getByRole('radio', { name: 'As new' })).not.toBeChecked()
    await userEvent.click(main.getByRole('button', { name: 'Mark received' }))
    await expect(line.getByText('Say how each item came back')).toBeVisible()
    await expect(mockReturn(FIXTURE_RETURN_IDS.discounted)?.status).toBe('approved')
  },
}

/**
 * Received, a refund and an exchange waiting: Refund (its amount on the button), then Ship
 * exchange; the return is complete, the exchange order linked.
 */
export const Received: Story = {
  tags: ['state:admin-return-refunded', 'state:admin-return-exchanged'],
  args: { path: pathOf(FIXTURE_RETURN_IDS.received) },
  play: async ({ canvasElement }) => {
    const { main, toasts } = await returnPage(canvasElement, 'R1006')
    await userEvent.click(main.getByRole('button', { name: 'Refund ₦14,000' }))
    await expect(await toasts().findByText('Refund started.')).toBeVisible()
    await expect(await main.findByText('Refund of ₦14,000 on its way')).toBeVisible()
    await userEvent.click(main.getByRole('button', { name: 'Ship exchange' }))
    await expect(await toasts().findByText('Exchange order created for packing.')).toBeVisible()
    await expect(await main.findByRole('link', { name: /Exchange order #\d+/ })).toBeVisible()
    await expect(main.getByText('Nothing left to do on this return.')).toBeVisible()
  },
}

/** A phone: the return's page in one column. */
export const Mobile: Story = {
  args: { path: pathOf(FIXTURE_RETURN_IDS.received) },
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const { main } = await returnPage(canvasElement, 'R1006')
    await expect(main.getByRole('button', { name: 'Ship exchange' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}

/** Complete: the whole order back faulty, its delivery given back, refunded. */
export const Refunded: Story = {
  args: { path: pathOf(FIXTURE_RETURN_IDS.refunded) },
  play: async ({ canvasElement }) => {
    const { main } = await returnPage(canvasElement, 'R1004')
    await expect(main.getByText('Refunded ₦21,500')).toBeVisible()
    await expect(main.getByText('Nothing left to do on this return.')).toBeVisible()
  },
}

/** Complete, but Paystack could not give the money back. */
export const RefundFailed: Story = {
  tags: ['state:admin-return-refund-failed'],
  args: { path: pathOf(FIXTURE_RETURN_IDS.refundFailed) },
  play: async ({ canvasElement }) => {
    const { main } = await returnPage(canvasElement, 'R1003')
    await expect(
      main.getByText('Refund of ₦32,000 failed: the shopper has not got it back'),
    ).toBeVisible()
  },
}

/** Someone got there first: the step refused in the contract's words, the return read again. */
export const StepRefused: Story = {
  tags: ['state:admin-return-step-refused'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main } = await returnPage(canvasElement, 'R1009')
    await fetch(`/api/admin/returns/${FIXTURE_RETURN_IDS.exchange}/approve`, {
      method: 'POST',
      headers: { token: MOCK_ADMIN_TOKEN },
    })
    await userEvent.click(main.getByRole('button', { name: 'Decline' }))
    await userEvent.type(
      main.getByRole('textbox', { name: 'Why it is declined (the shopper reads this)' }),
      'Too late.',
    )
    await userEvent.click(main.getByRole('button', { name: 'Decline the return' }))
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'This return cannot move to that step',
    )
    await expect(await main.findByRole('button', { name: 'Mark received' })).toBeVisible()
  },
}

export const NotFound: Story = {
  tags: ['state:admin-return-not-found'],
  args: { path: '/admin/returns/R9999' },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByText('No return has this number')).toBeVisible()
    await expect(main.getAllByRole('link', { name: 'Back to the returns' })).toHaveLength(2)
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { adminReturns: [adminReturnHandlers.oneSlow] } } },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('Loading the return'))
  },
}

export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { adminReturns: [adminReturnHandlers.oneError] } } },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByRole('alert')).toHaveTextContent(
      `The return could not be loaded: ${SERVER_ERROR_MESSAGE}`,
    )
  },
}

export const Dark: Story = {
  args: { path: pathOf(FIXTURE_RETURN_IDS.received) },
  globals: { theme: 'dark' },
  play: Received.play,
}
