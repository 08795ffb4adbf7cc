import { adminCustomerPath, adminReturnPath, PAGE_ROUTES, pageMeta } from '@adire/contract'
import {
  CustomerDetails,
  Link,
  LoadFailed,
  LoadingState,
  CUSTOMER_ADMIN_TEXTS as T,
} from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useParams } from '../../../app/router.tsx'
import { usePageMeta } from '../../../app/usePageMeta.ts'
import { useAuth } from '../../../providers/session.tsx'
import { AdminShell, ItemNotFound, NotAllowed } from '../../AdminShell.tsx'
import { adminCustomerQueries, adminOrderHref } from '../adminCustomers.ts'

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status

const customerMeta = pageMeta('adminCustomer')

/**
 * /admin/customers/:id, for the store team only (beyond the original spec, docs/product.md
 * §11.12): one customer, how to reach them, what they bought in all, each of their orders (the
 * way to it on the orders screen) and their saved addresses. Its own chunk.
 */
export default function AdminCustomerPage() {
  const { id = '' } = useParams()
  usePageMeta({ ...customerMeta, path: adminCustomerPath(id) })
  return (
    <AdminShell section="customers" onSectionPage={false} heading={T.heading} signIn={T.signIn}>
      {({ token, email }) => <Customer token={token} email={email} id={id} />}
    </AdminShell>
  )
}

function Customer({ token, email, id }: { token: string; email: string | null; id: string }) {
  const { clearToken } = useAuth()
  const found = useQuery(adminCustomerQueries.one(token, id))
  const status = statusOf(found.error)
  useEffect(() => {
    if (status === 401) clearToken()
  }, [status, clearToken])
  if (status === 403) return <NotAllowed email={email} />

  const back = (
    <Link href={PAGE_ROUTES.adminCustomers} className="text-sm font-medium text-ink underline">
      {T.back}
    </Link>
  )
  if (found.isPending) return <LoadingState label={T.loadingOne} />
  if (status === 404) {
    return <ItemNotFound message={T.notFound} backHref={PAGE_ROUTES.adminCustomers} back={T.back} />
  }
  if (!found.data) {
    return (
      <LoadFailed onRetry={() => void found.refetch()}>
        {T.failedOne(found.error?.message ?? '')}
      </LoadFailed>
    )
  }
  return (
    <div className="flex flex-col gap-4">
      {back}
      <CustomerDetails
        customer={found.data.customer}
        orders={found.data.orders}
        returns={found.data.returns}
        addresses={found.data.addresses}
        orderHref={(order) => adminOrderHref(order.reference)}
        returnHref={(item) => adminReturnPath(item.id)}
      />
    </div>
  )
}
