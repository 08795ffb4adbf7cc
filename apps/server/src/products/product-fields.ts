import {
  koboToNaira,
  PRODUCT_FIELDS,
  PRODUCT_MESSAGES,
  type ProductDraft,
  type ProductField,
  type ProductFieldChange,
  type ProductStatus,
  productStateAfter,
} from '@adire/contract'
import type { products } from '../db/schema.ts'
import { FieldRefused } from '../http/errors.ts'

/*
 * A product's fields as the store team writes them, compared field by field for its history
 * (docs/product.md §11.4): what the editor and the CSV import both save.
 */

export type ProductRow = Omit<typeof products.$inferSelect, 'searchVector' | 'searchName'>

/** A product's fields as the store team writes them (`ProductDraft`, the price in naira). */
type FieldValues = Record<ProductField, ProductFieldChange['to']>

export function fieldValues(row: ProductRow): FieldValues {
  return {
    name: row.name,
    description: row.description,
    category: row.category,
    price: koboToNaira(row.priceKobo),
    salePrice: row.salePriceKobo === null ? null : koboToNaira(row.salePriceKobo),
    sizes: row.sizes,
    bestseller: row.bestseller,
    images: row.images,
    status: row.status,
  }
}

/**
 * A draft with its status and sale price settled against the product as it is (a field left
 * out keeps the product's value): what a save writes.
 */
export type SettledDraft = Omit<ProductDraft, 'status' | 'archived' | 'salePriceKobo'> & {
  status: ProductStatus
  salePriceKobo: number | null
}

/** Settles `draft` against `before` (nothing for a new product); refuses a sale price too high. */
export function settle(
  draft: ProductDraft,
  before: Pick<ProductRow, 'status' | 'salePriceKobo'> | undefined,
): SettledDraft {
  const state = productStateAfter(draft, before)
  if ('refused' in state) {
    throw new FieldRefused(400, PRODUCT_MESSAGES.salePriceNotLower, 'salePrice')
  }
  const { status: _status, archived: _archived, salePriceKobo: _sale, ...fields } = draft
  return { ...fields, ...state }
}

export function draftValues(draft: SettledDraft): FieldValues {
  const { priceKobo, salePriceKobo, ...fields } = draft
  return {
    ...fields,
    price: koboToNaira(priceKobo),
    salePrice: salePriceKobo === null ? null : koboToNaira(salePriceKobo),
  }
}

/** Each field whose value differs, in the editor's order. */
export function changesBetween(before: FieldValues, after: FieldValues): ProductFieldChange[] {
  return PRODUCT_FIELDS.filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  ).map((field) => ({ field, from: before[field], to: after[field] }))
}
