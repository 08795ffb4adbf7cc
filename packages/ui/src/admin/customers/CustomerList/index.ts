export { CustomerList, type CustomerListProps } from './CustomerList.tsx'
