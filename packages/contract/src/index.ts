// The API contract: schemas built with zod, and the rules and texts the storefront, the machines
// and the server share. The browser loads zod with its first form check or API call, never with
// a first visit, so what a page needs before that (limits, messages, prices, fees) lives in the
// `*-rules.ts` modules, which import no zod. `npm run bench -- --only bundle` counts first-visit
// files holding zod: 0 on every page.
export * from './account/account.ts'
export * from './account/account-rules.ts'
export * from './account/addresses.ts'
export * from './account/addresses-rules.ts'
export * from './account/sessions.ts'
export * from './account/state-postcodes.ts'
export * from './account/users.ts'
export * from './admin/customers.ts'
export * from './admin/exports.ts'
export * from './admin/exports-rules.ts'
export * from './admin/home.ts'
export * from './admin/photos.ts'
export * from './admin/product-admin.ts'
export * from './admin/product-state.ts'
export * from './admin/settings.ts'
export * from './admin/stock.ts'
export * from './api.ts'
export * from './orders/delivery.ts'
export * from './orders/delivery-rules.ts'
export * from './orders/discount-rules.ts'
export * from './orders/discounts.ts'
export * from './orders/disputes.ts'
export * from './orders/disputes-rules.ts'
export * from './orders/order.ts'
export * from './orders/order-price.ts'
export * from './orders/order-refusals.ts'
export * from './orders/order-rules.ts'
export * from './orders/payment-channels.ts'
export * from './orders/refund-details.ts'
export * from './orders/refund-details-rules.ts'
export * from './orders/return-pricing.ts'
export * from './orders/return-rules.ts'
export * from './orders/returns.ts'
export * from './orders/shipping.ts'
export * from './shared/errors.ts'
export * from './shared/errors-rules.ts'
export * from './shared/form-errors.ts'
export * from './shared/money.ts'
export * from './shared/paging.ts'
export * from './shared/routes.ts'
export * from './shared/text.ts'
export * from './shared/time.ts'
export * from './shared/typed-number.ts'
export * from './shop/cart.ts'
// The CartData type comes with its schema from cart.ts.
export {
  CART_MESSAGES,
  type CartLine,
  capQuantity,
  cartCount,
  cartEntries,
  cartLines,
  isLineQuantity,
  MAX_LINE_QUANTITY,
  readCartData,
  sizeNotOffered,
  withAdded,
  withQuantity,
} from './shop/cart-rules.ts'
export * from './shop/catalogue.ts'
export * from './shop/categories.ts'
export * from './shop/departments.ts'
export * from './shop/faq.ts'
export * from './shop/meta-for-path.ts'
export * from './shop/photo-paths.ts'
export * from './shop/seo.ts'
export * from './shop/size-order.ts'
export * from './shop/static-page-meta.ts'
export * from './shop/stock-rules.ts'
export * from './store/contact.ts'
export * from './store/store.ts'
export * from './store/store-contact.ts'
export * from './store/store-contact-rules.ts'
