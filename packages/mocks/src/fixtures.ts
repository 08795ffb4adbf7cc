// The mock server's data, one file per kind under fixtures/: the clock, the catalogue, the
// people, Ada's orders and refunds, and the store team's orders and refunds.
export { fixtureAdminOrders, toAdminOrder, toShopperOrder } from './fixtures/admin-orders.ts'
export { fixtureAdminOrdersWithRefunds, fixtureRefundOrders } from './fixtures/admin-refunds.ts'
export { FIXTURE_NOW } from './fixtures/clock.ts'
export { ADMIN_USER, DEMO_USER } from './fixtures/people.ts'
export { fixtureProduct, fixtureProducts } from './fixtures/products.ts'
export {
  fixtureExpiredOrder,
  fixtureOrderHistory,
  fixtureOrders,
} from './fixtures/shopper-orders.ts'
export { fixtureShopperRefunds } from './fixtures/shopper-refunds.ts'
