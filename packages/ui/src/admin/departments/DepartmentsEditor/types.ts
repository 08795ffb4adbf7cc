import type { DepartmentCreateRequest, DepartmentUpdateRequest } from '@adire/contract'

/** The fields of a department the team types, which the server's 400 can name (`field`). */
export type DepartmentField = 'label' | 'slug'

/**
 * What came of a change the page sent: nothing when it was done; otherwise the server's message
 * at the field it names, or as the whole change's (`form`: a 409, the network down).
 */
export type DepartmentRefusal = Partial<Record<DepartmentField | 'form', string>>

/** A call's outcome, as the editor awaits it: `undefined` for done. */
export type DepartmentOutcome = Promise<DepartmentRefusal | undefined>

export interface DepartmentActions {
  /** A new department, last in the order. */
  onAdd: (request: DepartmentCreateRequest) => DepartmentOutcome
  /** A new name, a new link name, or both (only what changed is sent). */
  onRename: (id: string, change: DepartmentUpdateRequest) => DepartmentOutcome
  /** Every department's id, in the new order. */
  onOrder: (ids: string[]) => DepartmentOutcome
  /** An empty department removed. */
  onRemove: (id: string) => DepartmentOutcome
}
