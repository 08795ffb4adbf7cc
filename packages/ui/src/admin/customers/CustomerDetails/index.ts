export { CustomerDetails, type CustomerDetailsProps } from './CustomerDetails.tsx'
