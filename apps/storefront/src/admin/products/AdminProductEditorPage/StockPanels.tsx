import type { ProductStockResponse, StockReason, StockUpdateRequest } from '@adire/contract'
import {
  Button,
  ChangeHistory,
  FormAlert,
  STOCK_ADMIN_TEXTS as S,
  Spinner,
  StockEditor,
  type StockFormErrors,
  stockChangeEntries,
  UncountedWarning,
} from '@adire/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useSaveSchemas } from '../../../app/forms.ts'
import { adminProductQueries } from '../adminProductQueries.ts'
import {
  changedStock,
  focusFirstStockError,
  stockErrorsOf,
  stockRefusalOf,
  stockValuesOf,
} from './stockForm.ts'

/*
 * The editor's stock panels (docs/product.md §11.6), for a product that exists: its sizes'
 * units, set with why, and every change of them. Beside the product's own form, with a save of
 * their own: counting a delivery never sends the product's unsaved edits, nor the other way.
 */

const panel = 'rounded-card border border-line bg-surface-raised p-4 sm:p-6'

/** What a failed call carries: its status and, for a 400, the field it is about. */
const failure = (error: unknown) => (error ?? {}) as { status?: number; field?: string }

export interface StockPanelProps {
  token: string
  productId: string
  /** The product's sizes as saved, in the order shoppers see them. */
  sizes: readonly string[]
  /** The server refused the session (401) or the account (403): the page handles both. */
  onRefused: (status: 401 | 403) => void
}

const refusedStatus = (error: unknown) => {
  const { status } = failure(error)
  return status === 401 || status === 403 ? status : undefined
}

/** Each size's units in stock, with the way to set them. */
export function StockPanel({ token, productId, sizes, onRefused }: StockPanelProps) {
  const headingId = useId()
  const queryClient = useQueryClient()
  const query = adminProductQueries.stock(token, productId)
  const stock = useQuery(query)
  const [status, setStatus] = useState<string | null>(null)

  const refused = refusedStatus(stock.error)
  useEffect(() => {
    if (refused) onRefused(refused)
  }, [refused, onRefused])

  /** The stock as the server answered it, in both panels; the list's stock filter reads it again. */
  const showSaved = (response: ProductStockResponse) => {
    queryClient.setQueryData(query.queryKey, response)
    void queryClient.invalidateQueries({ queryKey: adminProductQueries.lists() })
    setStatus(S.saved)
  }

  return (
    <section aria-labelledby={headingId} className={panel}>
      <h2 id={headingId} className="mb-3 text-sm font-semibold text-ink">
        {S.heading}
      </h2>
      {stock.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={S.loading} />
        </div>
      ) : stock.isError && !stock.data ? (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="text-sm text-danger">
            {S.failed(stock.error.message)}
          </p>
          <Button size="sm" variant="secondary" onClick={() => void stock.refetch()}>
            {S.tryAgain}
          </Button>
        </div>
      ) : (
        <>
          {/* A size never counted sells without limit: said before the inputs that count it. */}
          <UncountedWarning sizes={sizes} stock={stock.data.stock} className="mb-3 text-sm" />
          <StockForm
            token={token}
            productId={productId}
            sizes={sizes}
            saved={stock.data}
            status={status}
            onEdit={() => setStatus(null)}
            onSaved={showSaved}
            onRefused={onRefused}
          />
        </>
      )}
    </section>
  )
}

/** The panel's inputs and reason, checked with the contract, sending only what changed. */
function StockForm({
  token,
  productId,
  sizes,
  saved,
  status,
  onEdit,
  onSaved,
  onRefused,
}: StockPanelProps & {
  saved: ProductStockResponse
  status: string | null
  onEdit: () => void
  onSaved: (response: ProductStockResponse) => void
}) {
  const [values, setValues] = useState(() => stockValuesOf(sizes, saved.stock))
  const [reason, setReason] = useState<StockReason | ''>('')
  const [errors, setErrors] = useState<StockFormErrors>({})
  const [alert, setAlert] = useState<string | null>(null)

  // The stock read again (after a save here, or the product's sizes changed): the inputs start
  // from it. Adjusted while rendering rather than by remounting, so the focus stays on Save.
  const [shown, setShown] = useState(saved)
  if (shown !== saved) {
    setShown(saved)
    setValues(stockValuesOf(sizes, saved.stock))
  }

  const save = useMutation({
    mutationFn: async ({ update }: { update: StockUpdateRequest; form: HTMLFormElement }) => {
      const { updateProductStock } = await import('../adminProducts.ts')
      return updateProductStock(token, productId, update)
    },
    onSuccess: (response) => {
      // Each save says why afresh: a reason carried over would be recorded unseen.
      setReason('')
      onSaved(response)
    },
    onError: (error, { update, form }) => {
      const refused = refusedStatus(error)
      if (refused) return onRefused(refused)
      const { status: code, field } = failure(error)
      const onField =
        code === 400 ? stockRefusalOf(field, error.message, Object.keys(update.stock)) : undefined
      if (!onField) return setAlert(error.message)
      setErrors(onField)
      focusFirstStockError(form, sizes, onField)
    },
  })

  const schemas = useSaveSchemas(save.isPending)
  const submit = async (form: HTMLFormElement) => {
    if (schemas.busy()) return
    onEdit()
    setAlert(null)
    const { StockUpdateRequest } = await schemas.load()
    const checked = StockUpdateRequest.safeParse({
      stock: changedStock(sizes, saved.stock, values),
      reason,
    })
    if (!checked.success) {
      const invalid = stockErrorsOf(checked.error.issues)
      setErrors(invalid)
      focusFirstStockError(form, sizes, invalid)
      return
    }
    setErrors({})
    save.mutate({ update: checked.data, form })
  }

  return (
    <StockEditor
      sizes={sizes}
      stock={saved.stock}
      held={saved.held}
      lowStockThreshold={saved.lowStockThreshold}
      values={values}
      onValueChange={(size, value) => {
        setValues((current) => ({ ...current, [size]: value }))
        // Typing in a size answers its own message and the one about the stock as a whole.
        setErrors(({ sizes: sizeErrors, stock: _whole, ...rest }) => ({
          ...rest,
          sizes: Object.fromEntries(
            Object.entries(sizeErrors ?? {}).filter(([other]) => other !== size),
          ),
        }))
        onEdit()
      }}
      reason={reason}
      onReasonChange={(next) => {
        setReason(next)
        setErrors((current) => ({ ...current, reason: undefined }))
        onEdit()
      }}
      errors={errors}
      onSubmit={(form) => void submit(form)}
      saving={save.isPending}
      status={status}
      alert={alert ? <FormAlert>{alert}</FormAlert> : null}
    />
  )
}

/** Every change of the product's stock, newest first, once the stock is read. */
export function StockHistoryPanel({ token, productId }: { token: string; productId: string }) {
  const headingId = useId()
  const stock = useQuery(adminProductQueries.stock(token, productId))
  if (!stock.data) return null
  return (
    <section aria-labelledby={headingId} className={panel}>
      <h2 id={headingId} className="mb-3 text-sm font-semibold text-ink">
        {S.history}
      </h2>
      <ChangeHistory
        label={S.historyList}
        empty={S.noHistory}
        entries={stockChangeEntries(stock.data.history)}
      />
    </section>
  )
}
