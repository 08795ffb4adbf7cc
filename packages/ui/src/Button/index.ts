export { Button, type ButtonProps, buttonVariants } from './Button.tsx'
export { SaveActions, type SaveActionsProps, SaveStatus } from './SaveActions.tsx'
