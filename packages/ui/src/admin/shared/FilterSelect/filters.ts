import {
  type AdminProductsQuery,
  CATEGORIES,
  type CategoryId,
  type Department,
  EVERY_ORDER,
  MESSAGE_FILTERS,
  type MessageFilter,
  ORDER_STATUSES,
  type OrderStatus,
  PRODUCT_STATUSES,
  type ProductStatus,
  REFUND_STATUSES,
  type RefundStatus,
} from '@adire/contract'
import { INBOX_ADMIN_TEXTS } from '../../inbox/texts.ts'
import { ORDERS_ADMIN_TEXTS } from '../../orders/texts.ts'
import { PRODUCT_ADMIN_TEXTS } from '../../products/texts.ts'
import { STOCK_ADMIN_TEXTS } from '../../stock/texts.ts'
import type { FilterSelectProps } from './FilterSelect.tsx'

/** What tells one admin filter from another: its label and its choices. */
export type AdminFilter<Value extends string> = Pick<FilterSelectProps<Value>, 'label' | 'options'>

/*
 * The admin lists' filters: each one's label and choices, spread into a `FilterSelect`. `''`
 * is the choice that shows every item.
 */

/**
 * The orders by status (docs/product.md §11): `''` is the paid orders (the default list leaves
 * those awaiting payment out, §11.11), `EVERY_ORDER` every order.
 */
export const ORDER_STATUS_FILTER: AdminFilter<OrderStatus | typeof EVERY_ORDER | ''> = {
  label: 'Status',
  options: [
    { value: '', label: ORDERS_ADMIN_TEXTS.filter.paid },
    { value: EVERY_ORDER, label: ORDERS_ADMIN_TEXTS.filter.every },
    ...ORDER_STATUSES.map((status) => ({ value: status, label: status })),
  ],
}

/** Each refund state as the store team reads it in the filter. */
const REFUND_LABELS: Record<RefundStatus, string> = {
  pending: 'Refund on its way',
  'needs-attention': 'Needs bank details',
  processed: 'Refunded',
  failed: 'Refund failed',
}

/**
 * The orders by refund: the store team's way to the orders whose money is on its way back, was
 * given back, or failed to go back.
 */
export const REFUND_FILTER: AdminFilter<RefundStatus | ''> = {
  label: 'Refunds',
  options: [
    { value: '', label: 'All orders' },
    ...REFUND_STATUSES.map((status) => ({ value: status, label: REFUND_LABELS[status] })),
  ],
}

/** The stock levels the products list filters by (the query's `stock`). */
export type StockFilterValue = NonNullable<AdminProductsQuery['stock']>

/**
 * The products by stock: every product, those with a counted size low on stock, or those with
 * one sold out (docs/product.md §11.6): the store team's way to what to restock.
 */
export const STOCK_FILTER: AdminFilter<StockFilterValue | ''> = {
  label: STOCK_ADMIN_TEXTS.filter,
  options: [
    { value: '', label: STOCK_ADMIN_TEXTS.filterAll },
    { value: 'low', label: STOCK_ADMIN_TEXTS.filterLow },
    { value: 'soldout', label: STOCK_ADMIN_TEXTS.filterSoldOut },
  ],
}

/**
 * The products by department: the store's departments in the shop's order, by their names; the
 * value is the id. Departments are data (docs/product.md §11.13): the page passes the store's.
 */
export const departmentFilter = (
  departments: readonly Department[] = CATEGORIES,
): AdminFilter<CategoryId | ''> => ({
  label: PRODUCT_ADMIN_TEXTS.department,
  options: [
    { value: '', label: PRODUCT_ADMIN_TEXTS.allDepartments },
    ...departments.map((department) => ({ value: department.id, label: department.label })),
  ],
})

/** The department filter of a new store's eight, before the store's own list arrives. */
export const DEPARTMENT_FILTER: AdminFilter<CategoryId | ''> = departmentFilter(CATEGORIES)

/** The products by status: drafts, live ones or archived ones (the query's `status`). */
export const PRODUCT_STATUS_FILTER: AdminFilter<ProductStatus | ''> = {
  label: PRODUCT_ADMIN_TEXTS.status,
  options: [
    { value: '', label: PRODUCT_ADMIN_TEXTS.allStatuses },
    ...PRODUCT_STATUSES.map((status) => ({
      value: status,
      label: PRODUCT_ADMIN_TEXTS.statusLabels[status],
    })),
  ],
}

/** Which messages the inbox lists: all, the open ones, or the handled ones. */
export const MESSAGE_FILTER: AdminFilter<MessageFilter> = {
  label: INBOX_ADMIN_TEXTS.show,
  options: MESSAGE_FILTERS.map((filter) => ({
    value: filter,
    label: INBOX_ADMIN_TEXTS.filters[filter],
  })),
}
