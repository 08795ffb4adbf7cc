import {
  adminOrderPath,
  adminReturnPath,
  PAGE_ROUTES,
  pageMeta,
  RETURN_TEXTS,
} from '@adire/contract'
import {
  Link,
  LoadFailed,
  LoadingState,
  ReturnActions,
  ReturnDetails,
  type ReturnStep,
  RETURN_ADMIN_TEXTS as T,
} from '@adire/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useParams } from '../../../app/router.tsx'
import { usePageMeta } from '../../../app/usePageMeta.ts'
import { useAuth } from '../../../providers/session.tsx'
import { useToast } from '../../../providers/ToastProvider.tsx'
import { AdminShell, ItemNotFound, NotAllowed } from '../../AdminShell.tsx'
import { adminReturnQueries, type ReturnStepCall, takeReturnStep } from '../adminReturns.ts'

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status

const returnMeta = pageMeta('adminReturn')

/** What the team is told once a step went through: the contract's words. */
const DONE: Record<ReturnStep, string> = {
  approve: RETURN_TEXTS.approved,
  decline: RETURN_TEXTS.declined,
  receive: RETURN_TEXTS.received,
  refund: RETURN_TEXTS.refunded,
  exchange: RETURN_TEXTS.exchanged,
}

/**
 * /admin/returns/:id, for the store team only (beyond the original spec, docs/product.md
 * §10.7): one return whole (its items, refund, the shopper's reason and way back, its history)
 * with the steps its status allows: approve or decline, mark received, then refund and ship the
 * exchange, each confirmed by a toast. Its own chunk: shoppers never download it.
 */
export default function AdminReturnPage() {
  const { id = '' } = useParams()
  usePageMeta({ ...returnMeta, path: adminReturnPath(id) })
  return (
    <AdminShell section="orders" onSectionPage={false} heading={T.heading} signIn={T.signIn}>
      {({ token, email }) => (
        <div className="flex flex-col gap-6">
          <Link
            href={PAGE_ROUTES.adminReturns}
            className="self-start text-sm font-semibold text-ink underline underline-offset-4"
          >
            {T.back}
          </Link>
          <Return token={token} email={email} id={id} />
        </div>
      )}
    </AdminShell>
  )
}

function Return({ token, email, id }: { token: string; email: string | null; id: string }) {
  const { clearToken } = useAuth()
  const toast = useToast()
  const queryClient = useQueryClient()
  const query = adminReturnQueries.one(token, id)
  const found = useQuery(query)
  const status = statusOf(found.error)
  const [stepError, setStepError] = useState<string | null>(null)
  useEffect(() => {
    if (status === 401) clearToken()
  }, [status, clearToken])

  const step = useMutation({
    mutationFn: (input: ReturnStepCall) => takeReturnStep(token, id, input),
    onMutate: () => setStepError(null),
    onSuccess: (response, input) => {
      queryClient.setQueryData(query.queryKey, response)
      toast.success(DONE[input.step])
      // The lists, the open count and the order's own returns read again.
      void queryClient.invalidateQueries({ queryKey: adminReturnQueries.all() })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] })
    },
    onError: (error) => {
      if (statusOf(error) === 401) return clearToken()
      setStepError(error.message)
      // Refused (someone got there first): the return as it is now.
      void queryClient.invalidateQueries({ queryKey: query.queryKey })
    },
  })

  if (status === 403) return <NotAllowed email={email} />
  if (found.isPending) return <LoadingState label={T.loadingOne} />
  if (status === 404) {
    return <ItemNotFound message={T.notFound} backHref={PAGE_ROUTES.adminReturns} back={T.back} />
  }
  if (!found.data) {
    return (
      <LoadFailed onRetry={() => void found.refetch()}>
        {T.failedOne(found.error?.message ?? '')}
      </LoadFailed>
    )
  }
  const item = found.data.return
  return (
    <ReturnDetails
      item={item}
      className="max-w-4xl"
      orderHref={adminOrderPath(item.order.reference)}
      replacementHref={adminOrderPath}
    >
      <ReturnActions
        item={item}
        working={step.isPending ? step.variables.step : null}
        error={stepError}
        onApprove={() => step.mutate({ step: 'approve' })}
        onDecline={(reason) => step.mutate({ step: 'decline', reason })}
        onReceive={(conditions) => step.mutate({ step: 'receive', conditions })}
        onRefund={() => step.mutate({ step: 'refund' })}
        onExchange={() => step.mutate({ step: 'exchange' })}
      />
    </ReturnDetails>
  )
}
