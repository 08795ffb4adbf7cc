import type {
  AdminDepartmentsResponse,
  DepartmentCreateRequest,
  DepartmentUpdateRequest,
} from '@adire/contract'
import type { DepartmentRefusal } from '@adire/ui'
import { answered, call } from '../../api/client.ts'
import { ADMIN_CALL_FAILED } from '../orders/adminOrders.ts'

/*
 * The store's departments as the team keeps them (docs/product.md §11.13). Every call answers
 * with every department in the shop's order, so each change replaces the list at once; a refusal
 * rejects with the server's message and, for a 400, the field it is about (`ApiError.field`).
 */

/** GET /api/admin/departments: the departments in order, with their products counted. */
export function fetchAdminDepartments(
  token: string,
  signal?: AbortSignal,
): Promise<AdminDepartmentsResponse> {
  return answered(
    call('adminDepartments', { token, fallbackMessage: ADMIN_CALL_FAILED, signal }),
    ADMIN_CALL_FAILED,
  )
}

/** POST /api/admin/departments: a new department, last in the order. */
export function createDepartment(
  token: string,
  request: DepartmentCreateRequest,
): Promise<AdminDepartmentsResponse> {
  return answered(
    call('adminDepartmentCreate', { token, body: request, fallbackMessage: ADMIN_CALL_FAILED }),
    ADMIN_CALL_FAILED,
  )
}

/** PATCH /api/admin/departments/:id: a new name or link name (the old link keeps working). */
export function renameDepartment(
  token: string,
  id: string,
  change: DepartmentUpdateRequest,
): Promise<AdminDepartmentsResponse> {
  return answered(
    call('adminDepartmentUpdate', {
      token,
      params: { id },
      body: change,
      fallbackMessage: ADMIN_CALL_FAILED,
    }),
    ADMIN_CALL_FAILED,
  )
}

/** PUT /api/admin/departments/order: every department's id, in the new order. */
export function orderDepartments(token: string, ids: string[]): Promise<AdminDepartmentsResponse> {
  return answered(
    call('adminDepartmentsOrder', { token, body: { ids }, fallbackMessage: ADMIN_CALL_FAILED }),
    ADMIN_CALL_FAILED,
  )
}

/** DELETE /api/admin/departments/:id: an empty department (409 while it has products). */
export function removeDepartment(token: string, id: string): Promise<AdminDepartmentsResponse> {
  return answered(
    call('adminDepartmentDelete', { token, params: { id }, fallbackMessage: ADMIN_CALL_FAILED }),
    ADMIN_CALL_FAILED,
  )
}

/**
 * A refused change as the editor shows it: a 400 about the name or the link name at that field,
 * anything else (a 409, a 404, the network down) as the change's own message.
 */
export function departmentRefusalOf(error: unknown): DepartmentRefusal {
  const { status, field } = (error ?? {}) as { status?: number; field?: string }
  const message = error instanceof Error ? error.message : ADMIN_CALL_FAILED
  return status === 400 && (field === 'label' || field === 'slug')
    ? { [field]: message }
    : { form: message }
}
