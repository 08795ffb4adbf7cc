export { ReturnForm, type ReturnFormProps, type ReturnRefusal } from './ReturnForm.tsx'
export {
  emptyReturnForm,
  type LineChoice,
  type ReturnableOrder,
  type ReturnFormValues,
} from './returnForm.ts'
