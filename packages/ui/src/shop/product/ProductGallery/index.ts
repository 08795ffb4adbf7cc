export { galleryImageAlt, ProductGallery, type ProductGalleryProps } from './ProductGallery.tsx'
