export {
  LoadMore,
  type LoadMoreItems,
  type LoadMoreProps,
  type LoadMoreStatus,
} from './LoadMore.tsx'
