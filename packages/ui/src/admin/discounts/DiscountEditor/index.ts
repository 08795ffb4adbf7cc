export { DiscountActions, type DiscountActionsProps } from './DiscountActions.tsx'
export {
  DISCOUNT_FIELDS,
  DiscountEditorForm,
  type DiscountEditorFormProps,
  type DiscountField,
  type DiscountFormErrors,
  type DiscountFormValues,
  EMPTY_DISCOUNT_FORM,
} from './DiscountEditorForm.tsx'
