export {
  controlClassName,
  FieldFrame,
  type FieldProps,
  useField,
} from './Field.tsx'
export { TextField, type TextFieldProps } from './TextField.tsx'
