import { DEFAULT_COUNTRY, DELIVERY_ADDRESS_FIELDS, type FieldErrors } from '@adire/contract'

/*
 * The delivery form's rules (docs/product.md §2, §3, §5). Its fields are the contract's
 * `DELIVERY_ADDRESS_FIELDS`, the `DeliveryAddress` schema's keys in the order the form shows
 * them. No zod here: the address pages' first visit loads this module; the schema's check
 * (`deliveryAddressErrors`) loads with the first save.
 */

/** The delivery form's fields (docs/product.md §3), in the order the form shows them. */
export const DELIVERY_FIELDS = DELIVERY_ADDRESS_FIELDS
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

/** The first field, in the form's order, that has a message: where the focus goes. */
export const firstInvalidField = (errors: DeliveryFieldErrors): DeliveryField | null =>
  DELIVERY_FIELDS.find((field) => errors[field]) ?? null
