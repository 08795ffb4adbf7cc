/*
 * The database's tables, one file per area of the store: drizzle-kit reads them from here to
 * write the migrations (apps/server/drizzle), and the code imports them from here.
 */
export * from './tables/accounts.ts'
export * from './tables/carts.ts'
export * from './tables/catalogue.ts'
export * from './tables/discounts.ts'
export * from './tables/messages.ts'
export * from './tables/orders.ts'
export * from './tables/refunds.ts'
export * from './tables/returns.ts'
export * from './tables/settings.ts'
export * from './tables/stock.ts'
