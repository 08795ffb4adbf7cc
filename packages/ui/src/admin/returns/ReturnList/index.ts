export { OrderReturnLinks, type OrderReturnLinksProps } from './OrderReturnLinks.tsx'
export { ReturnList, type ReturnListProps } from './ReturnList.tsx'
export { ReturnStatusBadge, type ReturnStatusBadgeProps } from './ReturnStatusBadge.tsx'
