import type { Product } from '@adire/contract'

/** SPEC.md §9: a product page suggests at most this many others. */
export const RELATED_PRODUCTS_LIMIT = 6

/**
 * The products a product page suggests (SPEC.md §2): others from the same category, in the
 * order of the list they come from (the product list is newest first), at most `limit`.
 */
export function relatedProducts<T extends Pick<Product, '_id' | 'category'>>(
  product: Pick<Product, '_id' | 'category'>,
  products: readonly T[],
  limit: number = RELATED_PRODUCTS_LIMIT,
): T[] {
  return products
    .filter((candidate) => candidate.category === product.category && candidate._id !== product._id)
    .slice(0, limit)
}
