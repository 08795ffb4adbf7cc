import {
  DEPARTMENT_SLUG_PATTERN,
  type Department,
  MAX_DEPARTMENT_SLUG_LENGTH,
  PAGE_ROUTES,
  type ProductStatus,
} from '@adire/contract'
import {
  AdminProductList,
  buttonVariants,
  departmentFilter,
  FilterSelect,
  Link,
  LoadFailed,
  LoadingState,
  Pagination,
  PRODUCT_STATUS_FILTER,
  SearchField,
  STOCK_FILTER,
  type StockFilterValue,
  PRODUCT_ADMIN_TEXTS as T,
} from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { usePageMeta } from '../../../app/usePageMeta.ts'
import { useAuth } from '../../../providers/session.tsx'
import { AdminShell, NotAllowed } from '../../AdminShell.tsx'
import { useAdminDepartments } from '../../departments/departmentsQuery.ts'
import { ProductsExport } from '../../exports/AdminExports.tsx'
import { useListAddress } from '../../useListAddress.ts'
import { adminProductQueries } from '../adminProductQueries.ts'
import { adminProductEditPath } from '../paths.ts'

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status

/**
 * A department in the address: one of the store's, or, while the store's list is on its way, any
 * id a department could have (the server answers for it).
 */
const departmentIn = (
  value: string | null,
  { departments, loaded }: { departments: readonly Department[]; loaded: boolean },
): string | undefined =>
  value === null
    ? undefined
    : departments.some((d) => d.id === value) ||
        (!loaded &&
          value.length <= MAX_DEPARTMENT_SLUG_LENGTH &&
          DEPARTMENT_SLUG_PATTERN.test(value))
      ? value
      : undefined

const isStatus = (value: string | null): value is ProductStatus =>
  value === 'draft' || value === 'live' || value === 'archived'

const isStockLevel = (value: string | null): value is StockFilterValue =>
  value === 'low' || value === 'soldout'

/**
 * /admin/products, for the store team only (beyond the original spec): every product, searched
 * by name or id, filtered by department (the store's, §11.13, with the way to the Departments
 * screen), by status and by stock (a size low or sold out, §11.6), archived
 * ones on request, a page at a time, each with its main photo, price (and sale price), sizes
 * with the units of the counted ones (and a warning for those never counted), and its status
 * (Live, Draft or Archived), and the way to a new product. Its own chunk: shoppers never download it.
 */
export default function AdminProductsPage() {
  usePageMeta('adminProducts')
  return (
    <AdminShell section="products" heading={T.heading} signIn={T.signIn}>
      {({ token, email }) => <AdminProducts token={token} email={email} />}
    </AdminShell>
  )
}

/** The list's state, all in the address: a filtered page can be shared and gone back to. */
function useListParams(store: { departments: readonly Department[]; loaded: boolean }) {
  const { params, q, page, href, go } = useListAddress(PAGE_ROUTES.adminProducts)
  const category = departmentIn(params.get('category'), store)
  const rawStatus = params.get('status')
  const status = isStatus(rawStatus) ? rawStatus : undefined
  const rawStock = params.get('stock')
  const stock = isStockLevel(rawStock) ? rawStock : undefined
  const archived = params.get('archived') === 'true'
  return { q, category, status, stock, archived, page, href, go }
}

function AdminProducts({ token, email }: { token: string; email: string | null }) {
  const store = useAdminDepartments(token)
  const { q, category, status, stock, archived, page, href, go } = useListParams(store)
  const { clearToken } = useAuth()
  const list = useQuery(
    adminProductQueries.list(token, { q, category, status, stock, archived, page }),
  )
  const [draft, setDraft] = useState(q ?? '')
  const archivedId = useId()

  // Back and forward change the search in the address: the box follows.
  useEffect(() => setDraft(q ?? ''), [q])

  const forbidden = statusOf(list.error) === 403
  useEffect(() => {
    if (statusOf(list.error) === 401) clearToken()
  }, [list.error, clearToken])
  if (forbidden) return <NotAllowed email={email} />

  const filtered = Boolean(q || category || status || stock)
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchField
          className="lg:min-w-56 lg:flex-1"
          label={T.search}
          value={draft}
          onValueChange={setDraft}
          onSearch={(text) => go({ q: text.trim(), page: 1 })}
        />
        <FilterSelect
          {...departmentFilter(store.departments)}
          className="lg:w-60"
          value={category ?? ''}
          onValueChange={(next) => go({ category: next, page: 1 })}
        />
        <FilterSelect
          {...PRODUCT_STATUS_FILTER}
          className="lg:w-40"
          value={status ?? ''}
          onValueChange={(next) => go({ status: next, page: 1 })}
        />
        <FilterSelect
          {...STOCK_FILTER}
          className="lg:w-40"
          value={stock ?? ''}
          onValueChange={(next) => go({ stock: next, page: 1 })}
        />
        {/* On a phone, one row: the checkbox on the left, the new product on the right. */}
        <div className="flex items-center justify-between gap-4">
          <div className="flex items-center gap-2">
            <input
              id={archivedId}
              type="checkbox"
              checked={archived}
              onChange={(event) =>
                go({ archived: event.target.checked ? 'true' : undefined, page: 1 })
              }
              className="h-5 w-5 shrink-0 accent-brand"
            />
            <label htmlFor={archivedId} className="text-sm text-ink">
              {T.showArchived}
            </label>
          </div>
          <Link href={PAGE_ROUTES.adminProductNew} className={buttonVariants()}>
            {T.newProduct}
          </Link>
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <ProductsExport token={token} />
        <Link
          href={PAGE_ROUTES.adminDepartments}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          {T.departments}
        </Link>
      </div>
      <section aria-label={T.listSection} className="flex min-w-0 flex-col gap-4">
        {list.isPending ? (
          <LoadingState label={T.loadingList} />
        ) : list.isError && !list.data ? (
          <LoadFailed onRetry={() => void list.refetch()}>
            {T.listFailed(list.error.message)}
          </LoadFailed>
        ) : list.data.products.length === 0 ? (
          <div className="flex flex-col items-center gap-4 py-16 text-center">
            <p className="text-lg text-muted">{filtered ? T.noMatch : T.noProducts}</p>
            {filtered ? (
              <Link
                href={href({
                  q: undefined,
                  category: undefined,
                  status: undefined,
                  stock: undefined,
                  page: 1,
                })}
                className={buttonVariants({ variant: 'secondary' })}
              >
                {T.showEvery}
              </Link>
            ) : null}
          </div>
        ) : (
          <>
            <AdminProductList
              products={list.data.products}
              hrefFor={(product) => adminProductEditPath(product._id)}
              lowStockThreshold={list.data.lowStockThreshold}
              departments={store.departments}
            />
            <Pagination
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              hrefFor={(to) => href({ page: to })}
            />
          </>
        )}
      </section>
    </div>
  )
}
