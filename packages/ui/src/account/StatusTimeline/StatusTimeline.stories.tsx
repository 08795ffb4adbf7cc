import { fixtureOrders, fixtureShopperRefunds } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StatusTimeline } from './StatusTimeline.tsx'

const [awaiting, packing, delivered] = fixtureOrders

const meta = {
  title: 'UI/Orders/StatusTimeline',
  component: StatusTimeline,
  args: { entries: packing?.timeline ?? [] },
  decorators: [(Story) => <div className="w-full max-w-sm">{Story()}</div>],
} satisfies Meta<typeof StatusTimeline>

export default meta
type Story = StoryObj<typeof meta>

const steps = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Order history' })).getAllByRole(
    'listitem',
  )

/** Each change with its date and time (en-GB, Lagos time) and who made it, oldest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [placed, paid, packed] = steps(canvasElement)
    await expect(placed).toHaveTextContent('Awaiting payment')
    await expect(placed).toHaveTextContent('31 October 2026 at 13:00 · by You')
    await expect(paid).toHaveTextContent('Order Placed')
    await expect(paid).toHaveTextContent('31 October 2026 at 13:01 · by Paystack')
    await expect(packed).toHaveTextContent('Packing')
    await expect(packed).toHaveTextContent('31 October 2026 at 18:00 · by Adire')
    // The latest change is the current step.
    await expect(packed).toHaveAttribute('aria-current', 'step')
    await expect(placed).not.toHaveAttribute('aria-current')
    await expect(packed?.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-10-31T17:00:00.000Z',
    )
  },
}

/** Just placed: one step. */
export const OneStep: Story = {
  args: { entries: awaiting?.timeline ?? [] },
  play: async ({ canvasElement }) => {
    const [only] = steps(canvasElement)
    await expect(steps(canvasElement)).toHaveLength(1)
    await expect(only).toHaveTextContent('Awaiting payment')
    await expect(only).toHaveAttribute('aria-current', 'step')
  },
}

/** The whole journey, delivered. */
export const Delivered: Story = {
  args: { entries: delivered?.timeline ?? [] },
  play: async ({ canvasElement }) => {
    await expect(steps(canvasElement).map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Awaiting payment',
      'Order Placed',
      'Packing',
      'Shipped',
      'Out for delivery',
      'Delivered',
    ])
  },
}

const { duplicateRefunded, refundFailed } = fixtureShopperRefunds

/**
 * With its payments: each payment and refund, with its amount and reference, among the changes
 * of status in time order. Taking money is Paystack's doing; a refund is started by Adire, and
 * Paystack says when it reached the shopper.
 */
export const WithPayments: Story = {
  args: { entries: duplicateRefunded.timeline, payments: duplicateRefunded.payments },
  play: async ({ canvasElement }) => {
    const lines = steps(canvasElement)
    await expect(lines.map((line) => line.querySelector('p')?.textContent)).toEqual([
      'Awaiting payment',
      'Payment received',
      'Order Placed',
      'Extra payment received: the order was already paid',
      'Refund started',
      'Refunded',
      'Packing',
    ])
    await expect(lines[3]).toHaveTextContent('₦24,000 · ADR-FIXTURE-TWICE-2')
    await expect(lines[3]).toHaveTextContent('30 October 2026 at 13:03 · by Paystack')
    await expect(lines[4]).toHaveTextContent('by Adire')
    // The current step is the order's latest status, not the latest news of its money.
    await expect(lines[6]).toHaveAttribute('aria-current', 'step')
    await expect(lines[5]).not.toHaveAttribute('aria-current')
  },
}

/** A refund Paystack could not make: its line stands out, and says what happens next. */
export const RefundFailed: Story = {
  args: { entries: refundFailed.timeline, payments: refundFailed.payments },
  play: async ({ canvasElement }) => {
    const last = steps(canvasElement).at(-1)
    await expect(last).toHaveTextContent(
      'Refund failed: our team will be in touch₦34,500 · ADR-FIXTURE-REFUND-FAILED',
    )
    await expect(last).toHaveTextContent('by Paystack')
    await expect(steps(canvasElement)[3]).toHaveAttribute('aria-current', 'step')
  },
}

export const RefundFailedDark: Story = { ...RefundFailed, globals: { theme: 'dark' } }

export const Mobile: Story = {
  args: { entries: delivered?.timeline ?? [] },
  globals: { viewport: { value: 'mobile360' } },
  play: Delivered.play,
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
