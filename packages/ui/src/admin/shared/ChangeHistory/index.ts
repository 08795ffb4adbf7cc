export { type ChangeEntry, ChangeHistory, type ChangeHistoryProps } from './ChangeHistory.tsx'
export {
  productChangeEntries,
  settingChangeEntries,
  stockChangeEntries,
} from './changeEntries.tsx'
