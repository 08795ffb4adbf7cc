import { formatNaira, koboToNaira } from '@adire/contract'
import { html, raw } from 'hono/html'
import { inlineScriptHashes } from '../../../http/security.ts'

/** Where the emulator is mounted on the store's server. */
export const EMULATOR_PATH = '/paystack-emulator'

interface ShownTransaction {
  accessCode: string
  reference: string
  email: string
  amount: number
  callbackUrl: string | undefined
}

/**
 * Tells the storefront's overlay (the page's parent frame) how the payment ended, as Paystack's
 * popup calls its callbacks. Opened on its own (the redirect flow), it goes to the callback URL.
 */
const REPORT_SCRIPT = `
(function () {
  var node = document.getElementById('outcome');
  var outcome = { source: 'adire-paystack-emulator', event: node.dataset.event, reference: node.dataset.reference };
  if (window.parent !== window) window.parent.postMessage(outcome, '*');
  else if (node.dataset.callback) window.location.replace(node.dataset.callback);
})();`

/**
 * The checkout pages' policy: framed only by the store itself, its one script by hash, its
 * forms posting back to it, nothing else.
 */
export const CHECKOUT_POLICY = [
  "default-src 'none'",
  `script-src ${inlineScriptHashes(`<script>${REPORT_SCRIPT}</script>`).join(' ')}`,
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
].join('; ')

const STYLE = `
  *{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f1f5f9;font:16px/1.5 system-ui,sans-serif;color:#0f172a}
  main{width:min(100% - 2rem,400px);background:#fff;border-radius:16px;padding:24px;box-shadow:0 10px 30px rgb(15 23 42/.15)}
  .badge{display:inline-block;font-size:12px;font-weight:700;letter-spacing:.05em;text-transform:uppercase;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px}
  h1{font-size:1.25rem;margin:12px 0 4px}p{margin:0 0 12px;color:#334155}
  label{display:block;font-weight:600;margin:16px 0 6px}input{width:100%;font:inherit;padding:10px 12px;border:1px solid #94a3b8;border-radius:8px}
  .error{color:#b91c1c;font-weight:600}button{font:inherit;font-weight:700;border-radius:999px;padding:12px 16px;width:100%;cursor:pointer;margin-top:12px}
  .pay{background:#0ba4db;color:#fff;border:0}.cancel{background:#fff;color:#0f172a;border:1px solid #94a3b8}
  small{display:block;margin-top:12px;color:#475569}`

const page = (title: string, body: ReturnType<typeof html>) => html`<!doctype html>
<html lang="en-NG">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <main>${body}</main>
  </body>
</html>`

/** The emulated Paystack checkout for one transaction: its amount, e-mail and a card field. */
export function checkoutPage({
  tx,
  card,
  error,
}: {
  tx: ShownTransaction
  card: string
  error?: string
}) {
  const amount = formatNaira(koboToNaira(tx.amount))
  const action = `${EMULATOR_PATH}/checkout/${tx.accessCode}`
  return page(
    'Paystack checkout (emulator)',
    html`<span class="badge">Test payment: no money moves</span>
      <h1>Pay ${amount}</h1>
      <p>${tx.email}</p>
      <form method="post" action="${action}/pay">
        <label for="card">Card number</label>
        <input id="card" name="card" inputmode="numeric" autocomplete="off" value="${card}" />
        ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
        <button class="pay" type="submit">Pay ${amount}</button>
      </form>
      <form method="post" action="${action}/cancel">
        <button class="cancel" type="submit">Cancel</button>
      </form>
      <small>
        Test cards: 4084084084084081 pays, 4084080000005408 is declined, 4084080000670037 has
        insufficient funds, 4084080000000409 pays but cannot be refunded.
      </small>`,
  )
}

/** The end of a payment attempt, reported to the storefront by the script. */
export function resultPage(
  result: { outcome: 'paid' | 'cancelled'; tx: ShownTransaction } | { outcome: 'unknown' },
) {
  if (result.outcome === 'unknown') {
    return page('Unknown payment', html`<h1>This payment link is not known</h1>`)
  }
  const { tx } = result
  const paid = result.outcome === 'paid'
  const callback = tx.callbackUrl
    ? `${tx.callbackUrl}${tx.callbackUrl.includes('?') ? '&' : '?'}reference=${encodeURIComponent(tx.reference)}`
    : ''
  return page(
    paid ? 'Payment successful' : 'Payment cancelled',
    html`<h1 id="outcome"
        data-event="${paid ? 'success' : 'cancel'}"
        data-reference="${tx.reference}"
        data-callback="${paid ? callback : ''}">
        ${paid ? 'Payment successful' : 'Payment cancelled'}
      </h1>
      <p>${paid ? 'You can close this window.' : 'No money was taken.'}</p>
      <script>${raw(REPORT_SCRIPT)}</script>`,
  )
}
