import { adminDiscountPath, PAGE_ROUTES } from '@adire/contract'
import {
  buttonVariants,
  DiscountList,
  EmptyState,
  Link,
  LoadFailed,
  LoadingState,
  DISCOUNT_ADMIN_TEXTS as T,
} from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { usePageMeta } from '../../../app/usePageMeta.ts'
import { useAuth } from '../../../providers/session.tsx'
import { AdminShell, NotAllowed } from '../../AdminShell.tsx'
import { useAdminDepartments } from '../../departments/departmentsQuery.ts'
import { adminDiscountQueries } from '../adminDiscounts.ts'

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status

/**
 * /admin/discounts, for the store team only (beyond the original spec, docs/product.md §11.14):
 * every discount code, newest first, with what it takes off, where it stands, its uses, the
 * money it gave away and the sales it came with; the way to a new code and to each code's page.
 * Its own chunk: shoppers never download it.
 */
export default function AdminDiscountsPage() {
  usePageMeta('adminDiscounts')
  return (
    <AdminShell section="discounts" heading={T.heading} signIn={T.signIn}>
      {({ token, email }) => <AdminDiscounts token={token} email={email} />}
    </AdminShell>
  )
}

function AdminDiscounts({ token, email }: { token: string; email: string | null }) {
  const { clearToken } = useAuth()
  const discounts = useQuery(adminDiscountQueries.list(token))
  const { departments } = useAdminDepartments(token)
  const status = statusOf(discounts.error)
  useEffect(() => {
    if (status === 401) clearToken()
  }, [status, clearToken])
  if (status === 403) return <NotAllowed email={email} />

  const none = discounts.data?.discounts.length === 0
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-2xl text-muted">{T.intro}</p>
        {/* With no code yet, the empty list's own link is the one way on. */}
        {none ? null : (
          <Link href={PAGE_ROUTES.adminDiscountNew} className={buttonVariants()}>
            {T.newCode}
          </Link>
        )}
      </div>
      {discounts.isPending ? (
        <LoadingState label={T.loading} />
      ) : !discounts.data ? (
        <LoadFailed onRetry={() => void discounts.refetch()}>
          {T.failed(discounts.error?.message ?? '')}
        </LoadFailed>
      ) : none ? (
        <EmptyState
          message={T.empty}
          action={{ href: PAGE_ROUTES.adminDiscountNew, label: T.newCode }}
        />
      ) : (
        <DiscountList
          discounts={discounts.data.discounts}
          departments={departments}
          hrefFor={(discount) => adminDiscountPath(discount.id)}
        />
      )}
    </div>
  )
}
