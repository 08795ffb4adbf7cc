export {
  ProductEditorForm,
  type ProductEditorFormProps,
  type ProductFormField,
  type ProductFormValues,
} from './ProductEditorForm.tsx'
