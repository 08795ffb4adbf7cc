export { CartTotals, type CartTotalsProps } from './CartTotals.tsx'
