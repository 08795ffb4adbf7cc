/*
 * The store team's calls (beyond the original spec, docs/product.md §7 and §11): their orders,
 * products, photos, stock, inbox and settings. Part of `api`, kept apart so each list reads at
 * once.
 */

import {
  AdminDiscountResponse,
  AdminDiscountsResponse,
  DiscountCreateRequest,
  DiscountUpdateRequest,
} from '../orders/discounts.ts'
import { DisputeAnswerRequest } from '../orders/disputes.ts'
import { AdminOrdersQuery, AdminOrdersResponse, OrderStatusResponse } from '../orders/order.ts'
import {
  BulkStatusRequest,
  BulkStatusResponse,
  OrderNoteRequest,
  OrderStatusRequest,
} from '../orders/shipping.ts'
import { endpoint } from '../shared/endpoint.ts'
import {
  AdminDepartmentsResponse,
  DepartmentCreateRequest,
  DepartmentOrderRequest,
  DepartmentUpdateRequest,
} from '../shop/departments.ts'
import {
  AdminMessagesQuery,
  AdminMessagesResponse,
  MessageHandledRequest,
  MessageHandledResponse,
} from '../store/contact.ts'
import { AdminCustomerResponse, AdminCustomersQuery, AdminCustomersResponse } from './customers.ts'
import { CsvExport, OrdersExportQuery } from './exports.ts'
import { AdminCountsResponse, AdminHomeQuery, AdminHomeResponse } from './home.ts'
import { PhotoUploadResponse } from './photos.ts'
import {
  AdminProductResponse,
  AdminProductsQuery,
  AdminProductsResponse,
  ProductDraft,
  ProductUpdateRequest,
} from './product-admin.ts'
import { AdminSettingsResponse, StoreSettingsChange } from './settings.ts'
import { ProductStockResponse, StockUpdateRequest } from './stock.ts'

export const adminApi = {
  /** Beyond the original spec, store team only: orders by status, refund and search (query: status, refund, q, page). */
  adminOrders: endpoint({
    method: 'GET',
    path: '/api/admin/orders',
    auth: true,
    request: undefined,
    query: AdminOrdersQuery,
    response: AdminOrdersResponse,
  }),
  /** Beyond the original spec, store team only: moves an order forward, or cancels it before it ships. */
  adminOrderStatus: endpoint({
    method: 'PATCH',
    path: '/api/admin/orders/:id/status',
    auth: true,
    request: OrderStatusRequest,
    response: OrderStatusResponse,
  }),
  /**
   * Beyond the original spec (§11.11), store team only: moves up to 100 orders to one status,
   * each by the rules of a single move and recorded on its own timeline; answers which moved
   * and which could not, and why.
   */
  adminBulkStatus: endpoint({
    method: 'POST',
    path: '/api/admin/orders/bulk-status',
    auth: true,
    request: BulkStatusRequest,
    response: BulkStatusResponse,
  }),
  /**
   * Beyond the original spec (§11.11), store team only: adds an internal note to an order (never
   * shown to the shopper); answers the order with its notes, newest first.
   */
  adminOrderNote: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/notes',
    auth: true,
    request: OrderNoteRequest,
    response: OrderStatusResponse,
  }),
  /** Beyond the original spec, store team only: sends an order's failed refund to Paystack again. */
  adminRetryRefund: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/refunds/retry',
    auth: true,
    request: undefined,
    response: OrderStatusResponse,
  }),
  /**
   * Beyond the original spec (§11.9), store team only: answers a dispute on the order's payment
   * through Paystack (decline with evidence, or accept). 409 when it is already answered or closed.
   */
  adminAnswerDispute: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/disputes/:disputeId/answer',
    auth: true,
    request: DisputeAnswerRequest,
    response: OrderStatusResponse,
  }),
  /**
   * Beyond the original spec, store team only: one product photo, its bytes as the body (a JPEG,
   * PNG, WebP or AVIF of at most MAX_PHOTO_BYTES), processed and kept (ADR 023). 201 with the
   * photo; 413, 415 or 422 with a message for a file the store cannot use.
   */
  adminPhotoUpload: endpoint({
    method: 'POST',
    path: '/api/admin/photos',
    auth: true,
    request: undefined,
    response: PhotoUploadResponse,
  }),
  /** Beyond the original spec, store team only: the products, archived ones too on request (query: q, category, archived, page). */
  adminProducts: endpoint({
    method: 'GET',
    path: '/api/admin/products',
    auth: true,
    request: undefined,
    query: AdminProductsQuery,
    response: AdminProductsResponse,
  }),
  /** Beyond the original spec, store team only: one product as the team sees it, with its changes. */
  adminProduct: endpoint({
    method: 'GET',
    path: '/api/admin/products/:id',
    auth: true,
    request: undefined,
    response: AdminProductResponse,
  }),
  /**
   * Beyond the original spec, store team only: a new product, its id made from its name. 201
   * with it; 400 naming the field (`field`) whose value the store cannot take.
   */
  adminProductCreate: endpoint({
    method: 'POST',
    path: '/api/admin/products',
    auth: true,
    request: ProductDraft,
    response: AdminProductResponse,
  }),
  /**
   * Beyond the original spec, store team only: a product saved as edited (archiving it too). 409
   * when it changed since `version`; 400 naming the field as for a new one.
   */
  adminProductUpdate: endpoint({
    method: 'PUT',
    path: '/api/admin/products/:id',
    auth: true,
    request: ProductUpdateRequest,
    response: AdminProductResponse,
  }),
  /** Beyond the original spec, store team only: a product's stock per size, and its changes. */
  adminProductStock: endpoint({
    method: 'GET',
    path: '/api/admin/products/:id/stock',
    auth: true,
    request: undefined,
    response: ProductStockResponse,
  }),
  /**
   * Beyond the original spec, store team only: sets the units in stock of some of a product's
   * sizes, with why (received, counted, correction); each change recorded.
   */
  adminProductStockUpdate: endpoint({
    method: 'PUT',
    path: '/api/admin/products/:id/stock',
    auth: true,
    request: StockUpdateRequest,
    response: ProductStockResponse,
  }),
  /** Beyond the original spec, store team only: the contact page's messages, newest first. */
  adminMessages: endpoint({
    method: 'GET',
    path: '/api/admin/messages',
    auth: true,
    request: undefined,
    query: AdminMessagesQuery,
    response: AdminMessagesResponse,
  }),
  /** Beyond the original spec, store team only: marks a message handled, or open again. */
  adminMessageHandled: endpoint({
    method: 'PUT',
    path: '/api/admin/messages/:id/handled',
    auth: true,
    request: MessageHandledRequest,
    response: MessageHandledResponse,
  }),
  /** Beyond the original spec, store team only: the store's settings and their latest changes. */
  adminSettings: endpoint({
    method: 'GET',
    path: '/api/admin/settings',
    auth: true,
    request: undefined,
    response: AdminSettingsResponse,
  }),
  /** Beyond the original spec, store team only: changes some settings, all or none. */
  adminSettingsUpdate: endpoint({
    method: 'PUT',
    path: '/api/admin/settings',
    auth: true,
    request: StoreSettingsChange,
    response: AdminSettingsResponse,
  }),
  /**
   * Beyond the original spec (§11.10), store team only: Home's figures for today, this week and
   * this month in Lagos time, the work waiting, sizes running out, best sellers and the setup
   * checklist (query: tests, exclude or include test payments).
   */
  adminHome: endpoint({
    method: 'GET',
    path: '/api/admin/home',
    auth: true,
    request: undefined,
    query: AdminHomeQuery,
    response: AdminHomeResponse,
  }),
  /** Beyond the original spec (§11.10), store team only: the shell's counts and newest paid order. */
  adminCounts: endpoint({
    method: 'GET',
    path: '/api/admin/counts',
    auth: true,
    request: undefined,
    response: AdminCountsResponse,
  }),
  /**
   * Beyond the original spec (§11.12), store team only: the orders placed from `from` to `to`
   * (Lagos days, YYYY-MM-DD, both optional) that took money, as CSV, a row per order line; an
   * attachment, never cached. 400 with the rule's words for a date it cannot read.
   */
  adminOrdersExport: endpoint({
    method: 'GET',
    path: '/api/admin/orders/export',
    auth: true,
    request: undefined,
    query: OrdersExportQuery,
    response: CsvExport,
  }),
  /** Beyond the original spec (§11.12), store team only: every product as the command line's CSV. */
  adminProductsExport: endpoint({
    method: 'GET',
    path: '/api/admin/products/export',
    auth: true,
    request: undefined,
    response: CsvExport,
  }),
  /**
   * Beyond the original spec (§11.12), store team only: the accounts that placed orders, latest
   * order first, searched by name, e-mail or phone (query: q, page).
   */
  adminCustomers: endpoint({
    method: 'GET',
    path: '/api/admin/customers',
    auth: true,
    request: undefined,
    query: AdminCustomersQuery,
    response: AdminCustomersResponse,
  }),
  /** Beyond the original spec (§11.12), store team only: every customer as CSV. */
  adminCustomersExport: endpoint({
    method: 'GET',
    path: '/api/admin/customers/export',
    auth: true,
    request: undefined,
    response: CsvExport,
  }),
  /** Beyond the original spec (§11.12), store team only: one customer, their orders and addresses. */
  adminCustomer: endpoint({
    method: 'GET',
    path: '/api/admin/customers/:id',
    auth: true,
    request: undefined,
    response: AdminCustomerResponse,
  }),
  /** Beyond the original spec (§11.13), store team only: the departments in order, with their products. */
  adminDepartments: endpoint({
    method: 'GET',
    path: '/api/admin/departments',
    auth: true,
    request: undefined,
    response: AdminDepartmentsResponse,
  }),
  /**
   * Beyond the original spec (§11.13), store team only: a new department, last in the order. 201
   * with every department; 400 naming the field (`label`, `slug`) the store cannot take.
   */
  adminDepartmentCreate: endpoint({
    method: 'POST',
    path: '/api/admin/departments',
    auth: true,
    request: DepartmentCreateRequest,
    response: AdminDepartmentsResponse,
  }),
  /**
   * Beyond the original spec (§11.13), store team only: a department renamed; its old link name
   * keeps leading to it. 404 for an unknown id; 400 naming the field as for a new one.
   */
  adminDepartmentUpdate: endpoint({
    method: 'PATCH',
    path: '/api/admin/departments/:id',
    auth: true,
    request: DepartmentUpdateRequest,
    response: AdminDepartmentsResponse,
  }),
  /** Beyond the original spec (§11.13), store team only: the departments in a new order, all or none. */
  adminDepartmentsOrder: endpoint({
    method: 'PUT',
    path: '/api/admin/departments/order',
    auth: true,
    request: DepartmentOrderRequest,
    response: AdminDepartmentsResponse,
  }),
  /**
   * Beyond the original spec (§11.13), store team only: an empty department removed. 409 while
   * any product (a draft or archived one too) is in it, or when it is the last.
   */
  adminDepartmentDelete: endpoint({
    method: 'DELETE',
    path: '/api/admin/departments/:id',
    auth: true,
    request: undefined,
    response: AdminDepartmentsResponse,
  }),
  /** Beyond the original spec (§11.14), store team only: every discount code, newest first, with its uses. */
  adminDiscounts: endpoint({
    method: 'GET',
    path: '/api/admin/discounts',
    auth: true,
    request: undefined,
    response: AdminDiscountsResponse,
  }),
  /** Beyond the original spec (§11.14), store team only: a new code. 201; 409 for a name taken. */
  adminDiscountCreate: endpoint({
    method: 'POST',
    path: '/api/admin/discounts',
    auth: true,
    request: DiscountCreateRequest,
    response: AdminDiscountResponse,
  }),
  /** Beyond the original spec (§11.14), store team only: a code with its history. */
  adminDiscount: endpoint({
    method: 'GET',
    path: '/api/admin/discounts/:id',
    auth: true,
    request: undefined,
    response: AdminDiscountResponse,
  }),
  /**
   * Beyond the original spec (§11.14), store team only: a code's terms changed, or paused and
   * resumed. 409 for a used code's kind or amount.
   */
  adminDiscountUpdate: endpoint({
    method: 'PATCH',
    path: '/api/admin/discounts/:id',
    auth: true,
    request: DiscountUpdateRequest,
    response: AdminDiscountResponse,
  }),
  /**
   * Beyond the original spec (§11.14), store team only: a code never used, deleted (its history
   * stays). 409 once used: it can be ended instead.
   */
  adminDiscountDelete: endpoint({
    method: 'DELETE',
    path: '/api/admin/discounts/:id',
    auth: true,
    request: undefined,
    response: AdminDiscountsResponse,
  }),
  /** Beyond the original spec (§11.14), store team only: a code ended for good (its uses stay on record). */
  adminDiscountEnd: endpoint({
    method: 'POST',
    path: '/api/admin/discounts/:id/end',
    auth: true,
    request: undefined,
    response: AdminDiscountResponse,
  }),
} as const
