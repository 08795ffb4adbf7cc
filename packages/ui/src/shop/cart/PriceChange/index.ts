export {
  PriceChangedNote,
  type PriceChangedNoteProps,
  PricesChangedNotice,
} from './PriceChange.tsx'
