import {
  type AdminDiscount,
  DISCOUNT_ADMIN_MESSAGES,
  type DiscountChange,
  type DiscountCreateRequest,
  type DiscountState,
  type DiscountUpdateRequest,
  discountDaysRefusal,
  koboToNaira,
  nairaToKobo,
} from '@adire/contract'
import { desc, eq, inArray, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import {
  departments,
  discountChanges,
  discountCodes,
  discountUses,
  orders,
  products,
} from '../db/schema.ts'
import { FieldRefused } from '../http/errors.ts'
import { type CatalogueActor, whoChanges } from '../products/catalogue-actor.ts'
import type { DiscountCodeRow } from './uses.ts'

/*
 * The store team's discount codes (docs/product.md §11.14): made, edited, paused, ended and (never
 * used) deleted on the Discounts screen or from the command line, each change recorded with who
 * made it. A code once used keeps its kind and figure, so every order priced with it reads the
 * same as the code: a new offer is a new code.
 */

type Terms = Partial<Omit<DiscountCreateRequest, 'code'>>

/** What a code has done: uses confirmed and held, money it took off and orders paid with it. */
interface CodeFigures {
  uses: number
  held: number
  givenAwayKobo: number
  salesKobo: number
}

/** Where a code stands at `now`. */
function stateOf(row: DiscountCodeRow, now: number): DiscountState {
  if (row.endedAt) return 'ended'
  const days = discountDaysRefusal(row.code, row, now)
  if (days?.reason === 'ended') return 'ended'
  if (row.paused) return 'paused'
  return days?.reason === 'notStarted' ? 'scheduled' : 'active'
}

/** A term as the change record words it: `percent 10 → 15`. */
const changeOf = (name: string, before: unknown, after: unknown) =>
  `${name} ${before ?? 'none'} → ${after ?? 'none'}`

/** The columns a code's terms set (naira in, kobo kept). */
function columnsOf(terms: Terms) {
  const columns: Partial<typeof discountCodes.$inferInsert> = {}
  if (terms.kind !== undefined) columns.kind = terms.kind
  if (terms.percent !== undefined) columns.percent = terms.percent
  if (terms.amount !== undefined) {
    columns.amountKobo = terms.amount === null ? null : nairaToKobo(terms.amount)
  }
  if (terms.minItems !== undefined) {
    columns.minItemsKobo = terms.minItems === null ? null : nairaToKobo(terms.minItems)
  }
  if (terms.departments !== undefined) columns.departments = [...new Set(terms.departments)]
  if (terms.productIds !== undefined) columns.productIds = [...new Set(terms.productIds)]
  if (terms.startsOn !== undefined) columns.startsOn = terms.startsOn
  if (terms.endsOn !== undefined) columns.endsOn = terms.endsOn
  if (terms.maxUses !== undefined) columns.maxUses = terms.maxUses
  if (terms.perCustomer !== undefined) columns.perCustomer = terms.perCustomer
  if (terms.newCustomersOnly !== undefined) columns.newCustomersOnly = terms.newCustomersOnly
  // The figure of another kind is not kept: a percentage code has no amount.
  if (columns.kind === 'percent') columns.amountKobo = null
  if (columns.kind === 'amount') columns.percent = null
  if (columns.kind === 'freeDelivery') Object.assign(columns, { percent: null, amountKobo: null })
  return columns
}

export class DiscountCodes {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Every code, newest first, with what it has done. */
  async list(): Promise<AdminDiscount[]> {
    const rows = await this.db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt))
    const figures = await this.figures()
    return rows.map((row) => this.toAdmin(row, figures.get(row.id)))
  }

  /** One code with its history, newest first; 404 for an unknown id. */
  async get(id: string): Promise<{ discount: AdminDiscount; changes: DiscountChange[] }> {
    const row = await this.row(this.db, id)
    const [figures, changes] = await Promise.all([
      this.figures(id),
      this.db
        .select()
        .from(discountChanges)
        .where(eq(discountChanges.discountId, id))
        .orderBy(desc(discountChanges.createdAt), desc(discountChanges.id)),
    ])
    return {
      discount: this.toAdmin(row, figures.get(id)),
      changes: changes.map((change) => ({
        at: change.createdAt.getTime(),
        by: change.changedBy,
        what: change.what,
      })),
    }
  }

  /** The code of this name (any case), for the command line. */
  async byCode(code: string): Promise<DiscountCodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, code.trim().toUpperCase()))
    return row
  }

  /** A new code; 409 when another has its name, 400 for a department or product the store lacks. */
  async create(request: DiscountCreateRequest, actor: CatalogueActor) {
    return this.get(await this.db.transaction((tx) => this.createIn(tx, request, actor)))
  }

  /**
   * A code's terms changed, or paused and resumed. 409 for an ended code, and for a used code's
   * kind or figure (`usedTerms`).
   */
  async update(id: string, change: DiscountUpdateRequest, actor: CatalogueActor) {
    await this.db.transaction((tx) => this.updateIn(tx, id, change, actor))
    return this.get(id)
  }

  /**
   * Codes from a CSV (`discounts import`), all or none: each made, or its terms changed when the
   * store has a code of its name, by the same rules as one at a time. A refusal names its line.
   */
  async importCodes(
    rows: readonly { line: number; code: DiscountCreateRequest }[],
    actor: CatalogueActor,
  ) {
    return this.db.transaction(async (tx) => {
      let created = 0
      for (const { line, code } of rows) {
        try {
          const [existing] = await tx
            .select()
            .from(discountCodes)
            .where(eq(discountCodes.code, code.code))
          if (!existing) {
            await this.createIn(tx, code, actor)
            created += 1
          } else {
            const { code: _, ...terms } = code
            await this.updateIn(tx, existing.id, terms, actor)
          }
        } catch (error) {
          if (error instanceof FieldRefused) throw new Error(`line ${line}: ${error.message}`)
          throw error
        }
      }
      return { created, updated: rows.length - created }
    })
  }

  private async createIn(tx: Database, request: DiscountCreateRequest, actor: CatalogueActor) {
    const { code, ...given } = request
    // One use per customer unless the team says otherwise (`null`: no limit).
    const terms = { ...given, perCustomer: given.perCustomer === undefined ? 1 : given.perCustomer }
    await this.checkScope(tx, terms)
    const [created] = await tx
      .insert(discountCodes)
      .values({ code, kind: request.kind, ...columnsOf(terms), createdAt: this.clock.now() })
      .onConflictDoNothing()
      .returning({ id: discountCodes.id })
    if (!created) throw new FieldRefused(409, DISCOUNT_ADMIN_MESSAGES.codeTaken, 'code')
    await this.record(tx, created.id, code, 'created', actor)
    return created.id
  }

  private async updateIn(
    tx: Database,
    id: string,
    change: DiscountUpdateRequest,
    actor: CatalogueActor,
  ) {
    const before = await this.row(tx, id, true)
    if (stateOf(before, this.clock.now().getTime()) === 'ended') {
      throw new FieldRefused(409, DISCOUNT_ADMIN_MESSAGES.ended, 'code')
    }
    const { paused, ...terms } = change
    const columns = columnsOf(terms)
    const termsChanged =
      (columns.kind !== undefined && columns.kind !== before.kind) ||
      (columns.percent !== undefined && columns.percent !== before.percent) ||
      (columns.amountKobo !== undefined && columns.amountKobo !== before.amountKobo)
    if (termsChanged && (await this.used(tx, id))) {
      throw new FieldRefused(409, DISCOUNT_ADMIN_MESSAGES.usedTerms, 'kind')
    }
    await this.checkScope(tx, terms)
    const set = { ...columns, ...(paused !== undefined ? { paused } : {}) }
    const [after] = await tx
      .update(discountCodes)
      .set(set)
      .where(eq(discountCodes.id, id))
      .returning()
    if (!after) throw new FieldRefused(404, DISCOUNT_ADMIN_MESSAGES.notFound, 'id')
    for (const what of describeChanges(before, after)) {
      await this.record(tx, id, before.code, what, actor)
    }
  }

  /** A code ended for good; its uses stay counted and on record. */
  async end(id: string, actor: CatalogueActor) {
    await this.db.transaction(async (tx) => {
      const row = await this.row(tx, id, true)
      if (row.endedAt) return
      await tx
        .update(discountCodes)
        .set({ endedAt: this.clock.now() })
        .where(eq(discountCodes.id, id))
      await this.record(tx, id, row.code, 'ended', actor)
    })
    return this.get(id)
  }

  /** A code never used, deleted; 409 once it has a use of any kind (end it instead). */
  async remove(id: string, actor: CatalogueActor): Promise<AdminDiscount[]> {
    await this.db.transaction(async (tx) => {
      const row = await this.row(tx, id, true)
      const [anyUse] = await tx
        .select({ id: discountUses.id })
        .from(discountUses)
        .where(eq(discountUses.discountId, id))
        .limit(1)
      if (anyUse) throw new FieldRefused(409, DISCOUNT_ADMIN_MESSAGES.usedDelete, 'id')
      await this.record(tx, id, row.code, 'deleted', actor)
      await tx.delete(discountCodes).where(eq(discountCodes.id, id))
    })
    return this.list()
  }

  /** The code's row, locked for a change when `lock`; 404 for an unknown id. */
  private async row(db: Database, id: string, lock = false): Promise<DiscountCodeRow> {
    const query = db.select().from(discountCodes).where(eq(discountCodes.id, id))
    const [row] = /^[0-9a-f-]{36}$/i.test(id) ? await (lock ? query.for('update') : query) : []
    if (!row) throw new FieldRefused(404, DISCOUNT_ADMIN_MESSAGES.notFound, 'id')
    return row
  }

  /** Whether any order was ever paid with the code, or is paying with it now. */
  private async used(db: Database, id: string): Promise<boolean> {
    const [use] = await db
      .select({ id: discountUses.id })
      .from(discountUses)
      .where(
        sql`${discountUses.discountId} = ${id} and ${discountUses.state} in ('held', 'confirmed', 'returned')`,
      )
      .limit(1)
    return use !== undefined
  }

  /** Refuses departments and products the store does not have. */
  private async checkScope(db: Database, terms: Terms) {
    if (terms.departments?.length) {
      const known = await db
        .select({ id: departments.id })
        .from(departments)
        .where(inArray(departments.id, terms.departments))
      if (known.length < new Set(terms.departments).size) {
        throw new FieldRefused(400, DISCOUNT_ADMIN_MESSAGES.department, 'departments')
      }
    }
    if (terms.productIds?.length) {
      const known = await db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, terms.productIds))
      if (known.length < new Set(terms.productIds).size) {
        throw new FieldRefused(400, DISCOUNT_ADMIN_MESSAGES.product, 'productIds')
      }
    }
  }

  private async record(
    db: Database,
    id: string,
    code: string,
    what: string,
    actor: CatalogueActor,
  ) {
    const who = await whoChanges(db, actor)
    await db
      .insert(discountChanges)
      .values({ discountId: id, code, what, ...who, createdAt: this.clock.now() })
  }

  /** Each code's figures (or one code's): confirmed and held uses, and the money of paid orders. */
  private async figures(id?: string): Promise<Map<string, CodeFigures>> {
    const now = this.clock.now()
    const rows = await this.db
      .select({
        id: discountUses.discountId,
        uses: sql<number>`(count(*) filter (where ${discountUses.state} = 'confirmed'))::int`,
        held: sql<number>`(count(*) filter (where ${discountUses.state} = 'held' and ${discountUses.expiresAt} > ${now}))::int`,
        givenAwayKobo:
          sql<number>`coalesce(sum(${discountUses.offKobo}) filter (where ${discountUses.state} = 'confirmed'), 0)::bigint`.mapWith(
            Number,
          ),
        salesKobo:
          sql<number>`coalesce(sum(${orders.amountKobo}) filter (where ${discountUses.state} = 'confirmed'), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(discountUses)
      .innerJoin(orders, eq(orders.id, discountUses.orderId))
      .where(id ? eq(discountUses.discountId, id) : undefined)
      .groupBy(discountUses.discountId)
    return new Map(rows.map((row) => [row.id, row]))
  }

  private toAdmin(row: DiscountCodeRow, figures: CodeFigures | undefined): AdminDiscount {
    return {
      id: row.id,
      code: row.code,
      kind: row.kind,
      percent: row.percent,
      amount: row.amountKobo === null ? null : koboToNaira(row.amountKobo),
      minItems: row.minItemsKobo === null ? null : koboToNaira(row.minItemsKobo),
      departments: row.departments,
      productIds: row.productIds,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      maxUses: row.maxUses,
      perCustomer: row.perCustomer,
      newCustomersOnly: row.newCustomersOnly,
      state: stateOf(row, this.clock.now().getTime()),
      uses: figures?.uses ?? 0,
      held: figures?.held ?? 0,
      givenAway: koboToNaira(figures?.givenAwayKobo ?? 0),
      sales: koboToNaira(figures?.salesKobo ?? 0),
      createdAt: row.createdAt.getTime(),
    }
  }
}

/** What changed between two versions of a code, each in words for its record. */
function describeChanges(before: DiscountCodeRow, after: DiscountCodeRow): string[] {
  const naira = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo))
  const list = (values: readonly string[]) => (values.length ? values.join(', ') : 'all')
  const changes: string[] = []
  if (before.paused !== after.paused) changes.push(after.paused ? 'paused' : 'resumed')
  const compared: [string, unknown, unknown][] = [
    ['kind', before.kind, after.kind],
    ['percent', before.percent, after.percent],
    ['amount', naira(before.amountKobo), naira(after.amountKobo)],
    ['minimum', naira(before.minItemsKobo), naira(after.minItemsKobo)],
    ['departments', list(before.departments), list(after.departments)],
    ['products', list(before.productIds), list(after.productIds)],
    ['first day', before.startsOn, after.startsOn],
    ['last day', before.endsOn, after.endsOn],
    ['uses', before.maxUses, after.maxUses],
    ['uses per customer', before.perCustomer, after.perCustomer],
    ['new customers only', before.newCustomersOnly, after.newCustomersOnly],
  ]
  for (const [name, was, is] of compared) {
    if (was !== is) changes.push(changeOf(name, was, is))
  }
  return changes
}
