import { formatNaira, koboToNaira } from '@adire/contract'
import { html, raw } from 'hono/html'

/*
 * The emulator's checkout window (Paystack's, played offline): its pages as HTML, free of
 * server-only code so that Storybook shows them too (EmulatorPages.stories.tsx).
 */

/** Where the emulator is mounted on the store's server. */
export const EMULATOR_PATH = '/paystack-emulator'

interface ShownTransaction {
  id: number
  accessCode: string
  reference: string
  email: string
  amount: number
  callbackUrl: string | undefined
  channels: readonly string[]
}

/** The one-time account a transfer goes to, as Paystack shows it: ten digits, this payment's own. */
export const transferAccountNumber = (tx: Pick<ShownTransaction, 'id'>) =>
  `99${String(tx.id).padStart(8, '0')}`

/** The bank of the emulator's transfer accounts. */
export const TRANSFER_BANK = 'Paystack-Titan (test)'

/**
 * Tells the storefront's overlay (the page's parent frame) how the payment ended, as Paystack's
 * popup calls its callbacks. Opened on its own (the redirect flow), it goes to the callback URL.
 */
export const REPORT_SCRIPT = `
(function () {
  var node = document.getElementById('outcome');
  var outcome = { source: 'adire-paystack-emulator', event: node.dataset.event, reference: node.dataset.reference };
  if (window.parent !== window) window.parent.postMessage(outcome, '*');
  else if (node.dataset.callback) window.location.replace(node.dataset.callback);
})();`

const STYLE = `
  *{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f1f5f9;font:16px/1.5 system-ui,sans-serif;color:#0f172a}
  main{width:min(100% - 2rem,400px);background:#fff;border-radius:16px;padding:24px;box-shadow:0 10px 30px rgb(15 23 42/.15)}
  .badge{display:inline-block;font-size:12px;font-weight:700;letter-spacing:.05em;text-transform:uppercase;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px}
  h1{font-size:1.25rem;margin:12px 0 4px}p{margin:0 0 12px;color:#334155}
  label{display:block;font-weight:600;margin:16px 0 6px}input{width:100%;font:inherit;padding:10px 12px;border:1px solid #94a3b8;border-radius:8px}
  .error{color:#b91c1c;font-weight:600}button{font:inherit;font-weight:700;border-radius:999px;padding:12px 16px;width:100%;cursor:pointer;margin-top:12px}
  .pay{background:#0ba4db;color:#fff;border:0}.cancel{background:#fff;color:#0f172a;border:1px solid #94a3b8}
  small{display:block;margin-top:12px;color:#475569}
  section{border-top:1px solid #e2e8f0;margin-top:20px;padding-top:8px}h2{font-size:1.05rem;margin:12px 0 8px}
  dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}dt{color:#475569}dd{margin:0;font-weight:700}
  select{width:100%;font:inherit;padding:10px 12px;border:1px solid #94a3b8;border-radius:8px;background:#fff}`

/** One page of the emulator, in its own look (the dispute sandbox's page uses it too). */
export const page = (title: string, body: ReturnType<typeof html>) => html`<!doctype html>
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
      <small>
        Test cards: 4084084084084081 pays, 4084080000005408 is declined, 4084080000670037 has
        insufficient funds, 4084080000000409 pays but cannot be refunded.
      </small>
      ${tx.channels.includes('bank_transfer') ? transferPanel(tx, amount, action) : ''}
      <form method="post" action="${action}/cancel">
        <button class="cancel" type="submit">Cancel</button>
      </form>`,
  )
}

/** Paystack's "Pay with Transfer": the account to send the exact amount to, then one button. */
function transferPanel(tx: ShownTransaction, amount: string, action: string) {
  return html`<section aria-labelledby="transfer-title">
    <h2 id="transfer-title">Pay with transfer</h2>
    <p>Send exactly ${amount} to this account from your bank app. It is valid for 30 minutes.</p>
    <dl>
      <dt>Account number</dt>
      <dd>${transferAccountNumber(tx)}</dd>
      <dt>Bank</dt>
      <dd>${TRANSFER_BANK}</dd>
      <dt>Amount</dt>
      <dd>${amount}</dd>
    </dl>
    <form method="post" action="${action}/transfer">
      <label for="outcome">What the bank does (test)</label>
      <select id="outcome" name="outcome">
        <option value="arrives">The transfer arrives</option>
        <option value="never">It never arrives</option>
        <option value="short">It arrives ₦100 short</option>
        <option value="late">It arrives after the account expired</option>
      </select>
      <button class="pay" type="submit">I’ve sent the money</button>
    </form>
  </section>`
}

/** The end of a payment attempt, reported to the storefront by the script. */
export function resultPage(
  result:
    | { outcome: 'paid' | 'cancelled' | 'transfer'; tx: ShownTransaction }
    | { outcome: 'unknown' },
) {
  if (result.outcome === 'unknown') {
    return page('Unknown payment', html`<h1>This payment link is not known</h1>`)
  }
  const { tx } = result
  const callback = tx.callbackUrl
    ? `${tx.callbackUrl}${tx.callbackUrl.includes('?') ? '&' : '?'}reference=${encodeURIComponent(tx.reference)}`
    : ''
  if (result.outcome === 'transfer') {
    // Reported as Paystack's popup reports a finished window: the store then asks about the
    // payment, and learns the transfer is on its way.
    return page(
      'Transfer on its way',
      html`<h1 id="outcome" data-event="success" data-reference="${tx.reference}" data-callback="${callback}">
          Transfer on its way
        </h1>
        <p>We will confirm your order when the money lands. You can close this window.</p>
        <script>${raw(REPORT_SCRIPT)}</script>`,
    )
  }
  const paid = result.outcome === 'paid'
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
