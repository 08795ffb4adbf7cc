import { MINUTE_MS } from '@adire/contract'
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import type { BackgroundTasks } from '../background.ts'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { outgoingMail } from '../db/schema.ts'
import { describeError } from '../http/errors.ts'
import type { Mailer } from './mailer.ts'
import type { Mail } from './messages.ts'

export const MAIL_DELIVERY = {
  /** Messages one server claims at a time. */
  batch: 20,
  /**
   * A claimed message is another server's to try after this, should its claimer die (the
   * mailer may claim for less: see `Mailer.claimMs`).
   */
  leaseMs: 2 * MINUTE_MS,
  /** Waits after each failure: 1, 2, 4 ... minutes, at most an hour. */
  backoffMs: (attempts: number) => Math.min(2 ** (attempts - 1) * MINUTE_MS, 60 * MINUTE_MS),
  /** Tries before giving up on a message (about a day of trying). */
  maxAttempts: 30,
} as const

/**
 * The store's e-mails that must not be lost (order confirmations, status changes, security
 * notices). `add` writes a message in the caller's transaction, so it exists exactly when the
 * change it tells of does; `deliver` then sends it after the commit, and a timer sends whatever
 * a crash or a mail-server outage left behind. Delivery is at least once: a server that dies
 * between sending and recording it leaves the message to be sent again, under the same
 * Message-ID so mail clients show it once (and the outbox keeps one file per message).
 *
 * Password-reset e-mails do not come here: their link holds a live token that the database must
 * never store in the clear, and a shopper missing one simply asks again.
 */
export class MailQueue {
  constructor(
    private readonly deps: {
      db: Database
      mailer: Mailer
      clock: Clock
      background: BackgroundTasks
    },
  ) {}

  /**
   * Queues a message, in `db`'s transaction when given one. `aboutUserId`: the account it is to
   * or about, so that the account's erasure takes it while it waits (ADR 034).
   */
  async add(mail: Mail, db: Database = this.deps.db, aboutUserId?: string): Promise<void> {
    await db.insert(outgoingMail).values({
      to: mail.to,
      aboutUserId: aboutUserId ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      link: mail.link ?? null,
      createdAt: this.deps.clock.now(),
      nextAttemptAt: this.deps.clock.now(),
    })
  }

  private delivering: Promise<void> | null = null
  private dueAgain = false

  /** Starts sending what is due, without waiting: call it after the transaction commits. */
  deliver(): void {
    this.deps.background.run('E-mail delivery', () => this.deliverInOrder())
  }

  /**
   * Sends what is due, one run at a time on this server, so one shopper's messages leave in the
   * order they were written: a second run beside one still waiting on the mail server would
   * send "delivered" ahead of "out for delivery". A call during a run asks for one more run
   * after it, and its promise settles after that one. (Two servers may still each send one of a
   * shopper's messages at once, seconds apart.)
   */
  deliverInOrder(): Promise<void> {
    if (this.delivering) {
      this.dueAgain = true
      return this.delivering
    }
    this.delivering = (async () => {
      try {
        do {
          this.dueAgain = false
          await this.deliverDue()
        } while (this.dueAgain)
      } finally {
        this.delivering = null
      }
    })()
    return this.delivering
  }

  /**
   * Sends every message that is due, a claimed batch at a time; several servers may run it at
   * once and each message goes to one of them. Returns how many were sent.
   */
  async deliverDue(): Promise<number> {
    let sent = 0
    for (;;) {
      const claimed = await this.claim()
      for (const message of claimed) {
        if (await this.send(message)) sent += 1
      }
      if (claimed.length < MAIL_DELIVERY.batch) return sent
    }
  }

  /** Messages waiting, including those given up on (for the operator and the tests). */
  async pending() {
    return this.deps.db.select().from(outgoingMail).orderBy(asc(outgoingMail.createdAt))
  }

  /** When a claim made `now` passes to another server, should this one have died. */
  private leaseEnd(now: Date): Date {
    return new Date(now.getTime() + (this.deps.mailer.claimMs ?? MAIL_DELIVERY.leaseMs))
  }

  private async claim() {
    const { db, clock } = this.deps
    const now = clock.now()
    const due = db
      .select({ id: outgoingMail.id })
      .from(outgoingMail)
      .where(and(isNotNull(outgoingMail.nextAttemptAt), lte(outgoingMail.nextAttemptAt, now)))
      .orderBy(asc(outgoingMail.nextAttemptAt), asc(outgoingMail.position))
      .limit(MAIL_DELIVERY.batch)
      .for('update', { skipLocked: true })
    const claimed = await db
      .update(outgoingMail)
      .set({
        nextAttemptAt: this.leaseEnd(now),
        attempts: sql`${outgoingMail.attempts} + 1`,
      })
      .where(inArray(outgoingMail.id, due))
      .returning()
    // RETURNING keeps no order; the batch is sent in the order the messages were written.
    return claimed.sort((a, b) => a.position - b.position)
  }

  /**
   * Renews this server's claim on one message of its batch just before sending it, and says
   * whether it still had it. The batch's lease starts when it is claimed, and a busy server may
   * still be sending the batch's first messages when it runs out: another server has then
   * claimed the rest (its claim counted one more attempt) or sent them already (the row is
   * gone), and sending them here too would send them twice.
   */
  private async stillMine(message: typeof outgoingMail.$inferSelect): Promise<boolean> {
    const renewed = await this.deps.db
      .update(outgoingMail)
      .set({
        nextAttemptAt: this.leaseEnd(this.deps.clock.now()),
      })
      .where(and(eq(outgoingMail.id, message.id), eq(outgoingMail.attempts, message.attempts)))
      .returning({ id: outgoingMail.id })
    return renewed.length > 0
  }

  private async send(message: typeof outgoingMail.$inferSelect): Promise<boolean> {
    const { db, mailer, clock } = this.deps
    if (!(await this.stillMine(message))) return false
    try {
      await mailer.send(
        {
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.link ? { link: message.link } : {}),
        },
        { id: message.id, createdAt: message.createdAt },
      )
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      const givingUp = message.attempts >= MAIL_DELIVERY.maxAttempts
      // Named by its id, not its recipient; a mail server's refusal may quote the address, so
      // the reason is logged as `describeError` shows it (outgoing_mail keeps it whole).
      console.error(
        `[mail] "${message.subject}" (outgoing_mail ${message.id}) failed (attempt ${message.attempts}): ${describeError(error, { stack: false })}.${givingUp ? ' Giving up: it stays in outgoing_mail.' : ''}`,
      )
      await db
        .update(outgoingMail)
        .set({
          lastError: reason.slice(0, 1000),
          nextAttemptAt: givingUp
            ? null
            : new Date(clock.now().getTime() + MAIL_DELIVERY.backoffMs(message.attempts)),
        })
        .where(eq(outgoingMail.id, message.id))
      return false
    }
    await db.delete(outgoingMail).where(eq(outgoingMail.id, message.id))
    return true
  }
}

/** Sends what is due every `everyMs` for as long as the server runs (crash and outage leftovers). */
export function startMailDelivery(
  queue: MailQueue,
  background: BackgroundTasks,
  everyMs = 30_000,
): () => void {
  return background.every('Mail delivery', everyMs, () => queue.deliverInOrder())
}
