import { adminCustomerPath, PAGE_ROUTES } from '@adire/contract'
import {
  buttonVariants,
  CustomerList,
  EXPORT_ADMIN_TEXTS as EXPORTS,
  ExportButton,
  Link,
  LoadFailed,
  LoadingState,
  Pagination,
  SearchField,
  CUSTOMER_ADMIN_TEXTS as T,
} from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { usePageMeta } from '../../../app/usePageMeta.ts'
import { useAuth } from '../../../providers/session.tsx'
import { AdminShell, NotAllowed } from '../../AdminShell.tsx'
import { useExport } from '../../exports/adminDownloads.ts'
import { useListAddress } from '../../useListAddress.ts'
import { adminCustomerQueries } from '../adminCustomers.ts'

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status

/**
 * /admin/customers, for the store team only (beyond the original spec, docs/product.md
 * §11.12): every account that paid for an order, latest order first, searched by name, e-mail
 * or phone, a page at a time, each the way to their page; and the customers as CSV. Its own
 * chunk: shoppers never download it.
 */
export default function AdminCustomersPage() {
  usePageMeta('adminCustomers')
  return (
    // Marked under Orders (who ordered) until the shell has a Customers section (issue 44).
    <AdminShell section="customers" heading={T.heading} signIn={T.signIn}>
      {({ token, email }) => <Customers token={token} email={email} />}
    </AdminShell>
  )
}

function Customers({ token, email }: { token: string; email: string | null }) {
  const { clearToken } = useAuth()
  const { q, page, href, go } = useListAddress(PAGE_ROUTES.adminCustomers)
  const list = useQuery(adminCustomerQueries.list(token, { q, page }))
  const exported = useExport('adminCustomersExport', token)
  const [draft, setDraft] = useState(q ?? '')

  // Back and forward change the search in the address: the box follows.
  useEffect(() => setDraft(q ?? ''), [q])
  const status = statusOf(list.error)
  useEffect(() => {
    if (status === 401) clearToken()
  }, [status, clearToken])
  if (status === 403) return <NotAllowed email={email} />

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <SearchField
          className="sm:flex-1"
          label={T.search}
          value={draft}
          onValueChange={setDraft}
          onSearch={(text) => go({ q: text.trim(), page: 1 })}
        />
        <ExportButton
          label={EXPORTS.customers}
          onExport={() => exported.run()}
          busy={exported.busy}
          error={exported.error}
          done={exported.done}
        />
      </div>
      <section aria-label={T.listSection} className="flex min-w-0 flex-col gap-4">
        {list.isPending ? (
          <LoadingState label={T.loading} />
        ) : list.isError && !list.data ? (
          <LoadFailed onRetry={() => void list.refetch()}>
            {T.failed(list.error.message)}
          </LoadFailed>
        ) : list.data.customers.length === 0 ? (
          <div className="flex flex-col items-center gap-4 py-16 text-center">
            <p className="text-lg text-muted">{q ? T.noMatch : T.empty}</p>
            {q ? (
              <Link
                href={href({ q: undefined, page: 1 })}
                className={buttonVariants({ variant: 'secondary' })}
              >
                {T.showEvery}
              </Link>
            ) : null}
          </div>
        ) : (
          <>
            <CustomerList
              customers={list.data.customers}
              hrefFor={(customer) => adminCustomerPath(customer.id)}
            />
            <Pagination
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              hrefFor={(to) => href({ page: to })}
              label={T.pages}
            />
          </>
        )}
      </section>
    </div>
  )
}
