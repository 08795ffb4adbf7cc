import type { AdminDiscount, FormIssue } from '@adire/contract'
import {
  DISCOUNT_FIELDS,
  type DiscountField,
  type DiscountFormErrors,
  type DiscountFormValues,
} from '@adire/ui'

/*
 * The discount code's editor (docs/product.md §11.14), its logic apart from its screen: the
 * inputs as a code is kept, the request made of them for the contract's schema to judge, and
 * each refusal at its field.
 */

const textOf = (value: number | string | null) => (value === null ? '' : String(value))

/** The inputs for a code as kept: a limit it has not, empty. */
export function discountValuesOf(discount: AdminDiscount): DiscountFormValues {
  return {
    code: discount.code,
    kind: discount.kind,
    percent: textOf(discount.percent),
    amount: textOf(discount.amount),
    minItems: textOf(discount.minItems),
    maxUses: textOf(discount.maxUses),
    perCustomer: textOf(discount.perCustomer),
    startsOn: textOf(discount.startsOn),
    endsOn: textOf(discount.endsOn),
    newCustomersOnly: discount.newCustomersOnly,
    departments: [...discount.departments],
    productIds: [...discount.productIds],
  }
}

/** A text as sent: trimmed, and null when empty (no limit, no bound). */
const orNull = (text: string) => text.trim() || null

/**
 * The request to check: every term as typed (numbers as text, "20,000" too: the contract reads
 * them), empty as none. A new code sends its name; an edit never does (a code keeps its name),
 * and a used code's kind and figure are left out, since they cannot change. Only the chosen
 * kind's figure is sent.
 */
export function discountRequestOf(
  values: DiscountFormValues,
  { mode, locked }: { mode: 'new' | 'edit'; locked: boolean },
): Record<string, unknown> {
  const terms = locked
    ? {}
    : {
        kind: values.kind || undefined,
        ...(values.kind === 'percent' ? { percent: orNull(values.percent) } : {}),
        ...(values.kind === 'amount' ? { amount: orNull(values.amount) } : {}),
      }
  return {
    ...(mode === 'new' ? { code: values.code } : {}),
    ...terms,
    minItems: orNull(values.minItems),
    departments: values.departments,
    productIds: values.productIds,
    newCustomersOnly: values.newCustomersOnly,
    startsOn: orNull(values.startsOn),
    endsOn: orNull(values.endsOn),
    maxUses: orNull(values.maxUses),
    perCustomer: orNull(values.perCustomer),
  }
}

const isField = (field: unknown): field is DiscountField =>
  DISCOUNT_FIELDS.some((name) => name === field)

/** The contract's complaints (or the server's), the first of each at its field. */
export function discountErrorsOf(issues: readonly FormIssue[]): DiscountFormErrors {
  const errors: DiscountFormErrors = {}
  for (const { path, message } of issues) {
    const [field] = path
    if (isField(field)) errors[field] ??= message
  }
  return errors
}

/**
 * A refused save as the editor shows it: at the field the server names when the form offers
 * that field (a name taken, a term, a department), otherwise above the button (a code ended
 * meanwhile, a used code's terms, the network down).
 */
export function discountRefusalOf(
  error: Error,
  { mode, locked }: { mode: 'new' | 'edit'; locked: boolean },
): { errors: DiscountFormErrors; alert?: string } {
  const { field } = error as { field?: string }
  const offered =
    isField(field) &&
    !(mode === 'edit' && field === 'code') &&
    !(locked && (field === 'kind' || field === 'percent' || field === 'amount'))
  return offered ? { errors: { [field]: error.message } } : { errors: {}, alert: error.message }
}

/** Puts the focus on the first field with a message, in the form's order. */
export function focusFirstDiscountError(form: HTMLFormElement, errors: DiscountFormErrors) {
  const first = DISCOUNT_FIELDS.find((field) => errors[field])
  if (first) form.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
}
