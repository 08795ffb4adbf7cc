import type { AddressChangeResponse, SavedAddress } from '@adire/contract'
import {
  DELIVERY_FIELDS,
  type DeliveryField,
  type DeliveryFieldErrors,
  type DeliveryForm as DeliveryValues,
  firstInvalidField,
} from '@adire/machines'
import { Button, DeliveryForm, FormAlert, withDeliveryField } from '@adire/ui'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useSaveSchemas } from '../../app/forms.ts'

const isField = (field: string | undefined): field is DeliveryField =>
  DELIVERY_FIELDS.some((name) => name === field)

export interface AddressEditorProps {
  token: string
  /** The address changed, or null for a new one. */
  address: SavedAddress | null
  /** What the form starts with: the address's fields, or the account's name and e-mail. */
  initial: DeliveryValues
  /** Whether to offer `Make this my default address` (not for the default, nor a first address). */
  offerDefault: boolean
  /** Saved: the book as the server now has it, and its message. */
  onSaved: (response: AddressChangeResponse) => void
  onCancel: () => void
  /** The server no longer accepts the session (401). */
  onSignedOut: () => void
}

/**
 * A new or changed address (docs/product.md §3.4): the place-order form's own fields, checked by
 * the same rules before anything is sent. The server checks again: a field it refuses is marked
 * as the form's own checks would mark it; any other refusal (the book full) shows above the
 * buttons.
 */
export function AddressEditor({
  token,
  address,
  initial,
  offerDefault,
  onSaved,
  onCancel,
  onSignedOut,
}: AddressEditorProps) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<DeliveryFieldErrors>({})
  const [makeDefault, setMakeDefault] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const headingId = useId()
  const title = address ? 'Edit address' : 'New address'

  // Opened from a button in the list, which is gone now: the reader starts at the heading.
  useEffect(() => heading.current?.focus(), [])

  const focusOn = (field: DeliveryField | null) => {
    const target = field ? form.current?.elements.namedItem(field) : null
    if (target instanceof HTMLElement) target.focus()
  }

  const save = useMutation({
    mutationFn: async (body: DeliveryValues) => {
      const { addAddress, updateAddress } = await import('../api/addresses.ts')
      const request = { ...body, ...(makeDefault ? { makeDefault } : {}) }
      return address ? updateAddress(token, address.id, request) : addAddress(token, request)
    },
    onSuccess: onSaved,
    onError: (error) => {
      const { status, field } = error as { status?: number; field?: string }
      if (status === 401) return onSignedOut()
      if (status === 400 && isField(field)) {
        setErrors({ [field]: error.message })
        focusOn(field)
        return
      }
      setRefusal(error.message)
    },
  })

  function change(field: DeliveryField, value: string) {
    setValues((current) => withDeliveryField(current, field, value))
    setErrors((current) => {
      const { [field]: _, ...rest } = current
      return rest
    })
  }

  // The address rules load with the first save.
  const schemas = useSaveSchemas(save.isPending)
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (schemas.busy()) return
    setRefusal(null)
    const { deliveryAddressErrors } = await schemas.load()
    const invalid = deliveryAddressErrors(values)
    setErrors(invalid)
    const first = firstInvalidField(invalid)
    if (first) return focusOn(first)
    save.mutate(values)
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={headingId}
      aria-busy={save.isPending}
      className="max-w-2xl rounded-card border border-line bg-surface-raised p-4 sm:p-6"
    >
      <h2
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className="mb-4 text-xl font-semibold focus:outline-none"
      >
        {title}
      </h2>
      <DeliveryForm values={values} errors={errors} onChange={change} />
      {offerDefault ? (
        <label className="mt-4 flex cursor-pointer items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            name="makeDefault"
            checked={makeDefault}
            onChange={(event) => setMakeDefault(event.target.checked)}
            className="h-5 w-5 shrink-0 accent-brand"
          />
          Make this my default address
        </label>
      ) : null}
      {refusal ? <FormAlert className="mt-4">{refusal}</FormAlert> : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save address'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
