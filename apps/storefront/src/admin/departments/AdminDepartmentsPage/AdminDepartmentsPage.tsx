import { type AdminDepartmentsResponse, PAGE_ROUTES } from '@adire/contract'
import {
  type DepartmentRefusal,
  DepartmentsEditor,
  Link,
  LoadFailed,
  LoadingState,
  DEPARTMENT_ADMIN_TEXTS as T,
} from '@adire/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { storeQueries } from '../../../api/store.ts'
import { usePageMeta } from '../../../app/usePageMeta.ts'
import { useAuth } from '../../../providers/session.tsx'
import { AdminShell, NotAllowed } from '../../AdminShell.tsx'
import {
  createDepartment,
  departmentRefusalOf,
  orderDepartments,
  removeDepartment,
  renameDepartment,
} from '../adminDepartments.ts'
import { adminDepartmentsQuery } from '../departmentsQuery.ts'

/** What a failed call carries: its status. */
const failure = (error: unknown) => (error ?? {}) as { status?: number }

/**
 * /admin/products/departments, for the store team only (beyond the original spec, docs/product.md
 * §11.13): the shop's departments in their order, added, renamed (old links keep working),
 * moved and removed once empty. Every change refreshes the shop's settings, whose departments
 * the menus, filters and footer show. Its own chunk: shoppers never download it.
 */
export default function AdminDepartmentsPage() {
  usePageMeta('adminDepartments')
  return (
    <AdminShell section="products" onSectionPage={false} heading={T.heading} signIn={T.signIn}>
      {({ token, email }) => <AdminDepartments token={token} email={email} />}
    </AdminShell>
  )
}

function AdminDepartments({ token, email }: { token: string; email: string | null }) {
  const { clearToken } = useAuth()
  const queryClient = useQueryClient()
  const query = adminDepartmentsQuery(token)
  const departments = useQuery(query)
  const status = failure(departments.error).status
  useEffect(() => {
    if (status === 401) clearToken()
  }, [status, clearToken])

  // Each answer is the whole list: shown at once (the products screen reads the same query for
  // its labels and filter); the shop's settings, with their departments, are asked for again.
  const change = useMutation({
    mutationFn: (send: () => Promise<AdminDepartmentsResponse>) => send(),
    onSuccess: (response) => {
      queryClient.setQueryData(query.queryKey, response)
      void queryClient.invalidateQueries({ queryKey: storeQueries.settings().queryKey })
    },
  })
  /** Sends a change; resolves with its refusal, or nothing once done. */
  const send = async (
    call: () => Promise<AdminDepartmentsResponse>,
  ): Promise<DepartmentRefusal | undefined> => {
    try {
      await change.mutateAsync(call)
      return undefined
    } catch (error) {
      if (failure(error).status === 401) clearToken()
      return departmentRefusalOf(error)
    }
  }

  if (status === 403) return <NotAllowed email={email} />
  return (
    <div className="flex flex-col gap-6">
      <Link
        href={PAGE_ROUTES.adminProducts}
        className="self-start text-sm font-semibold text-ink underline underline-offset-4"
      >
        {T.backToProducts}
      </Link>
      {departments.isPending ? (
        <LoadingState label={T.loading} />
      ) : !departments.data ? (
        <LoadFailed onRetry={() => void departments.refetch()}>
          {T.failed(departments.error?.message ?? '')}
        </LoadFailed>
      ) : (
        <DepartmentsEditor
          className="max-w-3xl"
          departments={departments.data.departments}
          onAdd={(request) => send(() => createDepartment(token, request))}
          onRename={(id, rename) => send(() => renameDepartment(token, id, rename))}
          onOrder={(ids) => send(() => orderDepartments(token, ids))}
          onRemove={(id) => send(() => removeDepartment(token, id))}
        />
      )}
    </div>
  )
}
