export { LoadMore, type LoadMoreProps, type LoadMoreStatus } from './LoadMore.tsx'
