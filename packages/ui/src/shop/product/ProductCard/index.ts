export { ProductCard, type ProductCardProps } from './ProductCard.tsx'
