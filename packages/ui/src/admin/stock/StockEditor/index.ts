export { StockBadge, type StockBadgeProps } from './StockBadge.tsx'
export {
  STOCK_REASON_NAME,
  StockEditor,
  type StockEditorProps,
  type StockFormErrors,
  stockInputName,
} from './StockEditor.tsx'
