// The mock API, one module per resource under handlers/ (named as the server's folders are;
// the store team's, one per screen, under handlers/admin/), assembled here into the
// happy-path baseline that Storybook, the storefront's mock mode and Node tests register.
import { accountHandlers } from './handlers/account.ts'
import { addressHandlers } from './handlers/addresses.ts'
import { adminCustomersHandlers } from './handlers/admin/customers.ts'
import { adminDepartmentHandlers } from './handlers/admin/departments.ts'
import { adminDiscountHandlers } from './handlers/admin/discounts.ts'
import { adminDisputeHandlers } from './handlers/admin/disputes.ts'
import { adminExportHandlers } from './handlers/admin/exports.ts'
import { adminHomeHandlers } from './handlers/admin/home.ts'
import { adminMessagesHandlers } from './handlers/admin/messages.ts'
import { adminHandlers } from './handlers/admin/orders.ts'
import { adminProductBaseline, adminProductHandlers } from './handlers/admin/products.ts'
import { adminReturnBaseline } from './handlers/admin/returns.ts'
import { adminSettingsHandlers } from './handlers/admin/settings.ts'
import { adminShippingHandlers } from './handlers/admin/shipping.ts'
import { adminStockBaseline } from './handlers/admin/stock.ts'
import { productAvailabilityHandlers } from './handlers/availability.ts'
import { cartHandlers } from './handlers/cart.ts'
import { contactHandlers } from './handlers/contact.ts'
import { discountHandlers } from './handlers/discounts.ts'
import { orderDetailsHandlers } from './handlers/order-details.ts'
import { orderHandlers } from './handlers/orders.ts'
import { photoFileHandlers } from './handlers/photo-files.ts'
import {
  productDetailsHandlers,
  productFeaturedHandlers,
  productHandlers,
} from './handlers/products.ts'
import { refundHandlers } from './handlers/refunds.ts'
import { returnHandlers } from './handlers/returns.ts'
import { productSearchHandlers } from './handlers/search.ts'
import { sessionHandlers } from './handlers/sessions.ts'
import { storeHandlers } from './handlers/store.ts'
import { userHandlers } from './handlers/users.ts'

export {
  accountHandlers,
  fixtureAccount,
  resetMockAccount,
  TAKEN_EMAIL,
  USED_CONFIRMATION_TOKEN,
} from './handlers/account.ts'
export { addressHandlers, resetMockAddresses } from './handlers/addresses.ts'
export {
  adminCustomersHandlers,
  DELETED_CUSTOMER,
  FIXTURE_CUSTOMER,
} from './handlers/admin/customers.ts'
export { adminDepartmentHandlers } from './handlers/admin/departments.ts'
export {
  adminDiscountHandlers,
  mockAdminDiscounts,
  mockDiscount,
  resetMockDiscounts,
} from './handlers/admin/discounts.ts'
export {
  adminDisputeHandlers,
  DISPUTED_REFERENCE,
  fixtureDisputedOrders,
  openDisputeOf,
} from './handlers/admin/disputes.ts'
export { adminExportHandlers } from './handlers/admin/exports.ts'
export {
  adminHomeHandlers,
  NEW_ORDER_REFERENCE,
  resetMockHome,
} from './handlers/admin/home.ts'
export { adminMessagesHandlers, resetMockMessages } from './handlers/admin/messages.ts'
export { adminHandlers, OTHER_ADMIN_NAME } from './handlers/admin/orders.ts'
export {
  adminProductBaseline,
  adminProductHandlers,
  adminProductsWith,
  changeMockProduct,
  mockProduct,
  resetMockProducts,
} from './handlers/admin/products.ts'
export {
  adminReturnBaseline,
  adminReturnHandlers,
  mockAdminReturns,
  mockReturn,
  RETURNS_PAGE_SIZE,
  resetMockReturns,
} from './handlers/admin/returns.ts'
export {
  adminSettingsHandlers,
  fixtureStoreSettings,
  resetMockSettings,
} from './handlers/admin/settings.ts'
export { adminShippingHandlers } from './handlers/admin/shipping.ts'
export { adminStockBaseline, adminStockHandlers, adminStockWith } from './handlers/admin/stock.ts'
export {
  availabilityOf,
  productAvailabilityHandlers,
  soldOutHandlers,
  stockGoneAtCheckout,
} from './handlers/availability.ts'
export { cartHandlers } from './handlers/cart.ts'
export { contactHandlers } from './handlers/contact.ts'
export { discountHandlers, judgeMockCode } from './handlers/discounts.ts'
export { forgetHeldRequests, heldRequests } from './handlers/http.ts'
export { orderDetailsHandlers } from './handlers/order-details.ts'
export { olderOrdersFailThenWork, pageOfOrders } from './handlers/order-pages.ts'
export { orderHandlers } from './handlers/orders.ts'
export { photoCatalogueHandlers } from './handlers/photo-catalogue.ts'
export { photoFileHandlers } from './handlers/photo-files.ts'
export {
  productDetailsHandlers,
  productFeaturedHandlers,
  productHandlers,
} from './handlers/products.ts'
export {
  MOCK_BANKS,
  REFUSED_ACCOUNT_NUMBER,
  refundHandlers,
  USED_REFUND_TOKEN,
} from './handlers/refunds.ts'
export { returnHandlers } from './handlers/returns.ts'
export {
  laterPagesFailThenWork,
  productSearchHandlers,
  searchProducts,
} from './handlers/search.ts'
export {
  fixtureSessions,
  resetMockSessions,
  sessionHandlers,
} from './handlers/sessions.ts'
export {
  EXPIRED_MOCK_TOKEN,
  MOCK_ADMIN_TOKEN,
  MOCK_TOKEN,
  moveMockOrder,
  recoverMockOrders,
  resetMockCart,
  resetMockDepartments,
  resetMockOrders,
} from './handlers/state.ts'
export { mockStock, mockStockHistory, resetMockStock } from './handlers/stock-state.ts'
export {
  deliveryFeeRaisedAtCheckout,
  RAISED_DELIVERY_FEE,
  storeHandlers,
} from './handlers/store.ts'
export { EXPIRED_RESET_TOKEN, userHandlers } from './handlers/users.ts'

/**
 * The happy-path baseline, grouped by resource. Storybook registers these globally and a story
 * overrides one group by key, e.g. `parameters: { msw: { handlers: { products: [productHandlers.error] } } }`.
 */
export const handlers = {
  products: [productHandlers.default],
  productFeatured: [productFeaturedHandlers.default],
  productSearch: [productSearchHandlers.default],
  productDetails: [productDetailsHandlers.default],
  /** docs/product.md §11.6: nothing scarce, every size has plenty. */
  productAvailability: [productAvailabilityHandlers.default],
  users: [
    userHandlers.login,
    userHandlers.register,
    userHandlers.me,
    userHandlers.logout,
    userHandlers.forgotPassword,
    userHandlers.resetPassword,
    userHandlers.changePassword,
  ],
  /** The shopper's own account (§3.6): Ada's profile, e-mail change, data and deletion. */
  account: [
    accountHandlers.account,
    accountHandlers.updateProfile,
    accountHandlers.requestEmailChange,
    accountHandlers.cancelEmailChange,
    accountHandlers.sendAddressConfirmation,
    accountHandlers.confirmEmailChange,
    accountHandlers.exportData,
    accountHandlers.deleteAccount,
  ],
  /** One of the shopper's orders, whole (its page and receipt). */
  orderDetails: [orderDetailsHandlers.details],
  /** The shopper's returns and exchanges (§10.7), judged with the contract's rules. */
  returns: [returnHandlers.request, returnHandlers.cancel],
  /** The devices the shopper is signed in on (§3.6): this browser and an iPhone. */
  sessions: [sessionHandlers.list, sessionHandlers.end, sessionHandlers.endOthers],
  /** The signed-in shopper's address book (§3.4): the demo shopper has two addresses. */
  addresses: [
    addressHandlers.list,
    addressHandlers.add,
    addressHandlers.update,
    addressHandlers.remove,
    addressHandlers.chooseDefault,
  ],
  cart: [
    cartHandlers.get,
    cartHandlers.add,
    cartHandlers.addItem,
    cartHandlers.update,
    cartHandlers.remove,
    cartHandlers.merge,
  ],
  /** The cart priced with a discount code (§11.14), judged from `MOCK_DISCOUNTS`. */
  cartSummary: [discountHandlers.summary],
  store: [storeHandlers.default],
  order: [orderHandlers.place, orderHandlers.list, orderHandlers.verify, orderHandlers.payAgain],
  admin: [
    adminHandlers.list,
    adminHandlers.setStatus,
    adminHandlers.retryRefund,
    adminDisputeHandlers.answer,
    // Bulk moves and notes (§11.11).
    adminShippingHandlers.bulkStatus,
    adminShippingHandlers.addNote,
  ],
  /**
   * The CSV downloads of orders, customers and products (§11.12): before the products' and the
   * customers' groups, whose `/:id` would take `export` for an id.
   */
  adminExports: [
    adminExportHandlers.orders,
    adminExportHandlers.customers,
    adminExportHandlers.products,
  ],
  adminProducts: adminProductBaseline,
  /** The products' stock (§11.6): override with `adminStockWith(adminStockHandlers.…)`. */
  adminStock: adminStockBaseline,
  /** The store team's Home and the shell's counts (§11.10): a store at work. */
  adminHome: [adminHomeHandlers.home, adminHomeHandlers.counts],
  /** The store team's inbox (§11.8). */
  adminMessages: [adminMessagesHandlers.list, adminMessagesHandlers.handled],
  /** The customers who ordered (§11.12): made from the orders the store team sees. */
  adminCustomers: [adminCustomersHandlers.list, adminCustomersHandlers.one],
  /** The store's settings (§11.7). */
  adminSettings: [adminSettingsHandlers.get, adminSettingsHandlers.update],
  /** The shop's departments (§11.13), kept in memory: the store's settings list them. */
  adminDepartments: [
    adminDepartmentHandlers.list,
    adminDepartmentHandlers.create,
    adminDepartmentHandlers.order,
    adminDepartmentHandlers.update,
    adminDepartmentHandlers.remove,
  ],
  /** The store's discount codes (§11.14), kept in memory: put back with `resetMockDiscounts`. */
  adminDiscounts: [
    adminDiscountHandlers.list,
    adminDiscountHandlers.create,
    adminDiscountHandlers.one,
    adminDiscountHandlers.update,
    adminDiscountHandlers.end,
    adminDiscountHandlers.remove,
  ],
  /**
   * The store team's returns and exchanges (§10.7), kept in memory: put back with
   * `resetMockReturns`.
   */
  adminReturns: adminReturnBaseline,
  /** Uploaded photos' files (`/photos/…`): the fixture photo's own, stand-ins for the others. */
  photos: [photoFileHandlers.fixture, adminProductHandlers.photoFile],
  contact: [contactHandlers.default],
  /** A refund that needs the shopper's bank account (§10.6): its link's page, and a new link. */
  refunds: [refundHandlers.banks, refundHandlers.details, refundHandlers.send, refundHandlers.link],
}

export const allHandlers = Object.values(handlers).flat()
