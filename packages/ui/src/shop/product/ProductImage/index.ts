export {
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_WIDTH,
  ProductImage,
  type ProductImageLoading,
  type ProductImageProps,
} from './ProductImage.tsx'
