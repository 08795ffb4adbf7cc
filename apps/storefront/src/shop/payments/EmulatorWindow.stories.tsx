import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef, useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { checkoutPageForStories, resultPageForStories } from '../../stories/emulatorPages.ts'
import { type EmulatorPage, openEmulatorCheckout } from './emulator.tsx'

const PAID_PAGE = resultPageForStories('success', 'ADR-STORY-1')
const CANCELLED_PAGE = resultPageForStories('cancel', 'ADR-STORY-1')
/** The checkout, waiting for the shopper. */
const WAITING_PAGE = checkoutPageForStories(5_900_050, 'ada@example.com', 'ADR-STORY-1')

/** A pay button that opens the emulator's window, and what the window reported. */
function EmulatorWindowDemo({ page }: { page: EmulatorPage }) {
  const [outcome, setOutcome] = useState('Not paid yet')
  const close = useRef<(() => void) | null>(null)
  const finish = (text: string) => {
    close.current?.()
    setOutcome(text)
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <button
        type="button"
        className="rounded-full bg-brand px-5 py-2 font-semibold text-brand-ink"
        onClick={() => {
          close.current = openEmulatorCheckout(page, {
            onSuccess: (reference) => finish(`Paid: ${reference}`),
            onCancel: () => finish('Payment window closed'),
            onError: (message) => finish(`Failed: ${message}`),
          })
        }}
      >
        Pay
      </button>
      <p role="status">{outcome}</p>
    </div>
  )
}

const meta = {
  title: 'Payments/Emulator window',
  component: EmulatorWindowDemo,
  args: { page: { srcDoc: WAITING_PAGE } },
} satisfies Meta<typeof EmulatorWindowDemo>

export default meta
type Story = StoryObj<typeof meta>

const screen = () => within(document.body)

async function openWindow(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const pay = canvas.getByRole('button', { name: 'Pay' })
  await userEvent.click(pay)
  return { canvas, pay }
}

/** The result page reports the payment: the window closes with its reference. */
export const Paid: Story = {
  args: { page: { srcDoc: PAID_PAGE } },
  play: async ({ canvasElement }) => {
    const { canvas, pay } = await openWindow(canvasElement)
    await expect(await canvas.findByText('Paid: ADR-STORY-1')).toBeVisible()
    await expect(screen().queryByRole('dialog')).not.toBeInTheDocument()
    // The focus is back on the button that opened the window.
    await expect(pay).toHaveFocus()
  },
}

/** The shopper pressed Cancel on the emulator's page. */
export const CancelledOnThePage: Story = {
  args: { page: { srcDoc: CANCELLED_PAGE } },
  play: async ({ canvasElement }) => {
    const { canvas } = await openWindow(canvasElement)
    await expect(await canvas.findByText('Payment window closed')).toBeVisible()
    await expect(screen().queryByRole('dialog')).not.toBeInTheDocument()
  },
}

/** The window says it is a test, and its close button cancels. */
export const ClosedByTheShopper: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await openWindow(canvasElement)
    const dialog = await screen().findByRole('dialog', { name: 'Pay with Paystack' })
    await expect(dialog).toHaveAccessibleDescription('Test payment: no money moves.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close payment window' }))
    await expect(await canvas.findByText('Payment window closed')).toBeVisible()
    await expect(screen().queryByRole('dialog')).not.toBeInTheDocument()
  },
}

export const ClosedWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await openWindow(canvasElement)
    const dialog = await screen().findByRole('dialog', { name: 'Pay with Paystack' })
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close payment window' })).toHaveFocus(),
    )
    await userEvent.keyboard('{Escape}')
    await expect(await canvas.findByText('Payment window closed')).toBeVisible()
  },
}

/** A message from anything but the framed page (here the store's own window) is ignored. */
export const ForgedMessageIgnored: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await openWindow(canvasElement)
    const dialog = await screen().findByRole('dialog', { name: 'Pay with Paystack' })
    window.postMessage(
      { source: 'adire-paystack-emulator', event: 'success', reference: 'FORGED' },
      '*',
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    await expect(dialog).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Not paid yet')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close payment window' }))
    await expect(await canvas.findByText('Payment window closed')).toBeVisible()
  },
}
