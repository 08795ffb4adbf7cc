import { FIXTURE_RETURN_IDS, fixtureAdminReturns } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ReturnActions } from './ReturnActions.tsx'

const byId = (id: string) => {
  const found = fixtureAdminReturns.find((r) => r.id === id)
  if (!found) throw new Error(`No fixture return ${id}`)
  return found
}

const meta = {
  title: 'UI/Admin/ReturnActions',
  component: ReturnActions,
  args: {
    item: byId(FIXTURE_RETURN_IDS.pickupFee),
    onApprove: fn(),
    onDecline: fn(),
    onReceive: fn(),
    onRefund: fn(),
    onExchange: fn(),
  },
  decorators: [(Story) => <div className="w-full max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof ReturnActions>

export default meta
type Story = StoryObj<typeof meta>

/** A request: Approve straight away. */
export const Requested: Story = {
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement)
    await userEvent.click(section.getByRole('button', { name: 'Approve' }))
    await expect(args.onApprove).toHaveBeenCalledOnce()
  },
}

/** Declining asks why: empty is refused in the contract's words; then the words are sent. */
export const Decline: Story = {
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement)
    await userEvent.click(section.getByRole('button', { name: 'Decline' }))
    await expect(section.queryByRole('button', { name: 'Approve' })).toBeNull()
    await userEvent.click(section.getByRole('button', { name: 'Decline the return' }))
    const reason = section.getByRole('textbox', {
      name: 'Why it is declined (the shopper reads this)',
    })
    await expect(reason).toHaveAccessibleDescription('Tell the shopper why, in a few words')
    await expect(args.onDecline).not.toHaveBeenCalled()
    await userEvent.type(reason, '  Worn, the tags are off. ')
    await userEvent.click(section.getByRole('button', { name: 'Decline the return' }))
    await expect(args.onDecline).toHaveBeenCalledWith('Worn, the tags are off.')
  },
}

/** Approved: Mark received asks how each item came back; every item must be answered. */
export const Receive: Story = {
  args: { item: byId(FIXTURE_RETURN_IDS.discounted) },
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement)
    await expect(
      section.getByText(
        'Once the items arrive, mark the return received; refunds and exchanges follow.',
      ),
    ).toBeVisible()
    await userEvent.click(section.getByRole('button', { name: 'Mark received' }))
    const line = within(section.getByRole('group', { name: '1 × Adire Circles Tee (Size L)' }))
    await userEvent.click(section.getByRole('button', { name: 'Mark received' }))
    await expect(line.getByText('Say how each item came back')).toBeVisible()
    await expect(args.onReceive).not.toHaveBeenCalled()
    await userEvent.click(line.getByRole('radio', { name: 'Damaged' }))
    await userEvent.click(section.getByRole('button', { name: 'Mark received' }))
    await expect(args.onReceive).toHaveBeenCalledWith([{ index: 1, condition: 'damaged' }])
  },
}

/** Received with a refund and an exchange waiting: each its own button, the refund's amount on it. */
export const Received: Story = {
  args: { item: byId(FIXTURE_RETURN_IDS.received) },
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement)
    await userEvent.click(section.getByRole('button', { name: 'Refund ₦14,000' }))
    await expect(args.onRefund).toHaveBeenCalledOnce()
    await userEvent.click(section.getByRole('button', { name: 'Ship exchange' }))
    await expect(args.onExchange).toHaveBeenCalledOnce()
  },
}

/** A step on its way: its button says so, and no button sends another. */
export const Working: Story = {
  args: { item: byId(FIXTURE_RETURN_IDS.received), working: 'refund' },
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement)
    await expect(section.getByRole('button', { name: 'Working…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await userEvent.click(section.getByRole('button', { name: 'Ship exchange' }))
    await expect(args.onExchange).not.toHaveBeenCalled()
  },
}

/** The server refused the step: its words. */
export const Refused: Story = {
  args: { item: byId(FIXTURE_RETURN_IDS.exchange), error: 'This return cannot move to that step' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This return cannot move to that step',
    )
  },
}

/** A closed return: nothing left to do. */
export const Done: Story = {
  args: { item: byId(FIXTURE_RETURN_IDS.refunded) },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement)
    await expect(section.getByText('Nothing left to do on this return.')).toBeVisible()
    await expect(section.queryByRole('button')).toBeNull()
  },
}
