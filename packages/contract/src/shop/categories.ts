/** The store's departments: plain data, free of schema code, so the storefront's first load stays small. */

/**
 * The eight departments of the store. `id` is what a product's `category` holds and what the
 * collection page's `?filter=` takes; `aliases` keeps older links working (the footer of the
 * original store linked hoodies as `Hoodle`).
 */
export const CATEGORIES = [
  { id: 'HeadWear', label: 'Head wear', aliases: [] },
  { id: 'Hoodie', label: 'Hoodies', aliases: ['Hoodle', 'Hoodies'] },
  { id: 'Jersey', label: 'Jerseys', aliases: [] },
  { id: 'Pant', label: 'Pants', aliases: ['Pants'] },
  { id: 'Polo', label: 'Polos', aliases: [] },
  { id: 'Short', label: 'Shorts', aliases: ['Shorts'] },
  { id: 'T-Shirt', label: 'T-shirts', aliases: ['TShirt', 'Tshirt'] },
  { id: 'Sunglasses', label: 'Sunglasses', aliases: [] },
] as const

export type CategoryId = (typeof CATEGORIES)[number]['id']
export const categoryIds = CATEGORIES.map((c) => c.id) as [CategoryId, ...CategoryId[]]

/** Resolves a `?filter=` value (id or alias, any case) to a category id, or undefined. */
export function categoryFromFilter(value: string): CategoryId | undefined {
  const wanted = value.trim().toLowerCase()
  return CATEGORIES.find(
    (c) => c.id.toLowerCase() === wanted || c.aliases.some((a) => a.toLowerCase() === wanted),
  )?.id
}

export function categoryLabel(id: CategoryId): string {
  return CATEGORIES.find((c) => c.id === id)?.label ?? id
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
