export {
  AddDepartmentForm,
  type AddDepartmentFormProps,
} from './AddDepartmentForm.tsx'
export { DepartmentsEditor, type DepartmentsEditorProps } from './DepartmentsEditor.tsx'
export {
  RenameDepartmentForm,
  type RenameDepartmentFormProps,
} from './RenameDepartmentForm.tsx'
export type {
  DepartmentActions,
  DepartmentField,
  DepartmentOutcome,
  DepartmentRefusal,
} from './types.ts'
