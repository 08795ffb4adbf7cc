export { CartLine, type CartLineProps, quantityFromInput } from './CartLine.tsx'
