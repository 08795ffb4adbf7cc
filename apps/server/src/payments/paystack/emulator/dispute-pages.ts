import { formatNaira, koboToNaira } from '@adire/contract'
import { html } from 'hono/html'
import { EMULATOR_PATH, page } from './pages.ts'

/*
 * The dispute sandbox's page (disputes.ts): the tester opens a dispute on a paid transaction,
 * sends reminders, decides it as the bank would, and reads what the store answered. Free of
 * server-only code, like the checkout pages.
 */

interface ShownDispute {
  id: number
  status: string
  resolution: string | null
  refund_amount: number
  dueAt: string
  transaction: { reference: string }
  answer: { resolution: string; message: string; uploaded_filename?: string } | null
  evidence: Record<string, unknown> | null
  /** The file the answer named, as uploaded to its signed URL. */
  upload: { contentType: string; bytes: number } | null
}

const naira = (kobo: number) => formatNaira(koboToNaira(kobo))

export function disputesPage({
  paid,
  disputes,
}: {
  paid: { reference: string; amount: number; email: string }[]
  disputes: ShownDispute[]
}) {
  const base = `${EMULATOR_PATH}/disputes`
  return page(
    'Disputes (emulator)',
    html`<span class="badge">Test disputes: no money moves</span>
      <h1>Disputes</h1>
      <section aria-labelledby="open-title">
        <h2 id="open-title">Open a dispute on a paid payment</h2>
        ${
          paid.length === 0
            ? html`<p>No paid payment to dispute yet.</p>`
            : paid.map(
                (tx) => html`<form method="post" action="${base}">
                  <input type="hidden" name="reference" value="${tx.reference}" />
                  <p>${tx.reference}: ${naira(tx.amount)}, ${tx.email}</p>
                  <label for="due-${tx.reference}">Hours to answer</label>
                  <input id="due-${tx.reference}" name="dueInHours" inputmode="numeric" value="16" />
                  <button class="pay" type="submit">Open a dispute on ${tx.reference}</button>
                </form>`,
              )
        }
      </section>
      ${disputes.map(
        (dispute) => html`<section aria-labelledby="dispute-${dispute.id}">
          <h2 id="dispute-${dispute.id}">Dispute ${dispute.id} on ${dispute.transaction.reference}</h2>
          <dl>
            <dt>Claim</dt>
            <dd>${naira(dispute.refund_amount)}</dd>
            <dt>Status</dt>
            <dd>${dispute.status}${dispute.resolution ? ` (${dispute.resolution})` : ''}</dd>
            <dt>Due</dt>
            <dd>${dispute.dueAt}</dd>
            <dt>Store’s answer</dt>
            <dd>${dispute.answer ? `${dispute.answer.resolution}: ${dispute.answer.message}` : 'none yet'}</dd>
            ${
              dispute.evidence
                ? Object.entries(dispute.evidence)
                    .filter(
                      ([key]) =>
                        key.startsWith('customer_') ||
                        key.startsWith('delivery_') ||
                        key === 'service_details',
                    )
                    .map(([key, value]) => html`<dt>${key}</dt><dd>${String(value)}</dd>`)
                : ''
            }
            ${
              dispute.answer?.uploaded_filename && dispute.upload
                ? html`<dt>Photo</dt><dd>${dispute.answer.uploaded_filename} (${dispute.upload.contentType}, ${Math.ceil(dispute.upload.bytes / 1024)} kB)</dd>`
                : ''
            }
          </dl>
          ${
            dispute.status === 'resolved'
              ? ''
              : html`<form method="post" action="${base}/${dispute.id}/remind">
                    <button class="cancel" type="submit">Send a reminder</button>
                  </form>
                  <form method="post" action="${base}/${dispute.id}/resolve">
                    <input type="hidden" name="outcome" value="won" />
                    <button class="pay" type="submit">The store wins</button>
                  </form>
                  <form method="post" action="${base}/${dispute.id}/resolve">
                    <input type="hidden" name="outcome" value="lost" />
                    <button class="cancel" type="submit">The store loses</button>
                  </form>`
          }
        </section>`,
      )}`,
  )
}
