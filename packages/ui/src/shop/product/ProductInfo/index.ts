export {
  descriptionLead,
  PRODUCT_REASSURANCES,
  ProductInfo,
  type ProductInfoProps,
  SIZE_REQUIRED_MESSAGE,
} from './ProductInfo.tsx'
