// The package's one entry (`@adire/ui`), by feature: each folder's index says what it holds.

// The shopper's account, sign-in and orders.
export * from './account/index.ts'

// The store team's area: orders, products, stock, settings, inbox.
export * from './admin/index.ts'

// Helpers every feature uses: class names, the store's dates.
export { cn } from './lib/cn.ts'
export { formatOrderDate, formatOrderDateTime, STORE_TIME_ZONE } from './lib/dates.ts'

// Controls, fields and feedback that every feature builds with.
export * from './primitives/index.ts'

// The shop: home, collection, product, cart and paying.
export * from './shop/index.ts'

// The frame around every page: header, side menu, footer, chat link, the 404.
export * from './site/index.ts'
