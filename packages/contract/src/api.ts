import type { z } from 'zod'
import { OrderDetailsResponse } from './account/account.ts'
import { accountApi } from './account/api-account.ts'
import {
  AuthResponse,
  ForgotPasswordRequest,
  LoginRequest,
  MeResponse,
  RegisterRequest,
  ResetPasswordRequest,
} from './account/users.ts'
import { adminApi } from './admin/api-admin.ts'
import { ProductAvailabilityResponse } from './admin/stock.ts'
import {
  PayAgainRequest,
  PlaceOrderRequest,
  PlaceOrderResponse,
  UserOrdersQuery,
  UserOrdersResponse,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from './orders/order.ts'
import { refundDetailsApi } from './orders/refund-details.ts'
import { returnsApi } from './orders/returns-api.ts'
import { endpoint } from './shared/endpoint.ts'
import { MessageResponse } from './shared/errors.ts'
import {
  PRODUCT_AVAILABILITY_PATH,
  PRODUCT_DETAILS_PATH,
  PRODUCT_FEATURED_PATH,
  PRODUCT_LIST_PATH,
  PRODUCT_SEARCH_PATH,
  STORE_SETTINGS_PATH,
} from './shared/routes.ts'
import {
  CartAddRequest,
  CartItemRequest,
  CartMergeRequest,
  CartRemoveRequest,
  CartResponse,
  CartSummaryRequest,
  CartSummaryResponse,
  CartUpdateRequest,
} from './shop/cart.ts'
import {
  ProductDetailsResponse,
  ProductFeaturedResponse,
  ProductListResponse,
  ProductSearchQuery,
  ProductSearchResponse,
} from './shop/catalogue.ts'
import { ContactRequest, ContactResponse } from './store/contact.ts'
import { StoreSettingsResponse } from './store/store.ts'

/**
 * Every call of docs/product.md §7, the single source of truth for the HTTP API: the server validates
 * with these schemas, the storefront's client parses with them, and the mocks are typed by them.
 */
export const api = {
  ...adminApi,
  ...refundDetailsApi,
  ...returnsApi,
  ...accountApi,
  productList: endpoint({
    method: 'GET',
    path: PRODUCT_LIST_PATH,
    auth: false,
    request: undefined,
    response: ProductListResponse,
  }),
  /**
   * Beyond the original spec: the catalogue a page at a time, by category (repeated or comma-separated),
   * searched (`q`) and sorted; see ProductSearchQuery for every parameter.
   */
  productSearch: endpoint({
    method: 'GET',
    path: PRODUCT_SEARCH_PATH,
    auth: false,
    request: undefined,
    query: ProductSearchQuery,
    response: ProductSearchResponse,
  }),
  /**
   * Beyond the original spec: only the products the home page shows (see `featuredProducts`: the newest,
   * the newest bestsellers and the newest of each category), in the list's order, so the home
   * page needs not the whole list.
   */
  productFeatured: endpoint({
    method: 'GET',
    path: PRODUCT_FEATURED_PATH,
    auth: false,
    request: undefined,
    response: ProductFeaturedResponse,
  }),
  /**
   * Beyond the original spec: one product and its related products (same category, newest first, at most
   * 6), so a product page needs neither the whole list nor a search. 404 for an unknown id.
   * (`/api/products/list` is the list and `/api/products/featured` the home page's products, so
   * no product may have the id `list` or `featured`.)
   */
  productDetails: endpoint({
    method: 'GET',
    path: PRODUCT_DETAILS_PATH,
    auth: false,
    request: undefined,
    response: ProductDetailsResponse,
  }),
  /**
   * Beyond the original spec (§11.6): the sizes of a product that are sold out or nearly so,
   * for its page and the cart. Never cached: it moves with every payment started. 404 for an
   * unknown or archived product.
   */
  productAvailability: endpoint({
    method: 'GET',
    path: PRODUCT_AVAILABILITY_PATH,
    auth: false,
    request: undefined,
    response: ProductAvailabilityResponse,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/users/login',
    auth: false,
    request: LoginRequest,
    response: AuthResponse,
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/users/register',
    auth: false,
    request: RegisterRequest,
    response: AuthResponse,
  }),
  /** Beyond the original spec: restores a stored session (the signed-in shopper's name and e-mail). */
  me: endpoint({
    method: 'GET',
    path: '/api/users/me',
    auth: true,
    request: undefined,
    response: MeResponse,
  }),
  /** Beyond the original spec: revokes the session's token on the server, so a copied token stops working. */
  logout: endpoint({
    method: 'POST',
    path: '/api/users/logout',
    auth: true,
    request: undefined,
    response: MessageResponse,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/users/forgot-password',
    auth: false,
    request: ForgotPasswordRequest,
    response: MessageResponse,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/users/reset-password/:token',
    auth: false,
    request: ResetPasswordRequest,
    response: MessageResponse,
  }),
  placeOrder: endpoint({
    method: 'POST',
    path: '/api/order/paystack',
    auth: true,
    request: PlaceOrderRequest,
    response: PlaceOrderResponse,
  }),
  /** docs/product.md's call, paged beyond it: `?before=` the last page's `nextCursor`. */
  userOrders: endpoint({
    method: 'POST',
    path: '/api/order/userorders',
    auth: true,
    request: undefined,
    query: UserOrdersQuery,
    response: UserOrdersResponse,
  }),
  /** Beyond the original spec: one of the shopper's orders, whole; 404 for anyone else's. */
  orderDetails: endpoint({
    method: 'GET',
    path: '/api/order/details/:reference',
    auth: true,
    request: undefined,
    response: OrderDetailsResponse,
  }),
  verifyPayment: endpoint({
    method: 'POST',
    path: '/api/order/verifyPaystack',
    auth: true,
    request: VerifyPaymentRequest,
    response: VerifyPaymentResponse,
  }),
  /** Beyond the original spec: a new transaction (new reference) for an order still awaiting payment. */
  payAgain: endpoint({
    method: 'POST',
    path: '/api/order/pay-again',
    auth: true,
    request: PayAgainRequest,
    response: PlaceOrderResponse,
  }),
  cartAdd: endpoint({
    method: 'POST',
    path: '/api/cart/add',
    auth: true,
    request: CartAddRequest,
    response: CartResponse,
  }),
  cartGet: endpoint({
    method: 'GET',
    path: '/api/cart/get',
    auth: true,
    request: undefined,
    response: CartResponse,
  }),
  cartAddItem: endpoint({
    method: 'POST',
    path: '/api/cart/items',
    auth: true,
    request: CartItemRequest,
    response: CartResponse,
  }),
  cartUpdate: endpoint({
    method: 'PUT',
    path: '/api/cart/update',
    auth: true,
    request: CartUpdateRequest,
    response: CartResponse,
  }),
  cartRemove: endpoint({
    method: 'DELETE',
    path: '/api/cart/remove',
    auth: true,
    request: CartRemoveRequest,
    response: CartResponse,
  }),
  /** Beyond the original spec: the guest cart handed to the account at login, in one call (idempotent). */
  cartMerge: endpoint({
    method: 'POST',
    path: '/api/cart/merge',
    auth: true,
    request: CartMergeRequest,
    response: CartResponse,
  }),
  /**
   * Beyond the original spec (§11.14): the cart priced by the server with a discount code:
   * what it takes off, or why it does not apply. Open to all; a session, when sent, is who the
   * code is judged for (a code limited per customer asks a guest to log in).
   */
  cartSummary: endpoint({
    method: 'POST',
    path: '/api/cart/summary',
    auth: true,
    request: CartSummaryRequest,
    response: CartSummaryResponse,
  }),
  /** Beyond the original spec: the delivery fee the store owner set (docs/product.md §9's default is 0). */
  storeSettings: endpoint({
    method: 'GET',
    path: STORE_SETTINGS_PATH,
    auth: false,
    request: undefined,
    response: StoreSettingsResponse,
  }),
  /**
   * The Send Us a Message form of the contact page: stored for the store's support team. Open to
   * all; a session, when sent, files the message under its account (ADR 034).
   */
  contact: endpoint({
    method: 'POST',
    path: '/api/contact',
    auth: true,
    request: ContactRequest,
    response: ContactResponse,
  }),
} as const

export type Api = typeof api
export type EndpointName = keyof Api
/** What a caller sends: the schema's input (a product's price in naira, before it is kobo). */
export type RequestOf<N extends EndpointName> = Api[N]['request'] extends z.ZodType
  ? z.input<Api[N]['request']>
  : undefined
export type ResponseOf<N extends EndpointName> = z.infer<Api[N]['response']>
