import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Mail } from './messages.ts'

/** A queued message's identity (mail/queue.ts): the same each time it is sent again. */
export interface Delivery {
  id: string
  createdAt: Date
}

/** Sends the store's e-mails. Tests hand `createServices` their own. */
export interface Mailer {
  send(mail: Mail, delivery?: Delivery): Promise<void>
  /**
   * How long a server's claim on a batch of queued messages lasts (mail/queue.ts) before
   * another server may send them, should the claimer have died: long enough for a batch to go
   * out through this transport. Without it, `MAIL_DELIVERY.leaseMs`.
   */
  readonly claimMs?: number
}

/** The Message-ID header: a message sent twice (see MailQueue) is shown once by mail clients. */
const messageId = (delivery: Delivery | undefined, from: string) =>
  delivery ? { messageId: `<${delivery.id}@${/@([^>\s]+)/.exec(from)?.[1] ?? 'adire'}>` } : {}

export interface MailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://...`; without it, mail goes to the outbox. */
  smtpUrl: string | undefined
  /** The outbox folder, used without `smtpUrl`. */
  outboxDir: string
  /** The sender, e.g. `Adire <no-reply@adire.example>`. */
  from: string
}

/** Sends through a real mail server. */
class SmtpMailer implements Mailer {
  private readonly transport: Transporter

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl)
  }

  async send({ to, subject, text, html }: Mail, delivery?: Delivery): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to,
      subject,
      text,
      html,
      ...messageId(delivery, this.from),
    })
  }
}

/**
 * Writes each message as a complete `.eml` file (open it in any mail client) in a folder of
 * the data directory, and prints its link to the log, so the store works offline. The folder
 * is never served over HTTP: only the built storefront is.
 */
class OutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  /** Writing a batch of files takes milliseconds: a crashed server's claim need not wait long. */
  readonly claimMs = 10_000

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  async send({ to, subject, text, html, link }: Mail, delivery?: Delivery): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.from,
      to,
      subject,
      text,
      html,
      ...messageId(delivery, this.from),
    })
    await mkdir(this.dir, { recursive: true, mode: 0o700 })
    // Sortable by time. A queued message is named by its identity, so sending it again rewrites
    // the same file; otherwise a random part keeps two messages of one millisecond apart.
    const stamp = (delivery?.createdAt ?? new Date()).toISOString().replace(/[:.]/g, '-')
    const name = `${stamp}-${delivery?.id ?? randomBytes(4).toString('hex')}.eml`
    const file = path.join(this.dir, name)
    await writeFile(file, info.message as Buffer, { mode: 0o600 })
    // Not the recipient: the log is no place for a shopper's address, and the file names it.
    // The link (a reset link holds only its token) is what makes the store work offline.
    console.log(`[mail] "${subject}" written to ${file}${link ? `\n[mail] Link: ${link}` : ''}`)
  }
}

export function createMailer({ smtpUrl, outboxDir, from }: MailerOptions): Mailer {
  return smtpUrl ? new SmtpMailer(smtpUrl, from) : new OutboxMailer(outboxDir, from)
}
