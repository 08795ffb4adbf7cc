import { type AdminDepartmentsResponse, CATEGORIES, type Department } from '@adire/contract'
import { type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { worthRetrying } from '../../api/retry.ts'

/**
 * The store's departments as the team keeps them (docs/product.md §11.13), per token (another
 * account never reads this cache): the Departments screen changes them, and the products
 * screen and the product editor name, filter and choose departments from them.
 */
export const adminDepartmentsQuery = (
  token: string,
): UseQueryOptions<
  AdminDepartmentsResponse,
  Error,
  AdminDepartmentsResponse,
  readonly unknown[]
> => ({
  queryKey: ['admin', 'departments', token],
  queryFn: async ({ signal }) => {
    // The API client and its schemas load with the first call, not with the page.
    const { fetchAdminDepartments } = await import('./adminDepartments.ts')
    return fetchAdminDepartments(token, signal)
  },
  retry: worthRetrying,
})

/**
 * The store's departments in the shop's order for a screen that names or offers them, and
 * whether they are the store's yet: until they arrive (or if they cannot be had), a new store's
 * eight, so the screen still reads.
 */
export function useAdminDepartments(token: string): {
  departments: readonly Department[]
  loaded: boolean
} {
  const { data } = useQuery(adminDepartmentsQuery(token))
  return data
    ? { departments: data.departments, loaded: true }
    : { departments: CATEGORIES, loaded: false }
}
