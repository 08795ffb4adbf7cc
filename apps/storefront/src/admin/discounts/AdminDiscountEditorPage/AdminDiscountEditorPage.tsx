import {
  type AdminDiscountResponse,
  type AdminDiscountsResponse,
  adminDiscountPath,
  PAGE_ROUTES,
  pageMeta,
} from '@adire/contract'
import {
  ChangeHistory,
  DiscountActions,
  discountChangeEntries,
  Link,
  LoadFailed,
  LoadingState,
  SectionTitle,
  DISCOUNT_ADMIN_TEXTS as T,
} from '@adire/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useNavigate, useParams } from '../../../app/router.tsx'
import { usePageMeta } from '../../../app/usePageMeta.ts'
import { useAuth } from '../../../providers/session.tsx'
import { AdminShell, ItemNotFound, NotAllowed } from '../../AdminShell.tsx'
import {
  adminDiscountQueries,
  deleteDiscount,
  endDiscount,
  updateDiscount,
} from '../adminDiscounts.ts'
import { DiscountEditor } from './DiscountEditor.tsx'

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status

const editMeta = pageMeta('adminDiscountEdit')

/**
 * /admin/discounts/new and /admin/discounts/:id, for the store team only (beyond the original
 * spec, docs/product.md §11.14): a new code made; or a code's figures, its Pause/Resume, End (or
 * Delete while never used), its terms edited (a used code's kind and figure kept) and its
 * history. Its own chunk: shoppers never download it.
 */
export default function AdminDiscountEditorPage() {
  const { id } = useParams()
  usePageMeta(id ? { ...editMeta, path: adminDiscountPath(id) } : 'adminDiscountNew')
  return (
    <AdminShell section="discounts" onSectionPage={false} heading={T.heading} signIn={T.signIn}>
      {({ token, email }) => (
        <div className="flex flex-col gap-6">
          <Link
            href={PAGE_ROUTES.adminDiscounts}
            className="self-start text-sm font-semibold text-ink underline underline-offset-4"
          >
            {T.back}
          </Link>
          {id ? (
            <Discount token={token} email={email} id={id} />
          ) : (
            <section aria-labelledby="new-code" className="flex max-w-3xl flex-col gap-6">
              <h2 id="new-code" className="text-lg font-semibold text-ink">
                {T.newHeading}
              </h2>
              <DiscountEditor token={token} />
            </section>
          )}
        </div>
      )}
    </AdminShell>
  )
}

function Discount({ token, email, id }: { token: string; email: string | null; id: string }) {
  const { clearToken } = useAuth()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const query = adminDiscountQueries.one(token, id)
  const found = useQuery(query)
  const status = statusOf(found.error)
  const [actionError, setActionError] = useState<string | null>(null)
  useEffect(() => {
    if (status === 401) clearToken()
  }, [status, clearToken])

  const action = useMutation({
    mutationFn: (
      kind: 'pause' | 'resume' | 'end' | 'delete',
    ): Promise<AdminDiscountResponse | AdminDiscountsResponse> =>
      kind === 'end'
        ? endDiscount(token, id)
        : kind === 'delete'
          ? deleteDiscount(token, id)
          : updateDiscount(token, id, { paused: kind === 'pause' }),
    onMutate: () => setActionError(null),
    onSuccess: (response) => {
      void queryClient.invalidateQueries({ queryKey: adminDiscountQueries.all() })
      if ('discount' in response) return queryClient.setQueryData(query.queryKey, response)
      navigate(PAGE_ROUTES.adminDiscounts)
    },
    onError: (error) => {
      if (statusOf(error) === 401) return clearToken()
      setActionError(error.message)
      void queryClient.invalidateQueries({ queryKey: query.queryKey })
    },
  })

  if (status === 403) return <NotAllowed email={email} />
  if (found.isPending) return <LoadingState label={T.loadingOne} />
  if (status === 404) {
    return <ItemNotFound message={T.notFound} backHref={PAGE_ROUTES.adminDiscounts} back={T.back} />
  }
  if (!found.data) {
    return (
      <LoadFailed onRetry={() => void found.refetch()}>
        {T.failedOne(found.error?.message ?? '')}
      </LoadFailed>
    )
  }
  const { discount, changes } = found.data
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-8">
        <DiscountActions
          discount={discount}
          busy={action.isPending}
          error={actionError}
          onPause={(paused) => action.mutate(paused ? 'pause' : 'resume')}
          onEnd={() => action.mutate('end')}
          onDelete={() => action.mutate('delete')}
        />
        <DiscountEditor key={discount.id} token={token} discount={discount} />
      </div>
      <section aria-labelledby="discount-history" className="min-w-0">
        <SectionTitle id="discount-history" text1={T.history} compact />
        <ChangeHistory
          label={T.historyList}
          empty={T.noHistory}
          entries={discountChangeEntries(changes)}
        />
      </section>
    </div>
  )
}
