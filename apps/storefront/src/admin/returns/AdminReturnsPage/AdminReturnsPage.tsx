import { adminReturnPath, PAGE_ROUTES, RETURN_STATUSES } from '@adire/contract'
import {
  Button,
  EmptyState,
  FilterSelect,
  LoadFailed,
  LoadingState,
  RETURN_FILTER_LABELS,
  type ReturnFilter,
  ReturnList,
  RETURN_ADMIN_TEXTS as T,
} from '@adire/ui'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { usePageMeta } from '../../../app/usePageMeta.ts'
import { useAuth } from '../../../providers/session.tsx'
import { AdminShell, NotAllowed } from '../../AdminShell.tsx'
import { useListAddress } from '../../useListAddress.ts'
import { adminReturnQueries } from '../adminReturns.ts'

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status

/** The filter's choices: the open returns (the default), every return, then each step. */
const FILTERS: readonly ReturnFilter[] = ['open', 'all', ...RETURN_STATUSES]
const FILTER_OPTIONS = FILTERS.map((value) => ({ value, label: RETURN_FILTER_LABELS[value] }))

const isFilter = (value: string | null): value is ReturnFilter =>
  (FILTERS as readonly (string | null)[]).includes(value)

/**
 * /admin/returns, for the store team only (beyond the original spec, docs/product.md §10.7):
 * the returns and size exchanges shoppers asked for, newest first, the open ones unless the
 * filter says otherwise (in the address, so a filtered list can be shared), older ones a page
 * at a time, each the way to its page. Reached from the orders page (no section of its own: it
 * is part of handling orders). Its own chunk: shoppers never download it.
 */
export default function AdminReturnsPage() {
  usePageMeta('adminReturns')
  return (
    <AdminShell section="orders" onSectionPage={false} heading={T.heading} signIn={T.signIn}>
      {({ token, email }) => <AdminReturns token={token} email={email} />}
    </AdminShell>
  )
}

function AdminReturns({ token, email }: { token: string; email: string | null }) {
  const { clearToken } = useAuth()
  const { params, go } = useListAddress(PAGE_ROUTES.adminReturns)
  const raw = params.get('status')
  const filter: ReturnFilter = isFilter(raw) ? raw : 'open'
  const list = useInfiniteQuery(
    adminReturnQueries.list(token, filter === 'all' ? undefined : filter),
  )
  const status = statusOf(list.error)
  useEffect(() => {
    if (status === 401) clearToken()
  }, [status, clearToken])
  if (status === 403) return <NotAllowed email={email} />

  const returns = list.data?.pages.flatMap((page) => page.returns) ?? []
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-2xl text-muted">{T.intro}</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <FilterSelect
          label={T.filter}
          options={FILTER_OPTIONS}
          value={filter}
          onValueChange={(next) => go({ status: next === 'open' ? undefined : next })}
        />
      </div>
      {list.isPending ? (
        <LoadingState label={T.loading} />
      ) : !list.data ? (
        <LoadFailed onRetry={() => void list.refetch()}>
          {T.failed(list.error?.message ?? '')}
        </LoadFailed>
      ) : returns.length === 0 ? (
        <EmptyState
          message={T.empty(filter)}
          action={
            filter === 'all'
              ? { href: PAGE_ROUTES.adminOrders, label: T.toOrders }
              : { href: `${PAGE_ROUTES.adminReturns}?status=all`, label: T.showAll }
          }
        />
      ) : (
        <>
          <ReturnList returns={returns} hrefFor={(item) => adminReturnPath(item.id)} />
          {list.hasNextPage ? (
            <Button
              variant="secondary"
              className="self-center"
              aria-disabled={list.isFetchingNextPage || undefined}
              onClick={() => list.isFetchingNextPage || void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? T.loadingMore : T.more}
            </Button>
          ) : null}
        </>
      )}
    </div>
  )
}
