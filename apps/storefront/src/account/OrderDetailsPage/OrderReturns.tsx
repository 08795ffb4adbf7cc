import {
  leftToReturn,
  type Order,
  type OrderReturn,
  orderPath,
  RETURN_TEXTS,
} from '@adire/contract'
import {
  Button,
  formatOrderDate,
  ReturnCard,
  ReturnForm,
  type ReturnRefusal,
  RETURN_UI_TEXTS as T,
} from '@adire/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useAuth } from '../../providers/session.tsx'
import { useToast } from '../../providers/ToastProvider.tsx'
import { orderQueries } from '../api/orderQueries.ts'
import type { ApiError } from '../api/orders.ts'

const part = 'rounded-card border border-line bg-surface-raised p-4 sm:p-6 print:hidden'

/**
 * The order's returns and exchanges (docs/product.md §10.7): "Return or exchange" while the
 * window is open and something is left to send back, which opens the form in place of this
 * section; each return's card, with "Cancel return" before the store has it.
 */
export function OrderReturns({ token, order }: { token: string; order: Order }) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const { clearToken } = useAuth()
  const [open, setOpen] = useState(false)
  const [refusal, setRefusal] = useState<ReturnRefusal>()
  const [cancelError, setCancelError] = useState<{ id: string; message: string }>()
  const section = useRef<HTMLElement>(null)
  const moved = useRef(false)
  const key = orderQueries.details(token, order.reference).queryKey

  // Opening the form, or coming back from it, takes the reader to its heading.
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    section.current?.querySelector<HTMLElement>(open ? 'form h2' : 'h2')?.focus()
  }, [open])
  const show = (next: boolean) => {
    moved.current = true
    setRefusal(undefined)
    setOpen(next)
  }

  /** The order as the server now has it, with `changed` in place of (or after) its old self. */
  const keep = (changed: OrderReturn) => {
    queryClient.setQueryData(key, (data) => {
      if (!data) return data
      const returns = data.order.returns ?? []
      const known = returns.some((r) => r.id === changed.id)
      return {
        order: {
          ...data.order,
          returns: known
            ? returns.map((r) => (r.id === changed.id ? changed : r))
            : [...returns, changed],
        },
      }
    })
    void queryClient.invalidateQueries({ queryKey: key })
  }
  /** A session the server no longer knows ends here, as the page's own query would end it. */
  const refused = (error: Error) => {
    if ((error as ApiError).status !== 401) return false
    clearToken()
    return true
  }

  const send = useMutation({
    mutationFn: async (request: Parameters<typeof requestReturnOf>[0]) =>
      requestReturnOf(request, token),
    onSuccess: (made) => {
      keep(made)
      show(false)
      toast.success(RETURN_TEXTS.requested)
    },
    onError: (error) => {
      if (refused(error)) return
      setRefusal({ message: error.message, field: (error as ApiError).field })
    },
  })
  const cancel = useMutation({
    mutationFn: async (id: string) => {
      const { cancelReturn } = await import('../api/returns.ts')
      return cancelReturn(token, id)
    },
    onMutate: () => setCancelError(undefined),
    onSuccess: (cancelled) => {
      keep(cancelled)
      toast.success(RETURN_TEXTS.cancelled)
    },
    onError: (error, id) => {
      if (!refused(error)) setCancelError({ id, message: error.message })
    },
  })

  const returns = order.returns ?? []
  const canReturn = order.returnsUntil !== undefined && leftToReturn(order).some((n) => n > 0)
  if (!canReturn && returns.length === 0) return null

  if (open) {
    return (
      <section ref={section} aria-label={T.formTitle} className={part}>
        <ReturnForm
          order={order}
          onSubmit={(request) => send.mutate(request)}
          onBack={() => show(false)}
          busy={send.isPending}
          refusal={refusal}
        />
      </section>
    )
  }
  return (
    <section ref={section} aria-labelledby="order-returns" className={part}>
      <h2 id="order-returns" tabIndex={-1} className="mb-3 font-semibold text-ink outline-none">
        {T.sectionTitle}
      </h2>
      {canReturn && order.returnsUntil !== undefined ? (
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <Button onClick={() => show(true)}>{T.start}</Button>
          <p className="text-sm text-muted">{T.until(formatOrderDate(order.returnsUntil))}</p>
        </div>
      ) : null}
      {returns.length > 0 ? (
        <div className="flex flex-col gap-4">
          {returns.map((ret) => (
            <ReturnCard
              key={ret.id}
              value={ret}
              onCancel={() => cancel.mutate(ret.id)}
              cancelling={cancel.isPending && cancel.variables === ret.id}
              cancelError={cancelError?.id === ret.id ? cancelError.message : undefined}
              orderHref={orderPath}
            />
          ))}
        </div>
      ) : null}
    </section>
  )
}

/** The request sent through the API client, loaded with the first return. */
async function requestReturnOf(
  request: Parameters<typeof import('../api/returns.ts').requestReturn>[1],
  token: string,
) {
  const { requestReturn } = await import('../api/returns.ts')
  return requestReturn(token, request)
}
