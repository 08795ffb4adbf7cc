import { RETURN_MESSAGES } from '@adire/contract'
import { fixtureOrderReturns, fixtureShopperReturns, withReturns } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ReturnForm } from './ReturnForm.tsx'
import { emptyReturnForm } from './returnForm.ts'

const order = fixtureShopperReturns.returnable

const meta = {
  title: 'UI/Account/ReturnForm',
  component: ReturnForm,
  args: { order, onSubmit: fn(), onBack: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReturnForm>

export default meta
type Story = StoryObj<typeof meta>

/** The hoodie in M and two tees, delivered five days ago: nothing chosen yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Return or exchange' })).toBeVisible()
    await expect(canvas.getByText('Returns until 26 November 2026')).toBeVisible()
    await expect(
      canvas.getByRole('checkbox', { name: /Indigo Adire Hoodie, size M/ }),
    ).not.toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Too small' })).toBeVisible()
    await expect(canvas.getByText('₦1,500, taken off your refund')).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Your refund' })).toBeNull()
  },
}

/**
 * The journey: the hoodie exchanged for XL, one tee of two refunded, collected by the
 * courier; the summary shows the refund less the fee before it is sent.
 */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('checkbox', { name: /Indigo Adire Hoodie, size M/ }))
    await userEvent.click(canvas.getByRole('radio', { name: 'Exchange for another size' }))
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'New size' }), 'XL')
    await userEvent.click(canvas.getByRole('checkbox', { name: /Adire Circles Tee, size M/ }))
    await expect(canvas.getByRole('spinbutton', { name: /How many/ })).toHaveValue(1)
    await expect(canvas.getByRole('button', { name: /One more Adire Circles Tee/ })).toBeEnabled()
    await userEvent.click(canvas.getByRole('radio', { name: 'Too small' }))
    await userEvent.click(canvas.getByRole('radio', { name: "Pickup by the store's courier" }))
    const summary = within(canvas.getByRole('region', { name: 'Your refund' }))
    await expect(summary.getByText('Exchange for size XL')).toBeVisible()
    await expect(summary.getByText('Pickup fee').nextElementSibling).toHaveTextContent('−₦1,500')
    await expect(summary.getByText('Refund total').nextElementSibling).toHaveTextContent('₦11,000')
    await userEvent.click(canvas.getByRole('button', { name: 'Send return request' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reference: order.reference,
      lines: [
        { index: 0, quantity: 1, exchangeSize: 'XL' },
        { index: 1, quantity: 1, exchangeSize: null },
      ],
      reason: 'tooSmall',
      way: 'pickup',
    })
  },
}

/** Faulty: the courier's fee is waived, and nothing comes off the refund. */
export const FeeWaived: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('checkbox', { name: /Adire Circles Tee, size M/ }))
    await userEvent.click(canvas.getByRole('radio', { name: 'Faulty' }))
    await userEvent.click(canvas.getByRole('radio', { name: "Pickup by the store's courier" }))
    await expect(
      canvas.getByText('Free: the fee is waived for faulty items and items not as pictured'),
    ).toBeVisible()
    const summary = within(canvas.getByRole('region', { name: 'Your refund' }))
    await expect(summary.queryByText('Pickup fee')).toBeNull()
    await expect(summary.getByText('Refund total').nextElementSibling).toHaveTextContent('₦12,500')
  },
}

/** Sent with nothing chosen: each field says what it needs, the first takes the focus. */
export const FieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Send return request' }))
    await expect(canvas.getByText(RETURN_MESSAGES.noLines)).toBeVisible()
    await expect(canvas.getByText(RETURN_MESSAGES.reason)).toBeVisible()
    await expect(canvas.getByText(RETURN_MESSAGES.way)).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: /Indigo Adire Hoodie/ })).toHaveFocus()
    await userEvent.click(canvas.getByRole('checkbox', { name: /Indigo Adire Hoodie/ }))
    await userEvent.click(canvas.getByRole('radio', { name: 'Exchange for another size' }))
    await userEvent.click(canvas.getByRole('radio', { name: 'Other' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Send return request' }))
    await expect(canvas.getByText(RETURN_MESSAGES.size)).toBeVisible()
    await expect(canvas.getByText(RETURN_MESSAGES.otherText)).toBeVisible()
    await expect(canvas.queryByText(RETURN_MESSAGES.noLines)).toBeNull()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Sending: the button says so and the fields wait. */
export const Busy: Story = {
  args: {
    busy: true,
    defaultValues: {
      ...emptyReturnForm(order),
      lines: [
        { chosen: true, quantity: 1, want: 'exchange', size: 'XL' },
        { chosen: false, quantity: 1, want: 'refund', size: '' },
      ],
      reason: 'tooSmall',
      way: 'dropOff',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: 'Too small' })).toBeDisabled()
  },
}

/** The size asked for sold out: said in the shopper's words, with a refund offered instead. */
export const SoldOut: Story = {
  args: {
    ...Busy.args,
    busy: false,
    refusal: { message: RETURN_MESSAGES.soldOut, field: 'lines.0.exchangeSize' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(RETURN_MESSAGES.soldOut)
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for a refund instead' }))
    await expect(canvas.getByRole('radio', { name: 'Refund' })).toBeChecked()
    await expect(canvas.queryByRole('alert')).toBeNull()
    const summary = within(canvas.getByRole('region', { name: 'Your refund' }))
    await expect(summary.getByText('Refund total').nextElementSibling).toHaveTextContent('₦28,500')
  },
}

/** Refused for another reason (the window closed meanwhile): the server's words. */
export const Refused: Story = {
  args: { ...Busy.args, busy: false, refusal: { message: RETURN_MESSAGES.windowClosed } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(RETURN_MESSAGES.windowClosed)
    await expect(canvas.queryByRole('button', { name: 'Ask for a refund instead' })).toBeNull()
  },
}

/** The hoodie exchanged and one tee refunded already: the hoodie cannot be chosen again. */
export const PartlyReturned: Story = {
  args: {
    order: withReturns(fixtureOrderReturns.exchanged, fixtureOrderReturns.refundProcessed),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('checkbox', { name: /Indigo Adire Hoodie/ })).toBeDisabled()
    await expect(canvas.getByText(/Already returned/)).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: /Adire Circles Tee/ }))
    // One tee of the two is left: no stepper to ask for more.
    await expect(canvas.queryByRole('spinbutton')).toBeNull()
  },
}

/**
 * The hoodie's exchange is still open: one open return per line, so it waits for that one to end;
 * both tees can still be sent back.
 */
export const LineUnderReturn: Story = {
  args: { order: withReturns(fixtureOrderReturns.requested) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('checkbox', { name: /Indigo Adire Hoodie/ })).toBeDisabled()
    await expect(canvas.getByText(/Return under way/)).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: /Adire Circles Tee/ }))
    await expect(canvas.getByRole('spinbutton')).toBeVisible()
  },
}

export const Mobile: Story = {
  args: SoldOut.args,
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      RETURN_MESSAGES.soldOut,
    )
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: FieldErrors.play,
}
