/**
 * What a form shows per field after a failed check against a contract schema: the first
 * message of each invalid field. The storefront's forms (apps/storefront/src/app/forms.ts) and
 * the checkout's delivery form (packages/machines/src/checkout/delivery-form.ts) both use it.
 */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/** One problem a schema found, as zod reports it: the field is the first key of its path. */
export interface FormIssue {
  readonly path: readonly PropertyKey[]
  readonly message: string
}

/**
 * The first message of each invalid field, in the contract's words: a schema reports a field's
 * rules in the order it declares them, so the first is what the shopper fixes first. An issue
 * about the whole value (an empty path) names no field and is left out.
 */
export function firstErrors<Field extends string>(
  issues: readonly FormIssue[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  for (const issue of issues) {
    const field = issue.path[0] as Field | undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/** An API's refusal of a request a schema found fault with: `{ success: false, message, field? }`. */
export interface Refusal {
  readonly message: string
  readonly field?: string
}

/**
 * What a refusal says of a request when its schema names no problem (never, in practice: every
 * schema says what it refuses), by what was refused; the server's words, and so the mocks'.
 */
export const REFUSAL_FALLBACKS = {
  body: 'The request is not valid',
  filter: 'Invalid filter',
  page: 'Invalid page',
  search: 'Invalid product search',
  settings: 'These settings cannot be saved',
} as const

/**
 * How the server (and the mocks, as it) refuses a request: with the first problem the schema
 * found, naming its field when the problem is about one, so a form shows it there.
 */
export function refusalOf(issues: readonly FormIssue[], fallback: string): Refusal {
  const [issue] = issues
  const field = issue?.path[0]
  return {
    message: issue?.message ?? fallback,
    ...(typeof field === 'string' ? { field } : {}),
  }
}
