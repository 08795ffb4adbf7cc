export {
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_WIDTH,
  ProductCard,
  type ProductCardProps,
} from './ProductCard.tsx'
