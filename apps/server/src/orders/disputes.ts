import {
  type AdminOrder,
  type DisputeAnswerRequest,
  type DisputeState,
  MINUTE_MS,
  type OrderDispute,
  PAGE_ROUTES,
} from '@adire/contract'
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { disputes, orders, payments, users } from '../db/schema.ts'
import { disputeMail } from '../mail/messages.ts'
import type { MailQueue } from '../mail/queue.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import { type Dispute, DisputeWebhookEvent } from '../payments/paystack/disputes.ts'
import type { PhotoService } from '../photos/service.ts'
import type { SettingsSource } from '../store/settings.ts'

export { isDisputeEvent } from '../payments/paystack/disputes.ts'

type DisputeRow = typeof disputes.$inferSelect

/** When the reconciler asks Paystack again about an open dispute. */
export const DISPUTE_RECONCILE = {
  /**
   * No word of it for this long: no event, no answer. Far longer than an answer's calls to
   * Paystack take (seconds), so a claimed answer this old that Paystack lacks was lost.
   */
  quietForMs: 30 * MINUTE_MS,
  /** Disputes asked about per run: bounds the calls to Paystack. */
  batch: 10,
} as const

export interface DisputeDependencies {
  db: Database
  gateway: PaymentGateway
  mail: MailQueue
  clock: Clock
  publicUrl: string
  /** The store's e-mail address, told of each dispute and reminder. */
  settings: SettingsSource
  /** The uploaded photo a declining answer attaches (`photoUrl`), read to send to Paystack. */
  photos: Pick<PhotoService, 'file'>
}

/** Why an answer to a dispute was refused; the routes turn each into its status. */
export class DisputeRefused extends Error {
  override name = 'DisputeRefused'
  constructor(
    readonly reason: 'not found' | 'already answered' | 'closed' | 'photo' | 'provider',
    message: string,
  ) {
    super(message)
  }
}

/**
 * A dispute's state for the store team. Paystack resolves a dispute the merchant declined as
 * `declined` when the bank agrees with the store: won. Every other resolution
 * (`merchant-accepted`, `auto-accepted`...) gave the money back to the shopper: lost.
 */
export function disputeState(row: Pick<DisputeRow, 'status' | 'resolution' | 'respondedAt'>) {
  if (row.status === 'resolved') return row.resolution === 'declined' ? 'won' : 'lost'
  return row.respondedAt ? 'responded' : 'open'
}

const lost = (dispute: Dispute) =>
  dispute.status === 'resolved' && dispute.resolution !== 'declined'

const time = (value: string | null | undefined) => {
  const parsed = value ? new Date(value) : undefined
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : null
}

/**
 * Chargebacks (docs/product.md §11.9, ADR 031). A signed `charge.dispute.*` webhook is not taken
 * at its word: the dispute is fetched from Paystack and recorded as Paystack has it, one row per
 * Paystack dispute, on the order whose recorded payment it names; the store's address is e-mailed
 * on the first word of it and at each reminder. The store team answers from the order (decline
 * with evidence, or accept), once: the first answer claims the dispute before Paystack is
 * called, so a second team member gets a clear refusal instead of a second answer.
 */
export class Disputes {
  constructor(private readonly deps: DisputeDependencies) {}

  async handleWebhook(body: unknown): Promise<void> {
    const event = DisputeWebhookEvent.safeParse(body)
    if (!event.success) return
    let dispute: Dispute
    try {
      dispute = await this.deps.gateway.paystack.fetchDispute(event.data.data.id)
    } catch (error) {
      // A dispute Paystack does not know (a forged or stale id) changes nothing. The webhook is
      // answered before this runs, so an unreachable Paystack loses this event; its reminders
      // (`charge.dispute.remind`) bring the dispute back (ADR 031).
      const detail = error instanceof Error ? error.message : String(error)
      console.warn(`[payments] Dispute ${event.data.data.id} could not be fetched: ${detail}`)
      return
    }
    await this.record(dispute, event.data.event === 'charge.dispute.remind')
  }

  /**
   * Records Paystack's dispute on the order whose payment it names. Replays and events out of
   * order record what Paystack says now; a resolved dispute is final. Returns whether it was
   * one of the store's payments.
   */
  async record(dispute: Dispute, reminder = false): Promise<boolean> {
    const { db, clock } = this.deps
    const reference = dispute.transaction?.reference
    if (!reference) return false
    const [payment] = await db
      .select({
        orderId: payments.orderId,
        amountKobo: payments.amountKobo,
        currency: payments.currency,
        orderReference: orders.reference,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.reference, reference))
    if (!payment) {
      console.warn(
        `[payments] Dispute ${dispute.id} names ${reference}, not a payment of this store.`,
      )
      return false
    }
    const now = clock.now()
    const amountKobo = dispute.refund_amount ?? payment.amountKobo
    const news = {
      status: dispute.status,
      category: dispute.category ?? null,
      refundAmountKobo: amountKobo,
      currency: dispute.currency ?? payment.currency,
      dueAt: time(dispute.dueAt),
      resolution: dispute.resolution ?? null,
      resolvedAt: dispute.status === 'resolved' ? (time(dispute.resolvedAt) ?? now) : null,
      deductedKobo: lost(dispute) ? amountKobo : 0,
      updatedAt: now,
    }
    const mailed = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(disputes)
        .values({
          providerId: dispute.id,
          orderId: payment.orderId,
          paymentReference: reference,
          ...news,
          createdAt: now,
        })
        .onConflictDoNothing({ target: disputes.providerId })
        .returning()
      const row =
        created ??
        (
          await tx
            .update(disputes)
            .set(news)
            // Resolved is final: a late, replayed word of the open dispute cannot reopen it.
            .where(and(eq(disputes.providerId, dispute.id), isNull(disputes.resolvedAt)))
            .returning()
        )[0]
      const open = row && row.status !== 'resolved' && !row.respondedAt
      if (!row || !(created || (reminder && open))) return false
      const { storeEmail } = this.deps.settings.current()
      if (!storeEmail) return false
      const adminLink = `${this.deps.publicUrl}${PAGE_ROUTES.adminOrders}?q=${encodeURIComponent(payment.orderReference)}`
      const mail = disputeMail(
        storeEmail,
        {
          orderReference: payment.orderReference,
          paymentReference: reference,
          amountKobo,
          dueAt: row.dueAt,
          reminder: !created,
        },
        adminLink,
      )
      await this.deps.mail.add(mail, tx)
      return true
    })
    if (mailed) this.deps.mail.deliver()
    return true
  }

  /**
   * The team's answer to one of the order's disputes, sent through Paystack's Dispute API:
   * evidence then `declined`, or `merchant-accepted`. Claimed first (one answer per dispute,
   * whichever team member is first); if Paystack refuses or cannot be reached, the claim is
   * undone and nothing is recorded.
   */
  async answer(
    orderId: string,
    disputeId: string,
    answer: DisputeAnswerRequest,
    userId: string,
  ): Promise<void> {
    const { db, clock, gateway } = this.deps
    const now = clock.now()
    // The delivery photo is read before anything is claimed: one the store lacks is refused.
    const photoUrl = answer.action === 'decline' ? answer.photoUrl : undefined
    const photo = photoUrl ? await this.deps.photos.file(photoUrl) : null
    if (photoUrl && !photo) throw new DisputeRefused('photo', photoUrl)
    const evidence =
      answer.action === 'decline'
        ? {
            ...answer.evidence,
            ...(answer.photoUrl ? { photo_url: `${this.deps.publicUrl}${answer.photoUrl}` } : {}),
          }
        : null
    const [claimed] = await db
      .update(disputes)
      .set({
        respondedAt: now,
        respondedBy: userId,
        responseNote: answer.note,
        evidence,
        updatedAt: now,
      })
      .where(
        and(
          eq(disputes.id, disputeId),
          eq(disputes.orderId, orderId),
          isNull(disputes.respondedAt),
          isNull(disputes.resolvedAt),
        ),
      )
      .returning()
    if (!claimed) throw await this.whyNot(orderId, disputeId)
    try {
      let evidenceId: string | undefined
      let uploadedFilename: string | undefined
      if (answer.action === 'decline') {
        evidenceId = await gateway.paystack.addDisputeEvidence(claimed.providerId, answer.evidence)
        if (photo)
          uploadedFilename = await gateway.paystack.uploadDisputeFile(claimed.providerId, photo)
      }
      await gateway.paystack.resolveDispute(claimed.providerId, {
        resolution: answer.action === 'decline' ? 'declined' : 'merchant-accepted',
        message: answer.note,
        refund_amount: answer.action === 'decline' ? 0 : claimed.refundAmountKobo,
        ...(uploadedFilename ? { uploaded_filename: uploadedFilename } : {}),
        ...(evidenceId && claimed.category === 'fraud' ? { evidence: Number(evidenceId) } : {}),
      })
      await this.record(await gateway.paystack.fetchDispute(claimed.providerId))
    } catch (error) {
      await db
        .update(disputes)
        .set({ respondedAt: null, respondedBy: null, responseNote: null, evidence: null })
        .where(and(eq(disputes.id, claimed.id), eq(disputes.respondedAt, now)))
      const detail = error instanceof Error ? error.message : String(error)
      throw new DisputeRefused('provider', detail)
    }
  }

  /**
   * Asks Paystack again about the open disputes no word has come of for half an hour (oldest
   * first, a bounded batch per run): an event Paystack gave up sending, or one this store could
   * not fetch, is caught up with here. An answer the store claimed but Paystack never received
   * (the server stopped between the claim and Paystack's reply: Paystack still awaits the
   * merchant) is released, so the team can send it again before the deadline.
   */
  async reconcile(): Promise<{ checked: number; answersReleased: number }> {
    const { db, clock, gateway } = this.deps
    const now = clock.now()
    const due = await db
      .select()
      .from(disputes)
      .where(
        and(
          isNull(disputes.resolvedAt),
          lt(disputes.updatedAt, new Date(now.getTime() - DISPUTE_RECONCILE.quietForMs)),
        ),
      )
      .orderBy(asc(disputes.updatedAt))
      .limit(DISPUTE_RECONCILE.batch)
    let answersReleased = 0
    for (const row of due) {
      let dispute: Dispute
      try {
        dispute = await gateway.paystack.fetchDispute(row.providerId)
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error)
        console.warn(`[payments] Dispute ${row.providerId} could not be fetched: ${detail}`)
        // Asked again after the others, not first in every run.
        await db.update(disputes).set({ updatedAt: now }).where(eq(disputes.id, row.id))
        continue
      }
      if (row.respondedAt && dispute.status === 'awaiting-merchant-feedback') {
        const released = await db
          .update(disputes)
          .set({ respondedAt: null, respondedBy: null, responseNote: null, evidence: null })
          .where(and(eq(disputes.id, row.id), eq(disputes.respondedAt, row.respondedAt)))
          .returning({ id: disputes.id })
        answersReleased += released.length
        if (released.length > 0) {
          console.warn(
            `[payments] Dispute ${row.providerId}: the answer claimed at ${row.respondedAt.toISOString()} never reached Paystack; the team can answer again.`,
          )
        }
      }
      await this.record(dispute)
    }
    return { checked: due.length, answersReleased }
  }

  /** Why a dispute could not be claimed: unknown, closed, or answered (and by whom). */
  private async whyNot(orderId: string, disputeId: string): Promise<DisputeRefused> {
    const [row] = await this.deps.db
      .select({ resolvedAt: disputes.resolvedAt, by: users.email })
      .from(disputes)
      .leftJoin(users, eq(users.id, disputes.respondedBy))
      .where(and(eq(disputes.id, disputeId), eq(disputes.orderId, orderId)))
    if (!row) return new DisputeRefused('not found', '')
    if (row.by) return new DisputeRefused('already answered', row.by)
    return new DisputeRefused('closed', '')
  }

  /** The disputes of these orders, oldest first, as the store team reads them. */
  async of(orderIds: string[]): Promise<Map<string, OrderDispute[]>> {
    const byOrder = new Map<string, OrderDispute[]>()
    if (orderIds.length === 0) return byOrder
    const rows = await this.deps.db
      .select({ dispute: disputes, by: users.email })
      .from(disputes)
      .leftJoin(users, eq(users.id, disputes.respondedBy))
      .where(inArray(disputes.orderId, orderIds))
      .orderBy(asc(disputes.createdAt), asc(disputes.providerId))
    for (const { dispute, by } of rows) {
      const list = byOrder.get(dispute.orderId) ?? []
      list.push(toOrderDispute(dispute, by))
      byOrder.set(dispute.orderId, list)
    }
    return byOrder
  }

  /** The orders with their disputes attached (an order with none gets an empty list). */
  async attach<T extends AdminOrder>(list: T[]): Promise<T[]> {
    const found = await this.of(list.map((order) => order._id))
    return list.map((order) => ({ ...order, disputes: found.get(order._id) ?? [] }))
  }
}

/** What an erased shopper's dispute answer reads afterwards. */
export const ERASED_ANSWER = '(erased with the shopper’s account)'

/**
 * Account erasure (users/data-rights.ts): the team's answers to disputes on the shopper's
 * orders may name them, give their phone and address. The note and evidence go; the dispute,
 * its outcome and its money stay with the order, as the order's own amounts do.
 */
export async function eraseDisputeAnswers(tx: Database, userId: string): Promise<void> {
  const theirs = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))
  await tx
    .update(disputes)
    .set({
      responseNote: sql`case when ${disputes.responseNote} is null then null else ${ERASED_ANSWER} end`,
      evidence: null,
    })
    .where(inArray(disputes.orderId, theirs))
}

export function toOrderDispute(row: DisputeRow, respondedBy: string | null): OrderDispute {
  const state: DisputeState = disputeState(row)
  return {
    id: row.id,
    providerId: row.providerId,
    paymentReference: row.paymentReference,
    state,
    paystackStatus: row.status,
    category: row.category,
    amountKobo: row.refundAmountKobo,
    currency: row.currency,
    dueAt: row.dueAt?.getTime() ?? null,
    respondedAt: row.respondedAt?.getTime() ?? null,
    respondedBy,
    responseNote: row.responseNote,
    evidence: row.evidence ?? null,
    resolution: row.resolution,
    resolvedAt: row.resolvedAt?.getTime() ?? null,
    deductedKobo: row.deductedKobo,
  }
}
