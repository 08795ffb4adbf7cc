// The API contract: schemas built with zod, and the rules and texts the storefront, the machines
// and the server share. The browser loads zod with its first form check or API call, never with
// a first visit, so what a page needs before that (limits, messages, prices, fees) lives in the
// `*-rules.ts` modules, which import no zod. `npm run bench -- --only bundle` counts first-visit
// files holding zod: 0 on every page.
export * from './account.ts'
export * from './account-rules.ts'
export * from './addresses.ts'
export * from './addresses-rules.ts'
export * from './api.ts'
export * from './cart.ts'
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
} from './cart-rules.ts'
export * from './catalogue.ts'
export * from './categories.ts'
export * from './contact.ts'
export * from './delivery.ts'
export * from './delivery-rules.ts'
export * from './disputes.ts'
export * from './disputes-rules.ts'
export * from './errors.ts'
export * from './errors-rules.ts'
export * from './faq.ts'
export * from './form-errors.ts'
export * from './meta-for-path.ts'
export * from './money.ts'
export * from './order.ts'
export * from './order-price.ts'
export * from './order-refusals.ts'
export * from './order-rules.ts'
export * from './paging.ts'
export * from './payment-channels.ts'
export * from './photo-paths.ts'
export * from './photos.ts'
export * from './product-admin.ts'
export * from './refund-details.ts'
export * from './refund-details-rules.ts'
export * from './routes.ts'
export * from './seo.ts'
export * from './sessions.ts'
export * from './settings.ts'
export * from './size-order.ts'
export * from './state-postcodes.ts'
export * from './static-page-meta.ts'
export * from './stock.ts'
export * from './stock-rules.ts'
export * from './store.ts'
export * from './store-contact.ts'
export * from './store-contact-rules.ts'
export * from './text.ts'
export * from './time.ts'
export * from './users.ts'
