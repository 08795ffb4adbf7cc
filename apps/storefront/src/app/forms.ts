import { type FieldErrors, type FormIssue, firstErrors } from '@adire/contract'
import { type FormEvent, useCallback, useRef, useState } from 'react'

/** What a form shows per field after a failed check (defined with `firstErrors`, in the contract). */
export type { FieldErrors }

/** A contract schema, as far as a form needs one. */
interface Schema<Output> {
  safeParse(
    value: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: readonly FormIssue[] } }
}

type Schemas = typeof import('../api/schemas.ts')
type SchemaName = {
  [K in keyof Schemas]: Schemas[K] extends Schema<unknown> ? K : never
}[keyof Schemas]

/** A contract schema, loaded when a form first needs it (see api/schemas.ts). */
export const formSchema =
  <Name extends SchemaName>(name: Name) =>
  async (): Promise<Schemas[Name]> =>
    (await import('../api/schemas.ts'))[name]

/**
 * For a form that checks its values itself: the contract's schemas, loaded with its first save,
 * and whether a save is under way. The schemas may still be loading between the press and the
 * request, so `busy` covers that moment too: a second press then sends nothing twice.
 */
export function useSaveSchemas(saving: boolean) {
  const loading = useRef(false)
  return {
    busy: () => loading.current || saving,
    load: async (): Promise<Schemas> => {
      loading.current = true
      try {
        return await import('../api/schemas.ts')
      } finally {
        loading.current = false
      }
    },
  }
}

/**
 * A form checked against its contract schema on submit, as every form of the store is: the
 * values as typed, each invalid field's first message (gone as soon as the shopper edits that
 * field), and the focus on the first invalid field, in the order of `empty`'s keys. The schema
 * loads as the shopper starts typing (at the latest on submit), not with the page.
 */
export function useSchemaForm<Values extends Record<string, string>, Output>(
  loadSchema: () => Promise<Schema<Output>>,
  empty: Values,
) {
  type Field = keyof Values & string
  const [values, setValues] = useState<Values>(empty)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const schema = useRef<Promise<Schema<Output>> | null>(null)
  const ensureSchema = useCallback(() => {
    schema.current ??= loadSchema()
    return schema.current
  }, [loadSchema])

  const update = useCallback(
    (field: Field, value: string) => {
      void ensureSchema()
      setValues((current) => ({ ...current, [field]: value }))
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
    },
    [ensureSchema],
  )

  /** The checked values, or undefined after showing what is wrong. */
  async function check(event: FormEvent<HTMLFormElement>): Promise<Output | undefined> {
    const form = event.currentTarget
    const result = (await ensureSchema()).safeParse(values)
    if (result.success) {
      setErrors({})
      return result.data
    }
    const invalid = firstErrors<Field>(result.error.issues)
    setErrors(invalid)
    const first = (Object.keys(empty) as Field[]).find((field) => invalid[field])
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus()
    return undefined
  }

  const clear = useCallback(() => {
    setValues(empty)
    setErrors({})
  }, [empty])

  return { values, errors, update, check, clear }
}

/**
 * The server's refusal of a form's field (`ApiError.field`, e.g. a wrong current password), to
 * show at that field; undefined for any other failure, which the form shows above its button.
 */
export function refusedField(error: Error | null, field: string): string | undefined {
  return (error as { field?: string } | null)?.field === field ? error?.message : undefined
}

/** A failure that names no field of the form: shown above its button. */
export function formWideError(error: Error | null, fields: readonly string[]): string | undefined {
  const field = (error as { field?: string } | null)?.field
  return error && !(field && fields.includes(field)) ? error.message : undefined
}

/**
 * A form's submit: checked against its schema (see `useSchemaForm`), then `send` with the
 * checked values; ignored while `busy` (a change already on its way).
 */
export const checkedSubmit =
  <Output>(
    check: (event: FormEvent<HTMLFormElement>) => Promise<Output | undefined>,
    busy: boolean,
    send: (values: Output) => void,
  ) =>
  async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const checked = await check(event)
    if (checked) send(checked)
  }
