export { PasswordField, type PasswordFieldProps } from './PasswordField.tsx'
