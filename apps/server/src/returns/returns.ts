import {
  type AdminReturn,
  type AdminReturnsQuery,
  canMoveReturn,
  OPEN_RETURN_STATUSES,
  type OrderReturn,
  RETURN_CONDITION_LABELS,
  RETURN_MESSAGES,
  type ReturnReceiveRequest,
  type ReturnRequest,
  type ReturnStatus,
  returnLabel,
} from '@adire/contract'
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { returnLines, returns } from '../db/schema.ts'
import type { ReturnMailStep } from '../mail/return-mails.ts'
import { makeExchange, refundLines } from './outcomes.ts'
import { requestReturn } from './request.ts'
import {
  mailShopper,
  notFound,
  type ReturnActor,
  type ReturnDependencies,
  type ReturnRow,
  recordStep,
  refuse,
  wrongStep,
} from './steps.ts'
import { releaseExchanges, restock } from './stock.ts'
import { adminReturns, readReturns, shown } from './views.ts'

export type { ReturnActor, ReturnDependencies } from './steps.ts'

/** Returns on a page of the team's list unless it asks for fewer. */
const PAGE_SIZE = 50
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Returns and size exchanges (docs/product.md §10.7, ADR 043): the shopper asks (request.ts)
 * and may cancel until the items arrive; the team approves or declines, receives the items
 * (as new: back to stock), and then, separately, refunds the refund lines through the one
 * refund path or ships the exchanges on a ₦0 replacement order (outcomes.ts). A return is
 * closed once every line has its outcome. Each step locks the return's row and checks the step
 * is allowed from where it stands, records itself on the return's timeline and e-mails the
 * shopper.
 */
export class Returns {
  constructor(private readonly deps: ReturnDependencies) {}

  /** The shopper asks for a return of some lines of their delivered order. */
  async request(userId: string, body: ReturnRequest): Promise<OrderReturn> {
    const id = await requestReturn(this.deps, userId, body)
    return this.forShopper(userId, id)
  }

  /** The shopper cancels their own return, until it is received; its exchange holds are let go. */
  async cancel(userId: string, id: string): Promise<OrderReturn> {
    if (!UUID.test(id)) throw notFound()
    await this.step(id, { kind: 'shopper', userId }, 'cancelled', async (tx, row) => {
      if (row.userId !== userId) throw notFound()
      await releaseExchanges(tx, row.id)
    })
    return this.forShopper(userId, id)
  }

  /** The team approves a requested return. */
  approve(idOrNumber: string, actor: ReturnActor): Promise<AdminReturn> {
    return this.teamStep(idOrNumber, actor, 'approved')
  }

  /** The team declines a requested return, saying why; its exchange holds are let go. */
  decline(idOrNumber: string, reason: string, actor: ReturnActor): Promise<AdminReturn> {
    return this.teamStep(idOrNumber, actor, 'declined', async (tx, row) => {
      await tx.update(returns).set({ declineReason: reason }).where(eq(returns.id, row.id))
      await releaseExchanges(tx, row.id)
      return { detail: reason }
    })
  }

  /**
   * The team marks an approved return received, with how each line came back: as new goes back
   * to stock in the return's name (`R1001`), damaged does not. Receiving never refunds.
   */
  receive(
    idOrNumber: string,
    { conditions }: ReturnReceiveRequest,
    actor: ReturnActor,
  ): Promise<AdminReturn> {
    return this.teamStep(idOrNumber, actor, 'received', async (tx, row, now) => {
      const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, row.id))
      const given = new Map(conditions.map((entry) => [entry.index, entry.condition]))
      const everyLine =
        given.size === conditions.length &&
        given.size === lines.length &&
        lines.every((line) => given.has(line.index))
      if (!everyLine) throw refuse(400, RETURN_MESSAGES.conditions)
      for (const line of lines) {
        await tx
          .update(returnLines)
          .set({ condition: given.get(line.index) ?? 'damaged' })
          .where(and(eq(returnLines.returnId, row.id), eq(returnLines.index, line.index)))
      }
      const asNew = lines.filter((line) => given.get(line.index) === 'asNew')
      const label = returnLabel(row.returnNumber)
      await restock(
        tx,
        asNew.map((line) => ({ productId: line.productId, size: line.size, units: line.quantity })),
        label,
        now,
      )
      const count = (condition: 'asNew' | 'damaged') =>
        lines
          .filter((line) => given.get(line.index) === condition)
          .reduce((n, l) => n + l.quantity, 0)
      const detail = (['asNew', 'damaged'] as const)
        .filter((condition) => count(condition) > 0)
        .map(
          (condition) => `${count(condition)} ${RETURN_CONDITION_LABELS[condition].toLowerCase()}`,
        )
        .join(', ')
      return { detail }
    })
  }

  /** The team refunds a received return's refund lines: one refund, through the one path. */
  async refund(idOrNumber: string, actor: ReturnActor): Promise<AdminReturn> {
    const id = await this.idOf(idOrNumber)
    await refundLines(this.deps, id, actor)
    this.deps.refunds.sendSoon()
    this.deps.mail.deliver()
    return this.forTeam(id)
  }

  /** The team ships a received return's exchanges on a ₦0 replacement order. */
  async exchange(idOrNumber: string, actor: ReturnActor): Promise<AdminReturn> {
    const id = await this.idOf(idOrNumber)
    await makeExchange(this.deps, id, actor)
    this.deps.mail.deliver()
    return this.forTeam(id)
  }

  /** One return as the team sees it, by its id or number (`R1001`, `1001`). */
  async get(idOrNumber: string): Promise<AdminReturn> {
    return this.forTeam(await this.idOf(idOrNumber))
  }

  /** The team's list: newest first, by status (`open`: not yet final), a page at a time. */
  async list(
    query: AdminReturnsQuery,
  ): Promise<{ returns: AdminReturn[]; nextCursor: string | null }> {
    const limit = query.limit ?? PAGE_SIZE
    const filters: SQL[] = []
    if (query.status === 'open') filters.push(inArray(returns.status, [...OPEN_RETURN_STATUSES]))
    else if (query.status) filters.push(eq(returns.status, query.status))
    const cursor = /^(\d{1,15})~([0-9a-f-]{36})$/i.exec(query.before ?? '')
    if (cursor) {
      const at = new Date(Number(cursor[1]))
      filters.push(
        or(
          sql`${returns.createdAt} < ${at.toISOString()}::timestamptz`,
          and(
            sql`${returns.createdAt} = ${at.toISOString()}::timestamptz`,
            sql`${returns.id} > ${cursor[2]}::uuid`,
          ),
        ) as SQL,
      )
    }
    const page = await this.deps.db
      .select({ id: returns.id, createdAt: returns.createdAt })
      .from(returns)
      .where(filters.length > 0 ? and(...filters) : undefined)
      .orderBy(desc(returns.createdAt), asc(returns.id))
      .limit(limit + 1)
    const shownPage = page.slice(0, limit)
    const found = await adminReturns(
      this.deps.db,
      inArray(
        returns.id,
        shownPage.map((row) => row.id),
      ),
    )
    const order = new Map(shownPage.map((row, index) => [row.id, index]))
    const last = shownPage.at(-1)
    return {
      returns: found.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
      nextCursor: page.length > limit && last ? `${last.createdAt.getTime()}~${last.id}` : null,
    }
  }

  /** A return's id from its id or its number (`R1001` or `1001`); 404 when none has it. */
  private async idOf(idOrNumber: string): Promise<string> {
    const number = /^R?(\d{1,9})$/i.exec(idOrNumber.trim())?.[1]
    const where = UUID.test(idOrNumber)
      ? eq(returns.id, idOrNumber)
      : number
        ? eq(returns.returnNumber, Number(number))
        : undefined
    if (!where) throw notFound()
    const [row] = await this.deps.db.select({ id: returns.id }).from(returns).where(where)
    if (!row) throw notFound()
    return row.id
  }

  private async teamStep(
    idOrNumber: string,
    actor: ReturnActor,
    to: ReturnStatus,
    apply?: Parameters<Returns['step']>[3],
  ): Promise<AdminReturn> {
    const id = await this.idOf(idOrNumber)
    await this.step(id, actor, to, apply)
    return this.forTeam(id)
  }

  /**
   * Moves a return to `to` under its row's lock, if `canMoveReturn` allows it from where it
   * stands; `apply` does the step's own work in the same transaction (and may say what the
   * timeline and e-mail add).
   */
  private async step(
    id: string,
    actor: ReturnActor,
    to: ReturnStatus,
    /** The step's own work; may answer `{ detail }` for the timeline and the e-mail. */
    apply?: (tx: Database, row: ReturnRow, now: Date) => Promise<unknown>,
  ): Promise<void> {
    const { db, clock } = this.deps
    const now = clock.now()
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update')
      if (!row) throw notFound()
      if (actor.kind === 'shopper' && row.userId !== actor.userId) throw notFound()
      if (!canMoveReturn(row.status, to)) throw wrongStep()
      const done = ((await apply?.(tx, row, now)) ?? {}) as { detail?: string }
      await tx.update(returns).set({ status: to, updatedAt: now }).where(eq(returns.id, id))
      await recordStep(tx, row, to, actor, now, done.detail)
      if (to !== 'closed') {
        await mailShopper(
          tx,
          this.deps,
          row,
          to as ReturnMailStep,
          done.detail ? { detail: done.detail } : {},
        )
      }
    })
    this.deps.mail.deliver()
  }

  private async forShopper(userId: string, id: string): Promise<OrderReturn> {
    const [found] = await readReturns(
      this.deps.db,
      and(eq(returns.id, id), eq(returns.userId, userId)),
      'shopper',
    )
    if (!found) throw notFound()
    return shown(found)
  }

  private async forTeam(id: string): Promise<AdminReturn> {
    const [found] = await adminReturns(this.deps.db, eq(returns.id, id))
    if (!found) throw notFound()
    return found
  }
}
