export { Button, type ButtonProps, buttonVariants } from './Button.tsx'
