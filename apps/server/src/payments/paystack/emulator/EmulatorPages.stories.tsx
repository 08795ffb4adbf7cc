import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { checkoutPage, resultPage } from './pages.ts'

/*
 * The built-in Paystack emulator's window (docs/product.md §4.9), as the store's server renders
 * it: shown here framed as the storefront's overlay frames it, so that designers review the card
 * and transfer screens beside the storefront's own.
 */

const transaction = {
  id: 42,
  accessCode: 'story-access-code',
  reference: 'ADR-STORY-1',
  email: 'ada@example.com',
  amount: 2_000_000,
  callbackUrl: undefined,
  channels: ['card', 'bank_transfer'],
}

function EmulatorWindow({ html }: { html: string }) {
  return (
    <iframe
      title="Paystack checkout"
      srcDoc={html}
      className="w-full max-w-md rounded-card border border-line bg-white"
      // Inline: the stylesheet's classes are gathered from the ui and storefront sources only.
      style={{ height: '44rem' }}
    />
  )
}

const meta = {
  title: 'Payments/Emulator window',
  component: EmulatorWindow,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof EmulatorWindow>

export default meta
type Story = StoryObj<typeof meta>

/** The framed page's body, once it has loaded. */
async function framed(canvasElement: HTMLElement) {
  const frame = within(canvasElement).getByTitle('Paystack checkout') as HTMLIFrameElement
  await waitFor(() => expect(frame.contentDocument?.body.textContent).not.toBe(''))
  return within(frame.contentDocument?.body as HTMLElement)
}

/**
 * The card and, beside it, Paystack's "Pay with transfer": the one-time account, its bank and
 * the exact amount, what the test bank does, and "I've sent the money".
 */
export const CardAndTransfer: Story = {
  args: { html: String(checkoutPage({ tx: transaction, card: '4084084084084081' })) },
  play: async ({ canvasElement }) => {
    const page = await framed(canvasElement)
    await expect(page.getByRole('heading', { name: 'Pay ₦20,000' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Pay with transfer' })).toBeVisible()
    await expect(page.getByText('9900000042')).toBeVisible()
    await expect(page.getByText('Paystack-Titan (test)')).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'What the bank does (test)' })).toHaveValue(
      'arrives',
    )
    await expect(page.getByRole('button', { name: 'I’ve sent the money' })).toBeVisible()
  },
}

/** A store that takes cards only: no transfer is offered. */
export const CardOnly: Story = {
  args: {
    html: String(
      checkoutPage({ tx: { ...transaction, channels: ['card'] }, card: '4084084084084081' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const page = await framed(canvasElement)
    await expect(page.getByRole('button', { name: 'Pay ₦20,000' })).toBeVisible()
    await expect(page.queryByRole('heading', { name: 'Pay with transfer' })).toBeNull()
  },
}

/** "I've sent the money" pressed: the window says the transfer is on its way and reports back. */
export const TransferOnItsWay: Story = {
  args: { html: String(resultPage({ outcome: 'transfer', tx: transaction })) },
  play: async ({ canvasElement }) => {
    const page = await framed(canvasElement)
    await expect(page.getByRole('heading', { name: 'Transfer on its way' })).toBeVisible()
    await expect(
      page.getByText('We will confirm your order when the money lands. You can close this window.'),
    ).toBeVisible()
  },
}
