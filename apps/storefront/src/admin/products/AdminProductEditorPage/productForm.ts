import { type AdminProduct, PRODUCT_FIELDS } from '@adire/contract'
import type { ProductFormField, ProductFormValues } from '@adire/ui'

/** A new product's form: nothing chosen yet. */
export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  category: '',
  price: '',
  salePrice: '',
  sizes: [],
  bestseller: false,
}

/** A price in naira as the team types it: whole naira bare, kobo with two digits ("31500.50"). */
const typedPrice = (naira: number) => (Number.isInteger(naira) ? String(naira) : naira.toFixed(2))

/** The form's values for a saved product. */
export function formValuesOf(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    category: product.category,
    price: typedPrice(product.price),
    salePrice: product.salePrice === null ? '' : typedPrice(product.salePrice),
    sizes: [...product.sizes],
    bestseller: product.bestseller,
  }
}

/** The fields the form can show a message on (the status is its buttons' and the panel's). */
const FORM_FIELDS: readonly ProductFormField[] = PRODUCT_FIELDS.filter(
  (field) => field !== 'status',
)

/** Whether a server's `field` is one the form shows. */
export const isFormField = (field: string | undefined): field is ProductFormField =>
  FORM_FIELDS.some((known) => known === field)

/** Moves the focus to the first invalid field, in the form's order. */
export function focusFirstInvalid(
  form: HTMLFormElement,
  errors: Partial<Record<ProductFormField, string>>,
): void {
  const first = FORM_FIELDS.find((field) => errors[field])
  if (!first) return
  const element = form.elements.namedItem(first)
  if (element instanceof HTMLElement) element.focus()
}
