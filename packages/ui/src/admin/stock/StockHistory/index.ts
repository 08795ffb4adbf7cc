export { StockHistory, type StockHistoryProps } from './StockHistory.tsx'
