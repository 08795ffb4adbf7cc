import { z } from 'zod'
import { allowedCharacters } from '../shared/text.ts'

/*
 * Departments as data (docs/product.md §11.13): the schemas of a department as the shop reads it
 * and as the store team makes, renames, orders and removes it. The plain list a new store starts
 * with is in categories.ts, free of schema code.
 */

/** The most departments a store keeps: a menu longer than this is no longer a menu. */
export const MAX_DEPARTMENTS = 40
/** The longest department name. */
export const MAX_DEPARTMENT_LABEL_LENGTH = 40
/** The longest slug or id. */
export const MAX_DEPARTMENT_SLUG_LENGTH = 40

/** The words a department's calls refuse with. */
export const DEPARTMENT_MESSAGES = {
  label: 'Enter the department’s name',
  labelLength: `A department’s name has at most ${MAX_DEPARTMENT_LABEL_LENGTH} characters`,
  slug: `A link name is a letter or digit, then letters, digits or hyphens, at most ${MAX_DEPARTMENT_SLUG_LENGTH} in all (like Dresses or T-Shirt)`,
  notFound: 'No department has this id',
  labelTaken: 'Another department already has this name',
  slugTaken: 'Another department’s link already uses this name',
  tooMany: `A store has at most ${MAX_DEPARTMENTS} departments`,
  order: 'List every department once to order them',
  hasProducts: (count: number) =>
    `Move its ${count === 1 ? 'product' : `${count} products`} to another department first`,
  last: 'A store keeps at least one department',
  /** A product's `category`, or the team's filter, naming no department of the store's. */
  unknown: 'Unknown department',
  /** A search's `category` values the store has no department for, and the ids it has. */
  unknownCategories: (unknown: readonly string[], ids: readonly string[]) =>
    `Unknown category ${unknown.map((id) => `"${id}"`).join(', ')}; use ${ids.join(', ')}`,
} as const

/** A department's id or slug: what a link's `?filter=` and a product's `category` hold. */
export const DEPARTMENT_SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*$/

export const DepartmentSlug = z
  .string({ error: DEPARTMENT_MESSAGES.slug })
  .trim()
  .min(1, DEPARTMENT_MESSAGES.slug)
  .max(MAX_DEPARTMENT_SLUG_LENGTH, DEPARTMENT_MESSAGES.slug)
  .regex(DEPARTMENT_SLUG_PATTERN, DEPARTMENT_MESSAGES.slug)

const DepartmentLabel = z
  .string({ error: DEPARTMENT_MESSAGES.label })
  .trim()
  .min(1, DEPARTMENT_MESSAGES.label)
  .max(MAX_DEPARTMENT_LABEL_LENGTH, DEPARTMENT_MESSAGES.labelLength)
  .check(allowedCharacters('The name'))

/** A department as the shop links and filters by it (`Department` in categories.ts). */
export const DepartmentSchema = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  slug: z.string().min(1),
  aliases: z.array(z.string()),
})

/** A department as the store team sees it: with how many products it holds. */
export const AdminDepartment = DepartmentSchema.extend({
  /** Every product in it, drafts and archived ones included (a department with any stays). */
  products: z.number().int().nonnegative(),
  /** Those shoppers see. */
  liveProducts: z.number().int().nonnegative(),
})
export type AdminDepartment = z.infer<typeof AdminDepartment>

export const AdminDepartmentsResponse = z.object({
  success: z.literal(true),
  /** In the shop's order. */
  departments: z.array(AdminDepartment),
})
export type AdminDepartmentsResponse = z.infer<typeof AdminDepartmentsResponse>

/**
 * A new department: its name, and the link name it is filtered by (made from the name when left
 * out: `Summer dresses` → `Summer-dresses`). The link name becomes its id for good.
 */
export const DepartmentCreateRequest = z.object({
  label: DepartmentLabel,
  slug: DepartmentSlug.optional(),
})
export type DepartmentCreateRequest = z.infer<typeof DepartmentCreateRequest>

/**
 * A department renamed: a new name, a new link name, or both. The old link name keeps leading
 * to it (kept among its `aliases`); its products stay in it.
 */
export const DepartmentUpdateRequest = z
  .object({ label: DepartmentLabel.optional(), slug: DepartmentSlug.optional() })
  .refine((change) => change.label !== undefined || change.slug !== undefined, {
    message: 'Give a new name or a new link name',
  })
export type DepartmentUpdateRequest = z.infer<typeof DepartmentUpdateRequest>

/** The departments in their new order: every id once. */
export const DepartmentOrderRequest = z.object({
  ids: z
    .array(z.string().min(1).max(MAX_DEPARTMENT_SLUG_LENGTH), { error: DEPARTMENT_MESSAGES.order })
    .min(1, DEPARTMENT_MESSAGES.order)
    .max(MAX_DEPARTMENTS, DEPARTMENT_MESSAGES.order),
})
export type DepartmentOrderRequest = z.infer<typeof DepartmentOrderRequest>

/**
 * A link name made from a department's name: letters and digits kept, every run of anything
 * else one hyphen (`Summer dresses & wraps` → `Summer-dresses-wraps`); empty when nothing is left.
 */
export function slugFromLabel(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_DEPARTMENT_SLUG_LENGTH)
    .replace(/-+$/, '')
}
