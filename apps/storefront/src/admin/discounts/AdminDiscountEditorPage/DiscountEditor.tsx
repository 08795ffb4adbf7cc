import { type AdminDiscount, type AdminDiscountResponse, adminDiscountPath } from '@adire/contract'
import {
  DiscountEditorForm,
  type DiscountFormErrors,
  type DiscountFormValues,
  EMPTY_DISCOUNT_FORM,
  FormAlert,
  DISCOUNT_ADMIN_TEXTS as T,
} from '@adire/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import { useSaveSchemas } from '../../../app/forms.ts'
import { useNavigate } from '../../../app/router.tsx'
import { useAuth } from '../../../providers/session.tsx'
import { useAdminDepartments } from '../../departments/departmentsQuery.ts'
import { adminDiscountQueries, createDiscount, updateDiscount } from '../adminDiscounts.ts'
import {
  discountErrorsOf,
  discountRefusalOf,
  discountRequestOf,
  discountValuesOf,
  focusFirstDiscountError,
} from '../discountForm.ts'

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status

/**
 * A code's form, checked with the contract's schema, then sent: a new code (then its page), or
 * an edit of `discount` (a used one's kind and figure kept, an ended one only read). Each
 * refusal at its field, the focus on the first.
 */
export function DiscountEditor({ token, discount }: { token: string; discount?: AdminDiscount }) {
  const { clearToken } = useAuth()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { departments } = useAdminDepartments(token)
  const products = useQuery(adminDiscountQueries.products(token))
  const mode = discount ? 'edit' : 'new'
  const locked = discount ? discount.uses + discount.held > 0 : false
  const [values, setValues] = useState<DiscountFormValues>(() =>
    discount ? discountValuesOf(discount) : EMPTY_DISCOUNT_FORM,
  )
  const [errors, setErrors] = useState<DiscountFormErrors>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  // Shown first, then focused: the field's message is tied to it in the same render.
  const showErrors = (form: HTMLFormElement, next: DiscountFormErrors) => {
    flushSync(() => setErrors(next))
    focusFirstDiscountError(form, next)
  }

  const save = useMutation({
    mutationFn: ({ request }: { request: unknown; form: HTMLFormElement }) =>
      discount
        ? updateDiscount(token, discount.id, request as Parameters<typeof updateDiscount>[2])
        : createDiscount(token, request as Parameters<typeof createDiscount>[1]),
    onSuccess: (response: AdminDiscountResponse) => {
      const { id } = response.discount
      queryClient.setQueryData(adminDiscountQueries.one(token, id).queryKey, response)
      void queryClient.invalidateQueries({ queryKey: adminDiscountQueries.list(token).queryKey })
      if (!discount) return navigate(adminDiscountPath(id))
      setValues(discountValuesOf(response.discount))
      setDone(T.saved)
    },
    onError: (error, { form }) => {
      if (statusOf(error) === 401) return clearToken()
      const refusal = discountRefusalOf(error, { mode, locked })
      setAlert(refusal.alert ?? null)
      showErrors(form, refusal.errors)
    },
  })

  const schemas = useSaveSchemas(save.isPending)
  const submit = async (form: HTMLFormElement) => {
    if (schemas.busy()) return
    setAlert(null)
    setDone(null)
    const { DiscountCreateRequest, DiscountUpdateRequest } = await schemas.load()
    const schema = discount ? DiscountUpdateRequest : DiscountCreateRequest
    const checked = schema.safeParse(discountRequestOf(values, { mode, locked }))
    if (!checked.success) return showErrors(form, discountErrorsOf(checked.error.issues))
    setErrors({})
    save.mutate({ request: checked.data, form })
  }

  return (
    <DiscountEditorForm
      values={values}
      onChange={(next) => {
        // Changing a field answers its own message, and the last save's word.
        setErrors((current) =>
          Object.fromEntries(
            Object.entries(current).filter(
              ([key]) =>
                JSON.stringify(next[key as keyof DiscountFormValues]) ===
                JSON.stringify(values[key as keyof DiscountFormValues]),
            ),
          ),
        )
        setDone(null)
        setValues(next)
      }}
      errors={errors}
      mode={mode}
      locked={locked}
      readOnly={discount?.state === 'ended'}
      departments={departments}
      products={products.data ?? []}
      onSubmit={(form) => void submit(form)}
      saving={save.isPending}
      status={done}
      alert={alert ? <FormAlert>{alert}</FormAlert> : null}
    />
  )
}
