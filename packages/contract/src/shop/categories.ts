/**
 * The store's departments: plain data, free of schema code, so the storefront's first load stays
 * small. The team adds, renames and orders departments (docs/product.md §11.13); the shop reads
 * the current list from the store's settings, and these eight are what a new store is seeded
 * with and what a screen draws before the settings arrive.
 */

/** One department as the shop links and filters by it. */
export interface Department {
  /** What a product's `category` holds: fixed when the department is made, never renamed. */
  id: string
  /** Its name in menus, filters and the footer. */
  label: string
  /** What links use now (`/collection?filter=<slug>`); the id until the team changes it. */
  slug: string
  /** Older slugs and spellings that still lead here, so no link the store ever printed breaks. */
  aliases: readonly string[]
}

/** A department's id: what a product's `category` holds (a string, since departments are data). */
export type CategoryId = string

/** The ids of the eight departments a new store is seeded with. */
export type SeededCategoryId =
  | 'HeadWear'
  | 'Hoodie'
  | 'Jersey'
  | 'Pant'
  | 'Polo'
  | 'Short'
  | 'T-Shirt'
  | 'Sunglasses'

/**
 * The eight departments of a new store. `id` is what a product's `category` holds and what the
 * collection page's `?filter=` takes; `aliases` keeps older links working (the footer of the
 * original store linked hoodies as `Hoodle`).
 */
export const CATEGORIES: readonly (Department & { id: SeededCategoryId })[] = [
  { id: 'HeadWear', label: 'Head wear', slug: 'HeadWear', aliases: [] },
  { id: 'Hoodie', label: 'Hoodies', slug: 'Hoodie', aliases: ['Hoodle', 'Hoodies'] },
  { id: 'Jersey', label: 'Jerseys', slug: 'Jersey', aliases: [] },
  { id: 'Pant', label: 'Pants', slug: 'Pant', aliases: ['Pants'] },
  { id: 'Polo', label: 'Polos', slug: 'Polo', aliases: [] },
  { id: 'Short', label: 'Shorts', slug: 'Short', aliases: ['Shorts'] },
  { id: 'T-Shirt', label: 'T-shirts', slug: 'T-Shirt', aliases: ['TShirt', 'Tshirt'] },
  { id: 'Sunglasses', label: 'Sunglasses', slug: 'Sunglasses', aliases: [] },
]

/** The seeded departments' ids, in their order. */
export const categoryIds: readonly CategoryId[] = CATEGORIES.map((c) => c.id)

/**
 * Resolves a `?filter=` value (a department's slug, id or older slug, any case) to the
 * department, or undefined.
 */
export function departmentFromFilter(
  departments: readonly Department[],
  value: string,
): Department | undefined {
  const wanted = value.trim().toLowerCase()
  return departments.find(
    (d) =>
      d.slug.toLowerCase() === wanted ||
      d.id.toLowerCase() === wanted ||
      d.aliases.some((a) => a.toLowerCase() === wanted),
  )
}

/** Resolves a `?filter=` value among the seeded departments to a department id, or undefined. */
export function categoryFromFilter(value: string): CategoryId | undefined {
  return departmentFromFilter(CATEGORIES, value)?.id
}

/** A department's name, or its id when the list does not have it (a department just removed). */
export function departmentLabel(departments: readonly Department[], id: CategoryId): string {
  return departments.find((d) => d.id === id)?.label ?? id
}

export function categoryLabel(id: CategoryId): string {
  return departmentLabel(CATEGORIES, id)
}

/**
 * The footer's filter value for a department: its slug, except that the footer has always linked
 * hoodies as `Hoodle` (docs/product.md §2), kept while the team has not given hoodies a new slug.
 */
export function footerFilterOf(department: Department): string {
  return department.id === 'Hoodie' && department.slug === 'Hoodie' ? 'Hoodle' : department.slug
}

/** The footer's category links, exactly as docs/product.md §2 lists them. */
export const FOOTER_CATEGORY_FILTERS = [
  'HeadWear',
  'Hoodle',
  'Jersey',
  'Pant',
  'Polo',
  'Short',
  'T-Shirt',
] as const
