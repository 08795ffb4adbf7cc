/**
 * The mail a store server wrote to its outbox (DATA_DIR/outbox, one .eml file per message, when
 * no SMTP server is configured), read as a shopper's mail client would. For the end-to-end and
 * soak tests and the load bench.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'

export interface OutboxMessage {
  to: string
  subject: string
  text: string
  /** The HTML part, as a mail client would render it. */
  html: string
}

/** Every message in the outboxes of these data directories, oldest first in each. */
export async function readOutbox(...dataDirs: string[]): Promise<OutboxMessage[]> {
  const messages: OutboxMessage[] = []
  for (const dir of dataDirs) {
    const outbox = path.join(dir, 'outbox')
    let files: string[] = []
    try {
      files = readdirSync(outbox).sort()
    } catch {
      continue // Nothing sent yet.
    }
    for (const file of files) {
      const mail = await simpleParser(readFileSync(path.join(outbox, file)))
      const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : ''
      const html = typeof mail.html === 'string' ? mail.html : ''
      messages.push({ to, subject: mail.subject ?? '', text: mail.text ?? '', html })
    }
  }
  return messages
}

/** The subject of the confirmation e-mail for the order paid under `reference`. */
export const confirmationSubject = (reference: string) =>
  `Your Adire order ${reference} is confirmed`

/** The subjects of the order confirmations in these outboxes. */
export const confirmations = async (...dataDirs: string[]) =>
  (await readOutbox(...dataDirs))
    .map((message) => message.subject)
    .filter((subject) => subject.endsWith('is confirmed'))

/**
 * The mail to `to` in a data directory's outbox, once one has `subject` (waited for as
 * `eventually` waits); the sign-up's link only when it is the one asked for.
 */
export async function mailsTo(dataDir: string, to: string, subject: string) {
  let mails: OutboxMessage[] = []
  await eventually(`the e-mail "${subject}"`, async () => {
    mails = (await readOutbox(dataDir)).filter((mail) => mail.to === to)
    if (subject !== ADDRESS_CONFIRMATION_SUBJECT) {
      mails = mails.filter((mail) => mail.subject !== ADDRESS_CONFIRMATION_SUBJECT)
    }
    return mails.some((mail) => mail.subject === subject)
  })
  return mails
}

/** The subject of the link that proves a new account's address (ADR 034), sent at sign-up. */
export const ADDRESS_CONFIRMATION_SUBJECT = 'Confirm your Adire e-mail address'

/** The subjects of the mail to `to`, but the sign-up's link: for tests of the other mails. */
export const subjectsTo = async (dataDir: string, to: string) =>
  (await readOutbox(dataDir))
    .filter((mail) => mail.to === to && mail.subject !== ADDRESS_CONFIRMATION_SUBJECT)
    .map((mail) => mail.subject)

/** The subjects of the refund e-mails in these outboxes. */
export const refundMails = async (...dataDirs: string[]) =>
  (await readOutbox(...dataDirs))
    .map((message) => message.subject)
    .filter((subject) => / refund of .* for order /.test(subject))

/** Waits until `check` holds, asking every 200 ms; fails naming `what` after `timeoutMs`. */
export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
