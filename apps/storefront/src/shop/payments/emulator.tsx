import { PaymentFrame } from '@adire/ui'
import { createRoot } from 'react-dom/client'
import { readEmulatorMessage } from './emulatorMessages.ts'
import type { PaymentCallbacks, PaymentPopup } from './paymentWindow.ts'

/** The page to frame: the emulator's checkout, or (stories) markup standing in for it. */
export type EmulatorPage = { src: string } | { srcDoc: string }

/**
 * Shows the emulator's checkout page in the payment window (a modal dialog) and reports how it
 * ends: the page's result message (paid, cancelled), or the shopper closing the window
 * (cancelled). A declined card stays on the page with its error, as on Paystack. Returns the
 * function that removes the window; nothing is reported after it.
 */
export function openEmulatorCheckout(page: EmulatorPage, callbacks: PaymentCallbacks): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  // The page behind the window does not scroll while it is open.
  const overflow = document.documentElement.style.overflow
  document.documentElement.style.overflow = 'hidden'

  let settled = false
  const settle = (report: () => void) => {
    if (settled) return
    settled = true
    report()
  }
  const onMessage = (event: MessageEvent) => {
    const frame = host.querySelector('iframe')?.contentWindow ?? null
    const outcome = readEmulatorMessage(event, { origin: window.location.origin, frame })
    if (outcome?.event === 'success') settle(() => callbacks.onSuccess(outcome.reference))
    else if (outcome?.event === 'cancel') settle(() => callbacks.onCancel())
  }
  window.addEventListener('message', onMessage)

  root.render(
    <PaymentFrame
      {...page}
      title="Pay with Paystack"
      testMode
      onClose={() => settle(() => callbacks.onCancel())}
    />,
  )

  return () => {
    settled = true
    window.removeEventListener('message', onMessage)
    root.unmount()
    host.remove()
    document.documentElement.style.overflow = overflow
    // Back where the shopper was (the pay button), as a closed dialog does.
    if (opener?.isConnected) opener.focus()
  }
}

/**
 * The emulator's window for a transaction. The emulator is part of the store's own server
 * (ADR 014), so its checkout is framed from this page's origin whatever host the server named
 * in `authorizationUrl` (localhost and 127.0.0.1 are different origins): the page's messages
 * then come from `window.location.origin`, the only origin they are accepted from.
 */
export function emulatorPopup(authorizationUrl: string): PaymentPopup {
  const url = new URL(authorizationUrl, window.location.href)
  return {
    open: (_accessCode, callbacks) =>
      openEmulatorCheckout({ src: `${url.pathname}${url.search}` }, callbacks),
  }
}
