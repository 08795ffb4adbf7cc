export { ProductThumbnail, type ProductThumbnailProps } from './ProductThumbnail.tsx'
