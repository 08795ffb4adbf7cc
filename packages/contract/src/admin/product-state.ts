import type { ProductDraft, ProductStatus } from './product-admin.ts'

/*
 * What a save leaves of a product's status and sale price (docs/product.md §11.4, ADR 039): the
 * one rule the server, the CSV import and the mocks apply.
 */

/** What a save leaves of a product's state: the product as it was, or nothing for a new one. */
export interface ProductStateBefore {
  status: ProductStatus
  salePriceKobo: number | null
}

/**
 * The status and sale price a save leaves (docs/product.md §11.4), or the refusal of the sale
 * price: a field left out keeps the product's value; `archived: false` brings an archived
 * product back live and leaves a draft a draft; a new product without either is live.
 */
export function productStateAfter(
  draft: Pick<ProductDraft, 'status' | 'archived' | 'salePriceKobo' | 'priceKobo'>,
  before: ProductStateBefore | undefined,
): { status: ProductStatus; salePriceKobo: number | null } | { refused: 'salePrice' } {
  const kept = before?.status ?? 'live'
  const status =
    draft.status ??
    (draft.archived === true
      ? 'archived'
      : draft.archived === false && kept === 'archived'
        ? 'live'
        : kept)
  const salePriceKobo =
    draft.salePriceKobo === undefined ? (before?.salePriceKobo ?? null) : draft.salePriceKobo
  // A sale price kept from before must still be below a price lowered now.
  if (salePriceKobo !== null && salePriceKobo >= draft.priceKobo) return { refused: 'salePrice' }
  return { status, salePriceKobo }
}
