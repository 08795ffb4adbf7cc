export {
  PayButton,
  type PayButtonProps,
  type PayButtonVariant,
  payButtonVariants,
} from './PayButton.tsx'
