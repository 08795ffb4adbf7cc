export { OrdersExportForm, type OrdersExportFormProps } from './OrdersExportForm.tsx'
