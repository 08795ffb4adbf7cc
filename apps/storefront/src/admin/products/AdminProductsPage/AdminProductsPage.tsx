import { type CategoryId, categoryIds, PAGE_ROUTES } from '@adire/contract'
import {
  AdminProductList,
  buttonVariants,
  DEPARTMENT_FILTER,
  FilterSelect,
  Link,
  LoadFailed,
  LoadingState,
  Pagination,
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
import { ProductsExport } from '../../exports/AdminExports.tsx'
import { useListAddress } from '../../useListAddress.ts'
import { adminProductQueries } from '../adminProductQueries.ts'
import { adminProductEditPath } from '../paths.ts'

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status

const isCategory = (value: string | null): value is CategoryId =>
  categoryIds.some((id) => id === value)

const isStockLevel = (value: string | null): value is StockFilterValue =>
  value === 'low' || value === 'soldout'

/**
 * /admin/products, for the store team only (beyond the original spec): every product, searched
 * by name or id, filtered by department and by stock (a size low or sold out, §11.6), archived
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
function useListParams() {
  const { params, q, page, href, go } = useListAddress(PAGE_ROUTES.adminProducts)
  const rawCategory = params.get('category')
  const category = isCategory(rawCategory) ? rawCategory : undefined
  const rawStock = params.get('stock')
  const stock = isStockLevel(rawStock) ? rawStock : undefined
  const archived = params.get('archived') === 'true'
  return { q, category, stock, archived, page, href, go }
}

function AdminProducts({ token, email }: { token: string; email: string | null }) {
  const { q, category, stock, archived, page, href, go } = useListParams()
  const { clearToken } = useAuth()
  const list = useQuery(adminProductQueries.list(token, { q, category, stock, archived, page }))
  const [draft, setDraft] = useState(q ?? '')
  const archivedId = useId()

  // Back and forward change the search in the address: the box follows.
  useEffect(() => setDraft(q ?? ''), [q])

  const forbidden = statusOf(list.error) === 403
  useEffect(() => {
    if (statusOf(list.error) === 401) clearToken()
  }, [list.error, clearToken])
  if (forbidden) return <NotAllowed email={email} />

  const filtered = Boolean(q || category || stock)
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchField
          className="lg:flex-1"
          label={T.search}
          value={draft}
          onValueChange={setDraft}
          onSearch={(text) => go({ q: text.trim(), page: 1 })}
        />
        <FilterSelect
          {...DEPARTMENT_FILTER}
          className="lg:w-72"
          value={category ?? ''}
          onValueChange={(next) => go({ category: next, page: 1 })}
        />
        <FilterSelect
          {...STOCK_FILTER}
          className="lg:w-52"
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

      <ProductsExport token={token} />
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
                href={href({ q: undefined, category: undefined, stock: undefined, page: 1 })}
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
