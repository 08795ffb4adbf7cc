import { DEFAULT_COUNTRY, DeliveryAddress, type FieldErrors, firstErrors } from '@adire/contract'

/*
 * The delivery form's rules (docs/product.md §2, §3, §5). Its fields are the contract's
 * `DeliveryAddress` schema's (packages/contract/src/order.ts), in the schema's order, which is
 * the order the form shows them: a field is added, removed or renamed there, once.
 */

/** The delivery form's fields (docs/product.md §3), in the order the form shows them. */
export const DELIVERY_FIELDS = DeliveryAddress.keyof().options
export type DeliveryField = (typeof DELIVERY_FIELDS)[number]
/** The delivery form as typed. */
export type DeliveryForm = Record<DeliveryField, string>
export type DeliveryFieldErrors = FieldErrors<DeliveryField>

/** The form of a shopper the store knows nothing of: every field blank, the country Nigeria. */
export const EMPTY_DELIVERY_FORM: Readonly<DeliveryForm> = {
  ...(Object.fromEntries(DELIVERY_FIELDS.map((field) => [field, ''])) as DeliveryForm),
  country: DEFAULT_COUNTRY,
}

/** docs/product.md §5: the fields that are blank after trimming. */
export const blankFields = (form: DeliveryForm): DeliveryField[] =>
  DELIVERY_FIELDS.filter((field) => (form[field] ?? '').trim() === '')

/**
 * docs/product.md §2: the pay button is greyed out until every delivery field is non-blank and a
 * method is chosen.
 */
export const isReadyToPay = (form: DeliveryForm, method: string | null | undefined) =>
  Boolean(method) && blankFields(form).length === 0

/** The first message of each field the contract's address rules refuse (none for a valid one). */
export function addressErrors(form: DeliveryForm): DeliveryFieldErrors {
  const parsed = DeliveryAddress.safeParse(form)
  return parsed.success ? {} : firstErrors<DeliveryField>(parsed.error.issues)
}

/** The first field, in the form's order, that has a message: where the focus goes. */
export const firstInvalidField = (errors: DeliveryFieldErrors): DeliveryField | null =>
  DELIVERY_FIELDS.find((field) => errors[field]) ?? null
