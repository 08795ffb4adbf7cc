import { formatNaira, koboToNaira } from '@adire/contract'
import { EMULATOR_MESSAGE_SOURCE } from '../shop/payments/emulatorMessages.ts'

/**
 * Pages standing in for the emulator's, for stories (framed as markup: Storybook has no
 * emulator server). The result pages post exactly what the emulator's do; a node test checks
 * that against the emulator's own result page (`emulatorMessages.test.ts`).
 */
const page = (title: string, body: string) => `<!doctype html><html lang="en"><head>
<meta charset="utf-8"><title>${title}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f1f5f9;font:16px/1.5 system-ui,sans-serif;color:#0f172a}
main{width:min(100% - 2rem,400px);background:#fff;border-radius:16px;padding:24px}
button{font:inherit;font-weight:700;border-radius:999px;padding:12px 16px;width:100%;margin-top:12px;cursor:pointer}
.badge{display:inline-block;font-size:12px;font-weight:700;text-transform:uppercase;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px}</style>
</head><body><main>${body}</main></body></html>`

/** What the emulator's result pages post to the window that frames them. */
const message = (event: 'success' | 'cancel', reference: string) => ({
  source: EMULATOR_MESSAGE_SOURCE,
  event,
  reference,
})

/**
 * The emulator's checkout, waiting for the shopper: Pay and Cancel end it as the emulator's
 * result pages do (the real page posts the card to the server first).
 */
export function checkoutPageForStories(
  amountKobo: number,
  email: string,
  reference: string,
): string {
  const amount = formatNaira(koboToNaira(amountKobo))
  const report = (event: 'success' | 'cancel') =>
    `window.parent.postMessage(${JSON.stringify(message(event, reference)).replaceAll('"', "'")}, '*')`
  return page(
    'Paystack checkout (emulator)',
    `<span class="badge">Test payment: no money moves</span><h1>Pay ${amount}</h1><p>${email}</p>
    <p>Test cards: 4084084084084081 pays.</p>
    <button type="button" onclick="${report('success')}">Pay ${amount}</button>
    <button type="button" onclick="${report('cancel')}">Cancel</button>`,
  )
}

/** The emulator's result page, reporting to the window that frames it. */
export function resultPageForStories(outcome: 'success' | 'cancel', reference: string): string {
  return page(
    outcome === 'success' ? 'Payment successful' : 'Payment cancelled',
    `<h1>${outcome === 'success' ? 'Payment successful' : 'Payment cancelled'}</h1>
    <script>window.parent.postMessage(${JSON.stringify(message(outcome, reference))}, '*')</script>`,
  )
}
