export type { FieldProps } from './Field.tsx'
export { TextField, type TextFieldProps } from './TextField.tsx'
