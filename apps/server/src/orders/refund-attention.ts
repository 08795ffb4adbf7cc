import {
  DAY_MS,
  koboToNaira,
  PAGE_ROUTES,
  REFUND_ATTENTION_DAYS,
  type RefundBank,
  type RefundDetailsRequest,
} from '@adire/contract'
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { orders, refunds } from '../db/schema.ts'
import { type RefundLinkMail, refundDetailsMail, refundUnansweredMail } from '../mail/messages.ts'
import type { MailQueue } from '../mail/queue.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import { PaystackError } from '../payments/paystack/client.ts'
import type { Refund } from '../payments/paystack/refunds.ts'
import type { SettingsSource } from '../store/settings.ts'
import { newToken, type TokenHasher } from '../users/tokens.ts'
import { queueShopperMail } from './notify.ts'

type RefundRow = typeof refunds.$inferSelect

/** How long Paystack's list of banks is kept: it changes a few times a year. */
const BANKS_KEPT_MS = DAY_MS

/** Why a shopper's bank account could not be taken; each has its text in the contract. */
export class RefundDetailsError extends Error {
  override name = 'RefundDetailsError'
  constructor(
    readonly code:
      | 'linkInvalid'
      | 'noLinkNeeded'
      | 'bankUnknown'
      | 'accountRefused'
      | 'unavailable',
  ) {
    super(code)
  }
}

export interface RefundAttentionDependencies {
  db: Database
  gateway: PaymentGateway
  mail: MailQueue
  clock: Clock
  publicUrl: string
  tokens: TokenHasher
  settings: SettingsSource
  /** Records what Paystack says of a refund (refunds.ts). */
  apply(id: string, refund: Refund): Promise<void>
}

/**
 * Refunds Paystack cannot pay back to the card (`needs-attention`): the shopper is e-mailed a
 * link (its token kept only hashed, as reset links are) to give a bank account, which goes to
 * Paystack's retry; one who has not answered after three days is reminded once, and after
 * seven the store team is told. Meanwhile Paystack is asked daily, not every half hour.
 */
export class RefundAttention {
  private banksKept: { at: number; banks: RefundBank[] } | undefined

  constructor(private readonly deps: RefundAttentionDependencies) {}

  /** A new link's secret, and the columns that keep it unless a link is already out. */
  newLink(now: Date) {
    const token = newToken()
    const hash = this.deps.tokens.hash(token) as string
    return {
      token,
      hash,
      columns: {
        detailsTokenHash: sql`coalesce(${refunds.detailsTokenHash}, ${hash})`,
        attentionSince: sql`coalesce(${refunds.attentionSince}, ${now.toISOString()}::timestamptz)`,
      },
    }
  }

  /** Queues the e-mail with the link in `tx`: the first, the reminder, or one asked for again. */
  async askShopper(
    tx: Database,
    refund: RefundRow,
    token: string,
    kind: RefundLinkMail,
  ): Promise<void> {
    const [order] = await tx
      .select({ userId: orders.userId, reference: orders.reference })
      .from(orders)
      .where(eq(orders.id, refund.orderId))
    if (!order) return
    const link = `${this.deps.publicUrl}${PAGE_ROUTES.refundDetails}?token=${token}`
    await queueShopperMail(tx, this.deps, order.userId, (user) =>
      refundDetailsMail(user, {
        orderReference: order.reference,
        amountKobo: refund.amountKobo,
        link,
        kind,
        testPayment: this.deps.gateway.emulator !== undefined,
      }),
    )
  }

  /**
   * A refund waiting for the shopper, claimed by `send()`: asked about (Paystack may have been
   * given the account another way), then the reminder or the team's e-mail when due.
   */
  async followUp(refund: RefundRow): Promise<void> {
    const { db, clock, gateway } = this.deps
    let known: Refund
    try {
      known = await gateway.paystack.fetchRefund(refund.providerId ?? '')
    } catch {
      known = { id: refund.providerId ?? '', status: 'needs-attention', amount: 0, currency: '' }
    }
    if (known.status !== 'needs-attention') return this.deps.apply(refund.id, known)
    const now = clock.now()
    const since = refund.attentionSince ?? now
    const age = now.getTime() - since.getTime()
    const waiting = and(eq(refunds.id, refund.id), eq(refunds.status, 'needs-attention'))
    const due = (days: number) => age >= days * DAY_MS
    let { remindedAt, teamToldAt } = refund
    let mailed = false
    await db.transaction(async (tx) => {
      if (!teamToldAt && due(REFUND_ATTENTION_DAYS.tellTeam)) {
        const [told] = await tx
          .update(refunds)
          .set({ teamToldAt: now })
          .where(and(waiting, isNull(refunds.teamToldAt)))
          .returning()
        teamToldAt = now
        const { storeEmail } = this.deps.settings.current()
        if (told && storeEmail) await this.tellTeam(tx, told, storeEmail, age)
        mailed = Boolean(told && storeEmail)
      } else if (!remindedAt && due(REFUND_ATTENTION_DAYS.remind)) {
        // The first link's secret was never kept: the reminder carries a new one.
        const { token, hash } = this.newLink(now)
        const [reminded] = await tx
          .update(refunds)
          .set({ remindedAt: now, detailsTokenHash: hash })
          .where(and(waiting, isNull(refunds.remindedAt)))
          .returning()
        remindedAt = now
        if (reminded) await this.askShopper(tx, reminded, token, 'reminder')
        mailed = Boolean(reminded)
      }
      const next = [now.getTime() + DAY_MS]
      if (!remindedAt) next.push(since.getTime() + REFUND_ATTENTION_DAYS.remind * DAY_MS)
      if (!teamToldAt) next.push(since.getTime() + REFUND_ATTENTION_DAYS.tellTeam * DAY_MS)
      await tx
        .update(refunds)
        .set({ nextAttemptAt: new Date(Math.min(...next)) })
        .where(waiting)
    })
    if (mailed) this.deps.mail.deliver()
  }

  private async tellTeam(tx: Database, refund: RefundRow, storeEmail: string, age: number) {
    const [order] = await tx
      .select({ reference: orders.reference })
      .from(orders)
      .where(eq(orders.id, refund.orderId))
    const orderReference = order?.reference ?? ''
    const adminLink = `${this.deps.publicUrl}${PAGE_ROUTES.adminOrders}?refund=needs-attention&q=${encodeURIComponent(orderReference)}`
    await this.deps.mail.add(
      refundUnansweredMail(
        storeEmail,
        {
          orderReference,
          paymentReference: refund.paymentReference,
          amountKobo: refund.amountKobo,
          days: Math.floor(age / DAY_MS),
        },
        adminLink,
      ),
      tx,
    )
  }

  /**
   * A new link for the signed-in shopper's order whose refund waits for their account, e-mailed
   * to them (My Orders: they cannot find the e-mail). The new link replaces every earlier one.
   */
  async sendLinkAgain(orderId: string, userId: string): Promise<void> {
    const { token, hash } = this.newLink(this.deps.clock.now())
    const sent = await this.deps.db.transaction(async (tx) => {
      const theirs = tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      const [refund] = await tx
        .update(refunds)
        .set({ detailsTokenHash: hash })
        .where(
          and(
            inArray(refunds.orderId, theirs),
            eq(refunds.status, 'needs-attention'),
            isNotNull(refunds.providerId),
          ),
        )
        .returning()
      if (refund) await this.askShopper(tx, refund, token, 'again')
      return Boolean(refund)
    })
    if (!sent) throw new RefundDetailsError('noLinkNeeded')
    this.deps.mail.deliver()
  }

  /** The refund a link stands for, while it still waits for the shopper's account. */
  private async byToken(token: string): Promise<RefundRow> {
    const hash = this.deps.tokens.hash(token)
    if (!hash) throw new RefundDetailsError('linkInvalid')
    const [refund] = await this.deps.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.detailsTokenHash, hash), eq(refunds.status, 'needs-attention')))
    if (!refund?.providerId) throw new RefundDetailsError('linkInvalid')
    return refund
  }

  /** What the link's page shows: the order and the amount. */
  async view(token: string) {
    const refund = await this.byToken(token)
    const [order] = await this.deps.db
      .select({ reference: orders.reference })
      .from(orders)
      .where(eq(orders.id, refund.orderId))
    return {
      orderReference: order?.reference ?? '',
      amount: koboToNaira(refund.amountKobo),
      currency: refund.currency,
    }
  }

  /**
   * Gives Paystack the shopper's account for the refund (its retry), and follows the refund
   * again as pending. The link then stops working: the account cannot be changed by whoever
   * sees the e-mail later.
   */
  async submit(token: string, details: RefundDetailsRequest): Promise<void> {
    const refund = await this.byToken(token)
    const banks = await this.banks()
    if (!banks.some((bank) => bank.id === details.bankId)) {
      throw new RefundDetailsError('bankUnknown')
    }
    let answer: Refund
    try {
      answer = await this.deps.gateway.paystack.retryRefund(refund.providerId ?? '', {
        currency: refund.currency,
        accountNumber: details.accountNumber,
        bankId: details.bankId,
      })
    } catch (error) {
      if (error instanceof PaystackError && error.status !== undefined && error.status < 500) {
        throw new RefundDetailsError('accountRefused')
      }
      throw new RefundDetailsError('unavailable')
    }
    // Paystack's answer is the retried refund, on its way again: never taken as still waiting.
    const status = answer.status === 'needs-attention' ? 'processing' : answer.status
    await this.deps.apply(refund.id, { ...answer, id: refund.providerId ?? answer.id, status })
  }

  /** Paystack's banks for naira accounts, by name, kept a day. */
  async banks(): Promise<RefundBank[]> {
    const now = this.deps.clock.now().getTime()
    if (this.banksKept && now - this.banksKept.at < BANKS_KEPT_MS) return this.banksKept.banks
    let listed: Awaited<ReturnType<PaymentGateway['paystack']['banks']>>
    try {
      listed = await this.deps.gateway.paystack.banks()
    } catch {
      throw new RefundDetailsError('unavailable')
    }
    const banks = listed
      .map((bank) => ({ id: String(bank.id), name: bank.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-NG'))
    this.banksKept = { at: now, banks }
    return banks
  }
}
