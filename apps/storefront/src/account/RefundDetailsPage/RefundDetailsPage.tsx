import {
  formatNaira,
  PAGE_ROUTES,
  type RefundBank,
  type RefundDetailsRequest,
  REFUND_DETAILS_TEXTS as T,
} from '@adire/contract'
import {
  authLinkClassName,
  Button,
  cn,
  controlClassName,
  FieldFrame,
  FormAlert,
  Link,
  SelectChevron,
  TextField,
  useField,
} from '@adire/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { AuthForm, AuthScreen } from '../../app/AuthScreen.tsx'
import { formSchema, useSchemaForm } from '../../app/forms.ts'
import { useSearchParams } from '../../app/router.tsx'
import { usePageMeta } from '../../app/usePageMeta.ts'
import { fetchRefundBanks, fetchRefundDetails, sendRefundDetails } from '../api/refunds.ts'

const EMPTY = { accountNumber: '', bankId: '' }
const selectClassName = cn(controlClassName, 'h-11 cursor-pointer appearance-none pr-9')
const loadSchema = formSchema('RefundDetailsRequest')

const toOrders = (
  <Link href={PAGE_ROUTES.orders} className={authLinkClassName}>
    Go to My Orders
  </Link>
)

/**
 * docs/product.md §10.6: the page the e-mailed link opens (`?token=`) when Paystack could not
 * pay a refund back to the card: the shopper gives a Nigerian bank account (a 10-digit NUBAN
 * and the bank, from Paystack's list), and the refund goes on its way.
 */
export default function RefundDetailsPage() {
  usePageMeta('refundDetails')
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() ?? ''
  const refund = useQuery({
    queryKey: ['refund-details', token],
    queryFn: ({ signal }) => fetchRefundDetails(token, signal),
    enabled: token !== '',
    retry: false,
  })
  const banks = useQuery({
    queryKey: ['refund-banks'],
    queryFn: ({ signal }) => fetchRefundBanks(signal),
    enabled: refund.isSuccess,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const { values, errors, update, check } = useSchemaForm(loadSchema, EMPTY)
  const send = useMutation({
    mutationFn: (body: RefundDetailsRequest) => sendRefundDetails(token, body),
  })

  if (!token || refund.isError) {
    return (
      <AuthScreen title={T.title} footer={toOrders}>
        <p role={refund.isError ? 'alert' : undefined} className="text-ink">
          {refund.isError ? refund.error.message : T.linkInvalid}
        </p>
      </AuthScreen>
    )
  }
  if (!refund.data) {
    return (
      <AuthScreen title={T.title}>
        <p role="status" className="text-muted">
          Loading your refund…
        </p>
      </AuthScreen>
    )
  }
  if (send.isSuccess) {
    return (
      <AuthScreen title={T.title} footer={toOrders}>
        <p role="status" className="font-semibold text-ink">
          {send.data.message}
        </p>
      </AuthScreen>
    )
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (send.isPending) return
    const request = await check(event)
    if (request) send.mutate(request)
    else send.reset()
  }

  return (
    <AuthScreen
      title={T.title}
      description={T.intro(formatNaira(refund.data.amount), refund.data.orderReference)}
      footer={toOrders}
    >
      <AuthForm busy={send.isPending} onSubmit={submit}>
        <TextField
          label={T.accountNumberLabel}
          name="accountNumber"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          required
          hint={T.accountNumberHint}
          value={values.accountNumber}
          onChange={(event) => update('accountNumber', event.target.value)}
          error={errors.accountNumber}
        />
        <BankField
          banks={banks.data ?? []}
          value={values.bankId}
          onChange={(value) => update('bankId', value)}
          error={errors.bankId}
        />
        {banks.isError ? <FormAlert>{banks.error.message}</FormAlert> : null}
        {send.isError ? <FormAlert>{send.error.message}</FormAlert> : null}
        <Button type="submit" size="lg" disabled={send.isPending} className="w-full">
          {send.isPending ? T.submitting : T.submit}
        </Button>
      </AuthForm>
    </AuthScreen>
  )
}

/** The bank, a native select in the form's field style: Paystack's banks, by name. */
function BankField({
  banks,
  value,
  onChange,
  error,
}: {
  banks: RefundBank[]
  value: string
  onChange: (value: string) => void
  error: string | undefined
}) {
  const { frame, control } = useField({ label: T.bankLabel, error })
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <select
          {...control}
          name="bankId"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={selectClassName}
        >
          <option value="">{T.bankPlaceholder}</option>
          {banks.map((bank) => (
            <option key={bank.id} value={bank.id}>
              {bank.name}
            </option>
          ))}
        </select>
        <SelectChevron />
      </div>
    </FieldFrame>
  )
}
