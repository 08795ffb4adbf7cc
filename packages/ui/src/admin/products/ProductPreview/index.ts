export { ProductPreview, type ProductPreviewProps } from './ProductPreview.tsx'
