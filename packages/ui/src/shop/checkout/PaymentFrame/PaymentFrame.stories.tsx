import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, HttpResponse, http } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { PaymentFrame } from './PaymentFrame.tsx'

/** A stand-in for the emulator's checkout page, framed from markup so the story needs no server. */
const CHECKOUT_PAGE = `<!doctype html><html lang="en"><head><title>Paystack checkout (emulator)</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f1f5f9;font:16px/1.5 system-ui,sans-serif;color:#0f172a}
main{width:min(100% - 2rem,400px);background:#fff;border-radius:16px;padding:24px}
button{font:inherit;font-weight:700;border-radius:999px;padding:12px 16px;width:100%;background:#0a6f94;color:#fff;border:0}</style>
</head><body><main><h1>Pay ₦59,000.50</h1><p>ada@example.com</p><button type="button">Pay ₦59,000.50</button></main></body></html>`

const meta = {
  title: 'UI/Checkout/PaymentFrame',
  component: PaymentFrame,
  args: { srcDoc: CHECKOUT_PAGE, testMode: true, onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentFrame>

export default meta
type Story = StoryObj<typeof meta>

/** The dialog is in the top layer, outside the story's canvas: look in the whole document. */
const screen = () => within(document.body)

async function openDialog() {
  const dialog = await screen().findByRole('dialog', { name: 'Pay with Paystack' })
  await expect(dialog).toHaveAttribute('open')
  return dialog
}

/** The framed page, once loaded (a srcdoc frame shares the story's origin). */
async function framedPage() {
  const frame = screen().getByTitle('Paystack checkout') as HTMLIFrameElement
  await waitFor(() => expect(frame.contentDocument?.querySelector('h1')).toBeTruthy())
  return within(frame.contentDocument?.body as HTMLElement)
}

/** A test payment: the dialog says no money moves, and the focus is inside it. */
export const TestPayment: Story = {
  play: async () => {
    const dialog = await openDialog()
    await expect(dialog).toHaveAccessibleDescription('Test payment: no money moves.')
    const close = within(dialog).getByRole('button', { name: 'Close payment window' })
    await waitFor(() => expect(close).toHaveFocus())
    const page = await framedPage()
    await expect(page.getByRole('heading', { name: 'Pay ₦59,000.50' })).toBeVisible()
    await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument())
  },
}

/** With Paystack's real checkout no test notice shows. */
export const LivePayment: Story = {
  args: { ...TestPayment.args, testMode: false },
  play: async () => {
    const dialog = await openDialog()
    await expect(
      within(dialog).queryByText('Test payment: no money moves.'),
    ).not.toBeInTheDocument()
    await expect(dialog).not.toHaveAttribute('aria-describedby')
  },
}

/** The close button asks to close; the dialog stays until its owner removes it. */
export const CloseButton: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close payment window' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

/** Escape is the same as the close button. */
export const Escape: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog()
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close payment window' })).toHaveFocus(),
    )
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledOnce()
    await expect(dialog).toHaveAttribute('open')
  },
}

/** Until the provider's page has loaded, a spinner says what is coming. */
export const Loading: Story = {
  // The page's picture never arrives, so the frame never finishes loading.
  args: { srcDoc: '<img src="/payment-frame-story/never.png" alt="">' },
  parameters: {
    msw: {
      handlers: {
        paymentFrame: [
          http.get('*/payment-frame-story/never.png', async () => {
            await delay('infinite')
            return new HttpResponse(null)
          }),
        ],
      },
    },
  },
  play: async () => {
    const dialog = await openDialog()
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the payment page')
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: TestPayment.play }

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: TestPayment.play,
}
