// The shopper's own pages and the way into them: the account menu, the sign-in card, and their
// orders. The store team's order screen shows the same items, badge and timeline, so it takes
// them from here rather than keep a copy.
export * from './AccountMenu/index.ts'
export * from './AuthCard/index.ts'
export * from './OrderCard/index.ts'
export * from './OrderItems/index.ts'
export * from './OrderShipment/index.ts'
export * from './OrderStatusBadge/index.ts'
export * from './ReturnCard/index.ts'
export * from './ReturnForm/index.ts'
export { RETURN_UI_TEXTS, returnRefundNote, returnStepLabel } from './returnTexts.ts'
export * from './StatusTimeline/index.ts'
