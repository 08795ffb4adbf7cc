import type { OrderDispute } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DisputePanel } from './DisputePanel.tsx'

const NOW = Date.UTC(2026, 10, 28, 9, 0)
const HOUR = 3_600_000

const open: OrderDispute = {
  id: '6f0c1d9e-1b7a-4a53-9a43-5d2f4c1b2a01',
  providerId: '358950',
  paymentReference: 'ADR-DISPUTE-1',
  state: 'open',
  paystackStatus: 'awaiting-merchant-feedback',
  category: 'chargeback',
  amountKobo: 2_850_000,
  currency: 'NGN',
  dueAt: NOW + 13 * HOUR + 20 * 60_000,
  respondedAt: null,
  respondedBy: null,
  responseNote: null,
  evidence: null,
  resolution: null,
  resolvedAt: null,
  deductedKobo: 0,
}

const answered: OrderDispute = {
  ...open,
  state: 'responded',
  paystackStatus: 'awaiting-bank-feedback',
  respondedAt: NOW - 2 * HOUR,
  respondedBy: 'kemi@adire.example',
  responseNote: 'Delivered on 3 November and signed for by the shopper.',
}

const meta = {
  title: 'UI/Orders/DisputePanel',
  component: DisputePanel,
  args: {
    dispute: open,
    now: NOW,
    onAnswer: fn(),
    evidence: {
      customer_name: 'Ada Okafor',
      customer_email: 'ada@example.com',
      customer_phone: '0803 123 4567',
      delivery_address: '12 Admiralty Way, Lekki, Lagos',
    },
  },
  decorators: [(Story) => <div className="w-full max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof DisputePanel>

export default meta
type Story = StoryObj<typeof meta>

/** A dispute just opened: Disputed, the claim, and 13 hours left to answer. */
export const Open: Story = {
  tags: ['state:admin-dispute-open'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Disputed')).toBeVisible()
    await expect(canvas.getByText('Open: answer before the deadline')).toBeVisible()
    await expect(canvas.getByText(/^13 hours left/)).toBeVisible()
    await expect(canvas.getByRole('form', { name: 'Answer the dispute' })).toBeVisible()
  },
}

/** Past the deadline, unanswered: Paystack may accept it for the store at any moment. */
export const Overdue: Story = {
  tags: ['state:admin-dispute-overdue'],
  args: { dispute: { ...open, dueAt: NOW - HOUR } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/^overdue \(/)).toHaveTextContent('overdue')
    await expect(canvas.queryByText(/hours left/)).toBeNull()
  },
}

/** The team answered: who, when, what; no form any more. */
export const Responded: Story = {
  tags: ['state:admin-dispute-responded'],
  args: { dispute: answered },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Responded: waiting for the bank')).toBeVisible()
    await expect(canvas.getByText(/by kemi@adire\.example/)).toBeVisible()
    await expect(canvas.queryByRole('form', { name: 'Answer the dispute' })).toBeNull()
  },
}

/** The bank agreed with the store: the money stays. */
export const Won: Story = {
  tags: ['state:admin-dispute-won'],
  args: {
    dispute: { ...answered, state: 'won', paystackStatus: 'resolved', resolution: 'declined' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Won: the money stays')).toBeVisible()
    await expect(canvas.queryByText('Taken back')).toBeNull()
  },
}

/** Lost (here unanswered, accepted by Paystack): the claim was taken back from the store. */
export const Lost: Story = {
  tags: ['state:admin-dispute-lost'],
  args: {
    dispute: {
      ...open,
      state: 'lost',
      paystackStatus: 'resolved',
      resolution: 'auto-accepted',
      resolvedAt: NOW,
      deductedKobo: 2_850_000,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Lost: the money was taken back')).toBeVisible()
    await expect(canvas.getByText('Taken back').nextElementSibling).toHaveTextContent('₦28,500')
  },
}

/** Sent with the note and the shopper's phone missing: each field says what it needs. */
export const ValidationErrors: Story = {
  tags: ['state:admin-dispute-invalid'],
  args: { evidence: { customer_name: 'Ada Okafor', customer_email: 'ada' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Send the answer to Paystack' }))
    await expect(canvas.getByText('Please write the answer to send to Paystack')).toBeVisible()
    await expect(canvas.getByText('Please enter the shopper’s e-mail address')).toBeVisible()
    await expect(canvas.getByText('The shopper’s phone is required')).toBeVisible()
    await expect(canvas.getByText('What was sold is required')).toBeVisible()
    await expect(args.onAnswer).not.toHaveBeenCalled()
  },
}

/** A complete answer is sent once it passes the contract's checks. */
export const Declining: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Message to Paystack'), 'Delivered, signed for.')
    await userEvent.type(canvas.getByLabelText('What was sold'), 'One indigo adire hoodie')
    await userEvent.type(canvas.getByLabelText(/Delivery date/), '2026-11-03')
    await userEvent.click(canvas.getByRole('button', { name: 'Send the answer to Paystack' }))
    await expect(args.onAnswer).toHaveBeenCalledWith({
      action: 'decline',
      note: 'Delivered, signed for.',
      evidence: {
        customer_name: 'Ada Okafor',
        customer_email: 'ada@example.com',
        customer_phone: '0803 123 4567',
        service_details: 'One indigo adire hoodie',
        delivery_address: '12 Admiralty Way, Lekki, Lagos',
        delivery_date: '2026-11-03',
      },
    })
  },
}

/** A delivery photo uploaded as product photos are, sent as its address with the evidence. */
export const WithPhoto: Story = {
  args: {
    evidence: { ...meta.args.evidence, service_details: 'One indigo adire hoodie' },
    onUploadPhoto: fn(async () => '/photos/0123456789abcdef0123-1280.jpg'),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'delivery.jpg', {
      type: 'image/jpeg',
    })
    await userEvent.upload(canvas.getByLabelText('Delivery photo (optional)'), file)
    await expect(await canvas.findByRole('status')).toHaveTextContent('Photo attached')
    await expect(args.onUploadPhoto).toHaveBeenCalledWith(file)
    await userEvent.type(canvas.getByLabelText('Message to Paystack'), 'Delivered; photo attached.')
    await userEvent.click(canvas.getByRole('button', { name: 'Send the answer to Paystack' }))
    await expect(args.onAnswer).toHaveBeenCalledWith(
      expect.objectContaining({ photoUrl: '/photos/0123456789abcdef0123-1280.jpg' }),
    )
  },
}

/** Accepting needs only the note. */
export const Accepting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'Accept: give the money back' }))
    await expect(canvas.queryByLabelText('What was sold')).toBeNull()
    await userEvent.type(canvas.getByLabelText('Message to Paystack'), 'We could not deliver.')
    await userEvent.click(canvas.getByRole('button', { name: 'Accept the dispute' }))
    await expect(args.onAnswer).toHaveBeenCalledWith({
      action: 'accept',
      note: 'We could not deliver.',
    })
  },
}

/** Paystack refused the answer: its reason, and the form kept to try again. */
export const ServerError: Story = {
  tags: ['state:admin-dispute-server-error'],
  args: {
    error:
      'Paystack did not take the answer (Paystack could not be reached: timeout). Nothing was sent; please try again.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Paystack did not take the answer (Paystack could not be reached: timeout). Nothing was sent; please try again.',
    )
    await expect(canvas.getByRole('form', { name: 'Answer the dispute' })).toBeVisible()
  },
}

/** While the answer is on its way: the button says so and cannot be pressed twice. */
export const Sending: Story = {
  args: { answering: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending…' })).toBeDisabled()
  },
}
