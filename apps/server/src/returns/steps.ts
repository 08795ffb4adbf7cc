import { RETURN_MESSAGES, returnLabel } from '@adire/contract'
import { eq } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { orders, returnEvents, type returns } from '../db/schema.ts'
import type { MailQueue } from '../mail/queue.ts'
import { type ReturnMailStep, returnMail } from '../mail/return-mails.ts'
import { queueShopperMail } from '../orders/notify.ts'
import type { Refunds } from '../orders/refunds.ts'
import type { StockHolds } from '../products/stock-holds.ts'
import type { SettingsSource } from '../store/settings.ts'

/*
 * What every step of a return shares (returns.ts): who takes it, its record on the return's
 * timeline, the shopper's e-mail, and the refusals, each `{ success: false, message }` with
 * the contract's words.
 */

export interface ReturnDependencies {
  db: Database
  clock: Clock
  mail: MailQueue
  publicUrl: string
  /** The return window and the pickup fee, as the store has them now. */
  settings: SettingsSource
  /** The one refund path (orders/refunds.ts): a return's refund is recorded there, and sent. */
  refunds: Pick<Refunds, 'sendSoon'>
  /** For the time holds are judged at. */
  stock: Pick<StockHolds, 'now'>
}

/** Who took a step: the shopper, a team member on the admin screen, or the command line. */
export type ReturnActor =
  | { kind: 'shopper'; userId: string }
  | { kind: 'admin'; userId: string }
  | { kind: 'cli' }

export type ReturnRow = typeof returns.$inferSelect

/** A refusal the routes answer as `{ success: false, message }` with its status. */
export const refuse = (status: ContentfulStatusCode, message: string) =>
  new HTTPException(status, { message })

export const notFound = () => refuse(404, RETURN_MESSAGES.notFound)
export const wrongStep = () => refuse(409, RETURN_MESSAGES.step)

/** Records a step on the return's timeline. */
export async function recordStep(
  tx: Database,
  row: Pick<ReturnRow, 'id'>,
  step: string,
  actor: ReturnActor,
  now: Date,
  detail?: string,
) {
  await tx.insert(returnEvents).values({
    returnId: row.id,
    step,
    actor: actor.kind,
    actorUserId: actor.kind === 'cli' ? null : actor.userId,
    detail: detail ?? null,
    createdAt: now,
  })
}

/** Queues the shopper's e-mail of a step in `tx`: sent if and only if the step commits. */
export async function mailShopper(
  tx: Database,
  deps: Pick<ReturnDependencies, 'mail' | 'publicUrl'>,
  row: Pick<ReturnRow, 'userId' | 'orderId' | 'returnNumber'>,
  step: ReturnMailStep,
  extra: { detail?: string; amountKobo?: number } = {},
) {
  const [order] = await tx
    .select({ reference: orders.reference })
    .from(orders)
    .where(eq(orders.id, row.orderId))
  await queueShopperMail(tx, deps, row.userId, (user, ordersLink) =>
    returnMail(user, {
      step,
      label: returnLabel(row.returnNumber),
      orderReference: order?.reference ?? '',
      ordersLink,
      ...extra,
    }),
  )
}
