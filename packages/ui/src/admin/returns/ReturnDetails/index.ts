export { ReturnActions, type ReturnActionsProps, type ReturnStep } from './ReturnActions.tsx'
export { ReturnDetails, type ReturnDetailsProps } from './ReturnDetails.tsx'
