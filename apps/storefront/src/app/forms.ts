import { type FormEvent, useCallback, useState } from 'react'

/** What a form shows per field after a failed check: the first message of each invalid field. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

interface Issue {
  readonly path: readonly PropertyKey[]
  readonly message: string
}

/** A contract schema, as far as a form needs one. */
interface Schema<Output> {
  safeParse(
    value: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: readonly Issue[] } }
}

/** The first message of each invalid field, in the contract's words. */
function firstErrors<Field extends string>(issues: readonly Issue[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  for (const issue of issues) {
    const field = issue.path[0] as Field | undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/**
 * A form checked against its contract schema on submit, as every form of the store is: the
 * values as typed, each invalid field's first message (gone as soon as the shopper edits that
 * field), and the focus on the first invalid field, in the order of `empty`'s keys.
 */
export function useSchemaForm<Values extends Record<string, string>, Output>(
  schema: Schema<Output>,
  empty: Values,
) {
  type Field = keyof Values & string
  const [values, setValues] = useState<Values>(empty)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})

  const update = useCallback((field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }, [])

  /** The checked values, or undefined after showing what is wrong. */
  function check(event: FormEvent<HTMLFormElement>): Output | undefined {
    const result = schema.safeParse(values)
    if (result.success) {
      setErrors({})
      return result.data
    }
    const invalid = firstErrors<Field>(result.error.issues)
    setErrors(invalid)
    const first = (Object.keys(empty) as Field[]).find((field) => invalid[field])
    if (first) (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus()
    return undefined
  }

  const clear = useCallback(() => {
    setValues(empty)
    setErrors({})
  }, [empty])

  return { values, errors, update, check, clear }
}
