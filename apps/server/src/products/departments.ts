import {
  type AdminDepartment,
  DEPARTMENT_MESSAGES,
  type DepartmentCreateRequest,
  type DepartmentUpdateRequest,
  MAX_DEPARTMENTS,
  slugFromLabel,
} from '@adire/contract'
import { asc, count, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { type DepartmentRecord, departmentChanges, departments, products } from '../db/schema.ts'
import { FieldRefused } from '../http/errors.ts'
import { type CatalogueActor, whoChanges } from './catalogue-actor.ts'
import { catalogueChanged } from './catalogue-version.ts'
import type { ProductListCache } from './product-list.ts'
import { toDepartment } from './product-rows.ts'

/*
 * The shop's departments as data (docs/product.md §11.13): the team adds, renames, orders and
 * removes them on the Departments screen or the command line. A department's `id` is what
 * products hold and never changes; its `slug` is what links use, and a new slug keeps the old
 * one among its `aliases`, so no link breaks. Every change is made in one transaction with its
 * record and the catalogue's new version, so every server's menus, filters and cached answers
 * follow it within a second (catalogue-version.ts; this server's at once).
 */

type DepartmentRow = typeof departments.$inferSelect

/**
 * Whether the store has a department of this id, holding it (a key-share lock) until `tx` ends,
 * so that it is not removed under a product being put in it (`StoreDepartments.remove` waits).
 */
export async function holdDepartment(tx: Database, id: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, id))
    .for('key share')
  return found !== undefined
}

/** Every name a department answers to, lower-cased: its id, its slug and its older slugs. */
const namesOf = (row: Pick<DepartmentRow, 'id' | 'slug' | 'aliases'>) =>
  [row.id, row.slug, ...row.aliases].map((name) => name.toLowerCase())

const recordOf = (row: DepartmentRow): DepartmentRecord => ({
  label: row.label,
  slug: row.slug,
  aliases: row.aliases,
  position: row.position,
})

/**
 * The store team's departments. Knows nothing of HTTP: refusals are `FieldRefused` naming the
 * field (400 for a name or slug the store cannot take, 404 for an unknown id, 409 for a removal
 * the store refuses).
 */
export class StoreDepartments {
  constructor(
    private readonly db: Database,
    private readonly catalogue: ProductListCache,
  ) {}

  /** Every department in order, with how many products it holds (all, and those on sale). */
  async list(db: Database = this.db): Promise<AdminDepartment[]> {
    const [rows, counted] = await Promise.all([
      db.select().from(departments).orderBy(asc(departments.position), asc(departments.id)),
      db
        .select({
          category: products.category,
          all: count(),
          live: sql<number>`count(*) filter (where ${products.status} = 'live')`.mapWith(Number),
        })
        .from(products)
        .groupBy(products.category),
    ])
    const countOf = new Map(counted.map((row) => [row.category, row]))
    return rows.map((row) => ({
      ...toDepartment(row),
      aliases: [...row.aliases],
      products: countOf.get(row.id)?.all ?? 0,
      liveProducts: countOf.get(row.id)?.live ?? 0,
    }))
  }

  /** A new department, last in the order; its slug (made from its name if not given) is its id. */
  async create(request: DepartmentCreateRequest, actor: CatalogueActor) {
    return this.#change(async (tx, rows) => {
      if (rows.length >= MAX_DEPARTMENTS) {
        throw new FieldRefused(409, DEPARTMENT_MESSAGES.tooMany, '')
      }
      const slug = request.slug ?? slugFromLabel(request.label)
      if (!slug) throw new FieldRefused(400, DEPARTMENT_MESSAGES.slug, 'slug')
      checkLabelFree(rows, request.label)
      checkSlugFree(rows, slug)
      const position = Math.max(0, ...rows.map((row) => row.position)) + 1
      const [created] = await tx
        .insert(departments)
        .values({ id: slug, label: request.label, slug, aliases: [], position })
        .returning()
      if (!created) throw new Error(`Department ${slug} was not saved`)
      await record(tx, actor, 'created', slug, null, recordOf(created))
    })
  }

  /**
   * A department renamed: a new name, a new slug, or both. A new slug keeps the old one among
   * the aliases (and may take back one of its own aliases); its products stay in it.
   */
  async rename(id: string, request: DepartmentUpdateRequest, actor: CatalogueActor) {
    return this.#change(async (tx, rows) => {
      const row = rows.find((candidate) => candidate.id === id)
      if (!row) throw new FieldRefused(404, DEPARTMENT_MESSAGES.notFound, 'id')
      const others = rows.filter((other) => other.id !== id)
      const label = request.label ?? row.label
      const slug = request.slug ?? row.slug
      if (label !== row.label) checkLabelFree(others, label)
      let aliases = row.aliases
      if (slug !== row.slug) {
        checkSlugFree(others, slug)
        const wanted = slug.toLowerCase()
        // The old slug keeps leading here; a slug differing only in case needs no alias.
        const kept = [...row.aliases, row.slug].filter((alias) => alias.toLowerCase() !== wanted)
        aliases = kept.filter(
          (alias, index) =>
            kept.findIndex((other) => other.toLowerCase() === alias.toLowerCase()) === index,
        )
      }
      if (label === row.label && slug === row.slug) return false
      const [renamed] = await tx
        .update(departments)
        .set({ label, slug, aliases })
        .where(eq(departments.id, id))
        .returning()
      if (!renamed) throw new Error(`Department ${id} was not saved`)
      await record(tx, actor, 'renamed', id, recordOf(row), recordOf(renamed))
    })
  }

  /** The departments in a new order: `ids` lists every department's id once. */
  async order(ids: readonly string[], actor: CatalogueActor) {
    return this.#change(async (tx, rows) => {
      const known = new Set(rows.map((row) => row.id))
      if (
        ids.length !== rows.length ||
        new Set(ids).size !== ids.length ||
        ids.some((id) => !known.has(id))
      ) {
        throw new FieldRefused(400, DEPARTMENT_MESSAGES.order, 'ids')
      }
      const before = rows.map((row) => row.id)
      if (before.every((id, index) => ids[index] === id)) return false
      for (const [index, id] of ids.entries()) {
        await tx
          .update(departments)
          .set({ position: index + 1 })
          .where(eq(departments.id, id))
      }
      await record(tx, actor, 'ordered', null, before, [...ids])
    })
  }

  /** An empty department removed; one holding any product (drafts and archived ones too) stays. */
  async remove(id: string, actor: CatalogueActor) {
    return this.#change(async (tx, rows) => {
      const row = rows.find((candidate) => candidate.id === id)
      if (!row) throw new FieldRefused(404, DEPARTMENT_MESSAGES.notFound, 'id')
      // Waits for a product being put in it now (`holdDepartment`), then counts that one too.
      await tx.select().from(departments).where(eq(departments.id, id)).for('update')
      const [held] = await tx.select({ n: count() }).from(products).where(eq(products.category, id))
      const n = held?.n ?? 0
      if (n > 0) throw new FieldRefused(409, DEPARTMENT_MESSAGES.hasProducts(n), '')
      if (rows.length <= 1) throw new FieldRefused(409, DEPARTMENT_MESSAGES.last, '')
      await tx.delete(departments).where(eq(departments.id, id))
      await record(tx, actor, 'removed', id, recordOf(row), null)
    })
  }

  /**
   * Runs one change in a transaction that holds the departments against every other change
   * (ids, slugs and aliases are checked across rows, which no index can), then answers every
   * department. A change that changed something counts as a change of the catalogue; `work`
   * answers false when nothing changed.
   */
  async #change(
    work: (tx: Database, rows: DepartmentRow[]) => Promise<unknown>,
  ): Promise<AdminDepartment[]> {
    const changed = await this.db.transaction(async (tx) => {
      // Readers and products being saved go on; another change of the departments waits.
      await tx.execute(sql`lock table ${departments} in share row exclusive mode`)
      const rows = await tx
        .select()
        .from(departments)
        .orderBy(asc(departments.position), asc(departments.id))
      if ((await work(tx, rows)) === false) return false
      // Last, as a save of products takes a department's row and then the version: never the
      // other way round, so the two never wait on each other.
      await catalogueChanged(tx)
      return true
    })
    // This server's menus and answers follow at once; the others' within CATALOGUE_WATCH_MS.
    if (changed) this.catalogue.invalidate()
    return this.list()
  }
}

/** A name no other department has, case aside. */
function checkLabelFree(rows: readonly DepartmentRow[], label: string) {
  const wanted = label.toLowerCase()
  if (rows.some((row) => row.label.toLowerCase() === wanted)) {
    throw new FieldRefused(400, DEPARTMENT_MESSAGES.labelTaken, 'label')
  }
}

/** A slug that is no other department's id, slug or older slug, case aside. */
function checkSlugFree(rows: readonly DepartmentRow[], slug: string) {
  const wanted = slug.toLowerCase()
  if (rows.some((row) => namesOf(row).includes(wanted))) {
    throw new FieldRefused(400, DEPARTMENT_MESSAGES.slugTaken, 'slug')
  }
}

async function record(
  tx: Database,
  actor: CatalogueActor,
  action: 'created' | 'renamed' | 'ordered' | 'removed',
  departmentId: string | null,
  before: DepartmentRecord | string[] | null,
  after: DepartmentRecord | string[] | null,
) {
  const { changedBy, userId } = await whoChanges(tx, actor)
  await tx
    .insert(departmentChanges)
    .values({ departmentId, action, changedBy, userId, before, after })
}
