export { CartSummary, type CartSummaryProps } from './CartSummary.tsx'
