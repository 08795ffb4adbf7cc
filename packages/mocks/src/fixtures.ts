// The mock server's data, one file per kind under fixtures/: the clock, the catalogue, the
// people, Ada's orders and refunds, the store team's orders and refunds, and its catalogue.

export { fixtureAddresses } from './fixtures/addresses.ts'
export {
  discountId,
  FIXTURE_DISCOUNT_IDS,
  fixtureDiscounts,
  type MockDiscount,
} from './fixtures/admin-discounts.ts'
export {
  fixtureHomeFresh,
  fixtureHomePartlySetUp,
  fixtureHomeWithWork,
} from './fixtures/admin-home.ts'
export { fixtureAdminOrdersWithReturns } from './fixtures/admin-order-returns.ts'
export { fixtureAdminOrders, toAdminOrder, toShopperOrder } from './fixtures/admin-orders.ts'
export {
  draftKaftan,
  fixtureAdminProducts,
  fixturePhotos,
  fixtureProductHistory,
  OTHER_ADMIN_EMAIL,
} from './fixtures/admin-products.ts'
export {
  fixtureAdminOrdersWithAttention,
  fixtureAttentionOrders,
} from './fixtures/admin-refund-attention.ts'
export { fixtureAdminOrdersWithRefunds, fixtureRefundOrders } from './fixtures/admin-refunds.ts'
export { FIXTURE_RETURN_IDS, fixtureAdminReturns, returnId } from './fixtures/admin-returns.ts'
export { FIXTURE_NOW } from './fixtures/clock.ts'
export { type FixtureCustomer, fixtureCustomers } from './fixtures/customers.ts'
export {
  FIXTURE_FREE_DELIVERY_OVER,
  fixtureDeliveryRules,
  fixtureDeliveryZones,
  fixtureStoreContact,
  NO_DELIVERY_CHARGE,
} from './fixtures/delivery.ts'
export {
  fixtureDiscountedOrder,
  fixtureFreeDeliveryOrder,
  MOCK_DISCOUNTS,
  type MockShopperCode,
  mockDiscountTerms,
} from './fixtures/discounts.ts'
export { fixtureMessages } from './fixtures/messages.ts'
export { ADMIN_USER, DEMO_ADDRESS, DEMO_USER } from './fixtures/people.ts'
export {
  FIXTURE_PHOTO,
  FIXTURE_PHOTO_PATH,
  FIXTURE_PHOTO_PATHS,
  FIXTURE_PHOTOS,
  type FixturePhoto,
} from './fixtures/product-photo.ts'
export {
  fixtureProduct,
  fixtureProducts,
  fixtureProductsWithPhotos,
  fixtureProductsWithSoldOut,
  PHOTO_FIXTURE_IDS,
  photographed,
  SOLD_OUT_FIXTURE_ID,
} from './fixtures/products.ts'
export {
  fixtureExpiredOrder,
  fixtureOrderHistory,
  fixtureOrders,
  fixtureRejectedTransferOrder,
  fixtureTransferOrder,
  fixtureUnderWayOrder,
} from './fixtures/shopper-orders.ts'
export { fixtureShopperRefunds } from './fixtures/shopper-refunds.ts'
export {
  FIXTURE_PICKUP_FEE,
  fixtureOrderReturns,
  fixtureShopperReturns,
  withReturns,
} from './fixtures/shopper-returns.ts'
export { fixtureStock, fixtureStockHistory } from './fixtures/stock.ts'
