export {
  BULK_STATUSES,
  BulkMoveBar,
  type BulkMoveBarProps,
  type BulkOutcome,
} from './BulkMoveBar.tsx'
