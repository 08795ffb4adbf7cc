import type {
  AdminDiscountResponse,
  AdminDiscountsResponse,
  DiscountCreateRequest,
  DiscountUpdateRequest,
} from '@adire/contract'
import type { UseQueryOptions } from '@tanstack/react-query'
import { answered, call } from '../../api/client.ts'
import { worthRetrying } from '../../api/retry.ts'
import { ADMIN_CALL_FAILED } from '../orders/adminOrders.ts'
import { fetchAdminProducts } from '../products/adminProducts.ts'

/*
 * The store's discount codes as the team keeps them (docs/product.md §11.14). A refusal rejects
 * with the server's message and the field it is about (`ApiError.field`): a 400 for a term, a
 * 409 for a name taken or a used code's kind or figure.
 */

/** GET /api/admin/discounts: every code, newest first, with its uses and money. */
export function fetchAdminDiscounts(
  token: string,
  signal?: AbortSignal,
): Promise<AdminDiscountsResponse> {
  return answered(
    call('adminDiscounts', { token, fallbackMessage: ADMIN_CALL_FAILED, signal }),
    ADMIN_CALL_FAILED,
  )
}

/** GET /api/admin/discounts/:id: one code with its history (404 for no such id). */
export function fetchAdminDiscount(
  token: string,
  id: string,
  signal?: AbortSignal,
): Promise<AdminDiscountResponse> {
  return answered(
    call('adminDiscount', { token, params: { id }, fallbackMessage: ADMIN_CALL_FAILED, signal }),
    ADMIN_CALL_FAILED,
  )
}

/** POST /api/admin/discounts: a new code (409 when another has its name). */
export function createDiscount(
  token: string,
  request: DiscountCreateRequest,
): Promise<AdminDiscountResponse> {
  return answered(
    call('adminDiscountCreate', { token, body: request, fallbackMessage: ADMIN_CALL_FAILED }),
    ADMIN_CALL_FAILED,
  )
}

/** PATCH /api/admin/discounts/:id: terms changed, or paused and resumed. */
export function updateDiscount(
  token: string,
  id: string,
  change: DiscountUpdateRequest,
): Promise<AdminDiscountResponse> {
  return answered(
    call('adminDiscountUpdate', {
      token,
      params: { id },
      body: change,
      fallbackMessage: ADMIN_CALL_FAILED,
    }),
    ADMIN_CALL_FAILED,
  )
}

/** POST /api/admin/discounts/:id/end: ended for good. */
export function endDiscount(token: string, id: string): Promise<AdminDiscountResponse> {
  return answered(
    call('adminDiscountEnd', { token, params: { id }, fallbackMessage: ADMIN_CALL_FAILED }),
    ADMIN_CALL_FAILED,
  )
}

/** DELETE /api/admin/discounts/:id: a code never used (409 once used: end it instead). */
export function deleteDiscount(token: string, id: string): Promise<AdminDiscountsResponse> {
  return answered(
    call('adminDiscountDelete', { token, params: { id }, fallbackMessage: ADMIN_CALL_FAILED }),
    ADMIN_CALL_FAILED,
  )
}

/** Pages of the catalogue the products' choice reads at most (20 each). */
const PRODUCT_PAGES = 10

/** Typed as TanStack's `queryOptions` would, without importing it (see adminQueries.ts). */
const queryOptions = <T>(options: UseQueryOptions<T, Error, T, readonly unknown[]>) => options

/** The codes' queries, per token (another account never reads this cache). */
export const adminDiscountQueries = {
  /** Every code read: a change makes all of it stale. */
  all: () => ['admin', 'discounts'] as const,
  list: (token: string) =>
    queryOptions({
      queryKey: [...adminDiscountQueries.all(), 'list', token],
      queryFn: ({ signal }) => fetchAdminDiscounts(token, signal),
      retry: worthRetrying,
    }),
  one: (token: string, id: string) =>
    queryOptions({
      queryKey: [...adminDiscountQueries.all(), 'one', token, id],
      queryFn: ({ signal }) => fetchAdminDiscount(token, id, signal),
      retry: worthRetrying,
      // The form is filled from it once: a refetch would not reach the fields being typed.
      refetchOnWindowFocus: false,
    }),
  /** The catalogue's products by id and name, for a code limited to some of them. */
  products: (token: string) =>
    queryOptions({
      queryKey: [...adminDiscountQueries.all(), 'products', token],
      queryFn: async ({ signal }): Promise<{ id: string; name: string }[]> => {
        const products: { id: string; name: string }[] = []
        for (let page = 1; page <= PRODUCT_PAGES; page++) {
          const found = await fetchAdminProducts(token, { page }, signal)
          products.push(...found.products.map((p) => ({ id: p._id, name: p.name })))
          if (page * found.pageSize >= found.total) break
        }
        return products.sort((a, b) => a.name.localeCompare(b.name))
      },
      retry: worthRetrying,
    }),
}
