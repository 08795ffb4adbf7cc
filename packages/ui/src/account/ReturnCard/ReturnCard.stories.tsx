import { REFUND_TIME, RETURN_STATUS_LABELS } from '@adire/contract'
import { fixtureOrderReturns as returns } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ReturnCard } from './ReturnCard.tsx'

const meta = {
  title: 'UI/Account/ReturnCard',
  component: ReturnCard,
  args: { value: returns.requested, onCancel: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReturnCard>

export default meta
type Story = StoryObj<typeof meta>

const card = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector('article') as HTMLElement)

/** Just asked for: an exchange of the hoodie in M for XL, cancellable until the store has it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = card(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Return R1001' })).toBeVisible()
    await expect(
      canvas.getByText(RETURN_STATUS_LABELS.requested, { selector: 'span' }),
    ).toBeVisible()
    const items = within(canvas.getByRole('list', { name: 'Items in return R1001' }))
    await expect(items.getByText('Exchange for size XL')).toBeVisible()
    const history = within(canvas.getByRole('list', { name: 'History of return R1001' }))
    await expect(history.getByText('Return requested')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel return' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

/** Approved: the refund it will make and the exchange, still cancellable. */
export const Approved: Story = {
  args: { value: returns.approved },
  play: async ({ canvasElement }) => {
    const canvas = card(canvasElement)
    await expect(
      canvas.getByText(RETURN_STATUS_LABELS.approved, { selector: 'span' }),
    ).toBeVisible()
    await expect(canvas.getByText('Refund ₦12,500')).toBeVisible()
    await expect(canvas.getByText('Refund total').nextElementSibling).toHaveTextContent('₦12,500')
    await expect(canvas.getByRole('button', { name: 'Cancel return' })).toBeEnabled()
  },
}

/** The cancel on its way: the button says so and waits. */
export const Cancelling: Story = {
  args: { value: returns.approved, cancelling: true },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByRole('button', { name: 'Cancelling…' })).toBeDisabled()
  },
}

/** The store received it meanwhile: the cancel is refused in the server's words. */
export const CancelRefused: Story = {
  args: { value: returns.approved, cancelError: 'This return cannot move to that step' },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByRole('alert')).toHaveTextContent(
      'This return cannot move to that step',
    )
  },
}

/** Declined, with the store's reason; no cancel. */
export const Declined: Story = {
  args: { value: returns.declined },
  play: async ({ canvasElement }) => {
    const canvas = card(canvasElement)
    await expect(
      canvas.getByText(RETURN_STATUS_LABELS.declined, { selector: 'span' }),
    ).toBeVisible()
    await expect(
      canvas.getByText(
        'The store declined this return: The tee has been worn and washed, so we cannot take it back.',
      ),
    ).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** Received, collected by the courier: the pickup fee comes off the refund. */
export const Received: Story = {
  args: { value: returns.received },
  play: async ({ canvasElement }) => {
    const canvas = card(canvasElement)
    await expect(
      canvas.getByText(RETURN_STATUS_LABELS.received, { selector: 'span' }),
    ).toBeVisible()
    await expect(canvas.getByText('Pickup fee').nextElementSibling).toHaveTextContent('−₦1,500')
    await expect(canvas.getByText('Refund total').nextElementSibling).toHaveTextContent('₦11,000')
    await expect(canvas.queryByRole('button', { name: 'Cancel return' })).toBeNull()
  },
}

export const RefundPending: Story = {
  args: { value: returns.refundPending },
  play: async ({ canvasElement }) => {
    const canvas = card(canvasElement)
    await expect(canvas.getByText(RETURN_STATUS_LABELS.closed, { selector: 'span' })).toBeVisible()
    await expect(
      canvas.getByText(`Your refund of ₦12,500 is on its way. It should reach you ${REFUND_TIME}.`),
    ).toBeVisible()
    await expect(canvas.getByText('Refund started')).toBeVisible()
  },
}

export const RefundProcessed: Story = {
  args: { value: returns.refundProcessed },
  play: async ({ canvasElement }) => {
    const canvas = card(canvasElement)
    await expect(canvas.getByText('We refunded ₦12,500 to you.')).toBeVisible()
    // The line says what it asked for; whether the money arrived is the note's to say.
    await expect(canvas.getByText('Refund ₦12,500')).toBeVisible()
  },
}

export const RefundFailed: Story = {
  args: { value: returns.refundFailed },
  play: async ({ canvasElement }) => {
    await expect(
      card(canvasElement).getByText('We could not refund ₦12,500 yet: our team will be in touch.'),
    ).toBeVisible()
  },
}

/** The exchange shipped as its own order, linked. */
export const Exchanged: Story = {
  args: { value: returns.exchanged },
  play: async ({ canvasElement }) => {
    const canvas = card(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Order #1071' })).toHaveAttribute(
      'href',
      '/orders/ADR-FIXTURE-EXCHANGE',
    )
    await expect(canvas.getByText('Exchange order created')).toBeVisible()
    await expect(canvas.getByText('· Exchange shipped')).toBeVisible()
    await expect(canvas.queryByText('Refund total')).toBeNull()
  },
}

export const Cancelled: Story = {
  args: { value: returns.cancelled },
  play: async ({ canvasElement }) => {
    const canvas = card(canvasElement)
    await expect(
      canvas.getByText(RETURN_STATUS_LABELS.cancelled, { selector: 'span' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const Mobile: Story = {
  args: { value: returns.received },
  globals: { viewport: { value: 'mobile360' } },
  play: Received.play,
}

export const Dark: Story = {
  args: { value: returns.approved },
  globals: { theme: 'dark' },
  play: Approved.play,
}
