export { CartSummary, type CartSummaryProps, CartTotals } from './CartSummary.tsx'
