export { Button, type ButtonProps, buttonVariants } from './Button.tsx'
export {
  SaveActions,
  type SaveActionsProps,
  SaveStatus,
  type SavingFormProps,
} from './SaveActions.tsx'
