// A mock product's fields as the editor saves them, and which of them a save changed: what
// the mock catalogue's history records (handlers/admin/products.ts), as the server's
// products/product-fields.ts does.
import { type AdminProduct, PRODUCT_FIELDS, type ProductFieldChange } from '@adire/contract'

/** A product's fields in the shape `ProductDraft` takes them (price in naira): what history compares. */
export function draftOf(product: AdminProduct): Record<(typeof PRODUCT_FIELDS)[number], unknown> {
  return {
    name: product.name,
    description: product.description,
    category: product.category,
    price: product.price,
    salePrice: product.salePrice,
    sizes: product.sizes,
    bestseller: product.bestseller,
    images: product.image,
    status: product.status,
  }
}

/** The fields that differ, in the editor's order. */
export function diff(before: ReturnType<typeof draftOf>, after: ReturnType<typeof draftOf>) {
  return PRODUCT_FIELDS.flatMap((field): ProductFieldChange[] =>
    JSON.stringify(before[field]) === JSON.stringify(after[field])
      ? []
      : [{ field, from: before[field] as never, to: after[field] as never }],
  )
}
