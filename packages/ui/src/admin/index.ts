// The store team's area, one folder per screen with its components and its texts; shared/ holds
// what several screens show. Nothing outside admin/ imports from here.

// Customers.
export * from './customers/CustomerDetails/index.ts'
export * from './customers/CustomerList/index.ts'
export { CUSTOMER_ADMIN_TEXTS } from './customers/texts.ts'
// Departments (§11.13).
export * from './departments/DepartmentsEditor/index.ts'
export { DEPARTMENT_ADMIN_TEXTS, departmentLink } from './departments/texts.ts'
// Discount codes (§11.14).
export * from './discounts/DiscountEditor/index.ts'
export * from './discounts/DiscountList/index.ts'
export {
  DISCOUNT_ADMIN_TEXTS,
  DISCOUNT_KIND_LABELS,
  DISCOUNT_STATE_LABELS,
  discountChangeEntries,
  discountConditions,
  discountTakesOff,
} from './discounts/texts.ts'
// The CSV downloads.
export * from './exports/ExportButton/index.ts'
export * from './exports/OrdersExportForm/index.ts'
export { EXPORT_ADMIN_TEXTS } from './exports/texts.ts'
// Home (§11.10).
export * from './home/StoreHome/index.ts'
export { HOME_ADMIN_TEXTS } from './home/texts.ts'

// The inbox.
export * from './inbox/MessageInbox/index.ts'
export { INBOX_ADMIN_TEXTS } from './inbox/texts.ts'

// Orders.
export * from './orders/AdminOrderDetails/index.ts'
export * from './orders/AdminOrderList/index.ts'
export * from './orders/BulkMoveBar/index.ts'
export * from './orders/DisputePanel/index.ts'
export * from './orders/OrderNotes/index.ts'
export * from './orders/PackingSlip/index.ts'
export * from './orders/PhoneLinks/index.ts'
export * from './orders/ShipDialog/index.ts'
export { ORDERS_ADMIN_TEXTS } from './orders/texts.ts'

// Products.
export * from './products/AdminProductList/index.ts'
export * from './products/PhotoPicker/index.ts'
export * from './products/ProductEditorForm/index.ts'
export * from './products/ProductPreview/index.ts'
export * from './products/ProductThumbnail/index.ts'
export * from './products/SizeListEditor/index.ts'
export {
  changedBy,
  describeFieldChange,
  describeProductChange,
  PRODUCT_ADMIN_TEXTS,
} from './products/texts.ts'

// Returns and exchanges (§10.7).
export * from './returns/ReturnDetails/index.ts'
export * from './returns/ReturnList/index.ts'
export {
  RETURN_ADMIN_TEXTS,
  RETURN_FILTER_LABELS,
  type ReturnFilter,
} from './returns/texts.ts'

// Settings.
export * from './settings/SettingsForm/index.ts'
export { SETTINGS_ADMIN_TEXTS } from './settings/texts.ts'

// What several screens share.
export * from './shared/AdminHeader/index.ts'
export * from './shared/AdminSectionNav/index.ts'
export * from './shared/ChangeHistory/index.ts'
export * from './shared/FilterSelect/index.ts'
export * from './shared/Pagination/index.ts'

// Stock.
export * from './stock/StockEditor/index.ts'
export {
  describeStockReason,
  STOCK_ADMIN_TEXTS,
  STOCK_REASON_LABELS,
  type StockLevel,
  signedUnits,
  stockLevelOf,
} from './stock/texts.ts'
