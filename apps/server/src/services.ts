import path from 'node:path'
import {
  DEFAULT_STORE_SETTINGS,
  DELIVERY_FEE,
  LOW_STOCK_THRESHOLD,
  MINUTE_MS,
} from '@adire/contract'
import { BackgroundTasks } from './background.ts'
import { CartService } from './cart/service.ts'
import { type Clock, systemClock } from './clock.ts'
import type { Config } from './config.ts'
import { ContactInbox } from './contact/service.ts'
import { Customers } from './customers/customers.ts'
import type { Database, DatabaseHandle } from './db/client.ts'
import { DiscountCodes } from './discounts/codes.ts'
import { DiscountUses } from './discounts/uses.ts'
import { StoreHome } from './home/store-home.ts'
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from './http/rate-limit.ts'
import { RedisRateLimitStore } from './http/redis-rate-limit.ts'
import { createMailer, type Mailer } from './mail/mailer.ts'
import { MailQueue } from './mail/queue.ts'
import { ORDER_LIMITS } from './orders/limits.ts'
import { OrderService } from './orders/service.ts'
import { createGateway, type PaymentGateway, type PaystackKeys } from './payments/gateway.ts'
import { DatabasePhotoStore } from './photos/database-store.ts'
import { PhotoService, photoStoreFor } from './photos/service.ts'
import type { PhotoStore } from './photos/store.ts'
import { StoreDepartments } from './products/departments.ts'
import { ProductDetails } from './products/details.ts'
import { ProductEditor } from './products/editor.ts'
import { FeaturedProducts } from './products/featured.ts'
import { ProductListCache } from './products/product-list.ts'
import { ProductSearch } from './products/search.ts'
import { ProductStock } from './products/stock.ts'
import { DEFAULT_HOLD_MS, StockHolds } from './products/stock-holds.ts'
import { Returns } from './returns/returns.ts'
import { StoreSettingsService } from './store/settings.ts'
import { AccountProfile } from './users/account.ts'
import { AddressBook } from './users/addresses.ts'
import { DataRights } from './users/data-rights.ts'
import { PasswordHasher } from './users/passwords.ts'
import { UserService } from './users/service.ts'
import { SessionStore } from './users/sessions.ts'
import { loadAuthSecret, TokenHasher } from './users/tokens.ts'

/** Everything the routes work with, built in one place from the configuration. */
export interface Services {
  db: Database
  /**
   * The database answers one statement at a time for the whole process (the embedded
   * database): long work, such as a products import, leaves it to requests between its steps.
   */
  oneConnection: boolean
  /** The catalogue as one list, read once and kept until `invalidate()`. */
  catalogue: ProductListCache
  /** The catalogue a page at a time: filtered, searched and sorted in the database. */
  productSearch: ProductSearch
  /** One product and its related products, for a product page. */
  productDetails: ProductDetails
  /** The home page's products: the newest, the newest bestsellers, the newest of each category. */
  featuredProducts: FeaturedProducts
  /** The store team's catalogue: products created, saved and archived, with their history. */
  productEditor: ProductEditor
  /** The units in stock of each size the store counts, and every change of them. */
  productStock: ProductStock
  /** The shop's departments, added, renamed, ordered and removed by the team (§11.13). */
  departments: StoreDepartments
  /** The team's discount codes, made, edited, paused and ended (§11.14). */
  discountCodes: DiscountCodes
  /** Units held while shoppers pay, sold once, given back on cancelling (ADR 025). */
  stockHolds: StockHolds
  /** Returns and size exchanges, asked for by shoppers and handled by the team (§10.7). */
  returns: Returns
  contact: ContactInbox
  /** The store team's customers: accounts that ordered, their orders and money (§11.12). */
  customers: Customers
  cart: CartService
  /** The owner's product photos: uploads processed and kept, their files served (ADR 023). */
  photos: PhotoService
  orders: OrderService
  gateway: PaymentGateway
  /** The settings the team changes while the store runs (store/settings.ts). */
  storeSettings: StoreSettingsService
  /** The store team's Home: the figures, the work waiting and the setup (docs/product.md §11.10). */
  storeHome: StoreHome
  users: UserService
  /** Each shopper's saved delivery addresses. */
  addressBook: AddressBook
  /** The shopper's name, and a change of e-mail waiting for its confirmation. */
  profile: AccountProfile
  /** The shopper's data to take away, and the account's erasure. */
  dataRights: DataRights
  sessions: SessionStore
  limiter: RateLimiter
  /** E-mails that must not be lost, sent after the change they tell of commits. */
  mail: MailQueue
  background: BackgroundTasks
  /** The store's public address: canonical URLs, the sitemap, links in e-mails. */
  publicUrl: string
  /** Reverse proxies whose X-Forwarded-For is trusted. */
  trustedProxies: number
  /** Other sites allowed to call the API from a browser. */
  corsOrigins: string[]
  /** If set, only these addresses may post Paystack webhooks. */
  webhookIps: string[] | undefined
  /** Orders placed or paid again per account in `ORDER_LIMITS`' window (ORDER_LIMIT_PER_ACCOUNT). */
  orderLimitPerAccount: number
  /** Releases what the services hold open (the shared rate-limit store). */
  close(): Promise<void>
}

export interface ServiceOptions {
  db: Database
  /** See `Services.oneConnection`. @defaultValue false */
  oneConnection?: boolean
  publicUrl: string
  /** Keys stored tokens (see users/tokens.ts). */
  authSecret: Buffer
  mailer: Mailer
  clock?: Clock
  rateLimitStore?: RateLimitStore
  passwords?: PasswordHasher
  trustedProxies?: number
  /** Naira added to every order, until the team sets another fee. @defaultValue DELIVERY_FEE (0) */
  deliveryFee?: number
  /** Real Paystack; without keys payments go to the built-in emulator. */
  paystack?: PaystackKeys | undefined
  /** Seconds between the emulator's webhook retries (tests shorten them). */
  webhookRetrySeconds?: readonly number[]
  /** Seconds the emulator keeps a refund pending (tests shorten it). */
  refundSeconds?: number
  /** Seconds the emulator's bank transfers take to land. */
  transferSeconds?: number
  corsOrigins?: string[]
  webhookIps?: string[] | undefined
  /** @defaultValue ORDER_LIMITS.paymentsPerAccount.limit */
  orderLimitPerAccount?: number
  /** Send refunds as they are recorded (see `RefundDependencies`). @defaultValue true */
  sendsRefunds?: boolean
  /** How long a started payment holds its units. @defaultValue DEFAULT_HOLD_MS (30 minutes) */
  stockHoldMs?: number
  /** At or below this many units a counted size is low. @defaultValue LOW_STOCK_THRESHOLD (3) */
  lowStockThreshold?: number
  /** Where photo files are kept. @defaultValue in the database (`DatabasePhotoStore`) */
  photoStore?: PhotoStore
}

/** Builds the services. Tests call it directly with their own mailer, clock and hasher. */
export function createServices({
  db,
  oneConnection = false,
  publicUrl,
  authSecret,
  mailer,
  clock = systemClock,
  rateLimitStore = new MemoryRateLimitStore(),
  passwords = new PasswordHasher(),
  trustedProxies = 0,
  deliveryFee = DELIVERY_FEE,
  paystack,
  webhookRetrySeconds,
  refundSeconds,
  transferSeconds,
  corsOrigins = [],
  webhookIps,
  orderLimitPerAccount = ORDER_LIMITS.paymentsPerAccount.limit,
  sendsRefunds = true,
  photoStore = new DatabasePhotoStore(db),
  stockHoldMs = DEFAULT_HOLD_MS,
  lowStockThreshold = LOW_STOCK_THRESHOLD,
}: ServiceOptions): Services {
  const tokens = new TokenHasher(authSecret)
  const sessions = new SessionStore(db, tokens, clock)
  const background = new BackgroundTasks()
  const mail = new MailQueue({ db, mailer, clock, background })
  const gateway = createGateway({
    keys: paystack,
    publicUrl,
    background,
    clock,
    ...(webhookRetrySeconds ? { webhookRetrySeconds } : {}),
    ...(refundSeconds !== undefined ? { refundSeconds } : {}),
    ...(transferSeconds !== undefined ? { transferSeconds } : {}),
  })
  const catalogue = new ProductListCache(db)
  // What the environment says seeds the settings the first time a store starts.
  const storeSettings = new StoreSettingsService({
    db,
    clock,
    seed: {
      ...DEFAULT_STORE_SETTINGS,
      deliveryFee,
      lowStockThreshold,
      paymentHoldMinutes: stockHoldMs / MINUTE_MS,
    },
  })
  const stockHolds = new StockHolds({ clock, settings: storeSettings })
  const discountUses = new DiscountUses(stockHolds)
  const photos = new PhotoService({ db, store: photoStore, clock })
  const orders = new OrderService({
    db,
    gateway,
    mail,
    clock,
    background,
    publicUrl,
    settings: storeSettings,
    sendsRefunds,
    stock: stockHolds,
    discounts: discountUses,
    tokens,
    photos,
  })
  const addressBook = new AddressBook({ db })
  const profile = new AccountProfile({ db, passwords, tokens, mailer, mail, clock, publicUrl })
  return {
    db,
    oneConnection,
    catalogue,
    productEditor: new ProductEditor(db, catalogue, storeSettings),
    productStock: new ProductStock(db, clock, storeSettings),
    departments: new StoreDepartments(db, catalogue),
    discountCodes: new DiscountCodes(db, clock),
    stockHolds,
    returns: new Returns({
      db,
      clock,
      mail,
      publicUrl,
      settings: storeSettings,
      refunds: orders.refunds,
      stock: stockHolds,
    }),
    productSearch: new ProductSearch(db),
    productDetails: new ProductDetails(db),
    featuredProducts: new FeaturedProducts(db),
    contact: new ContactInbox({ db, mail, settings: storeSettings, clock }),
    customers: new Customers({ db, addressBook }),
    cart: new CartService(db, stockHolds),
    photos,
    orders,
    gateway,
    storeSettings,
    storeHome: new StoreHome({ db, clock, settings: storeSettings, gateway }),
    users: new UserService({
      db,
      passwords,
      sessions,
      tokens,
      mailer,
      mail,
      clock,
      publicUrl,
    }),
    addressBook,
    profile,
    dataRights: new DataRights({
      db,
      passwords,
      clock,
      profile,
      addressBook,
      orders: orders.reads,
    }),
    sessions,
    limiter: new RateLimiter(rateLimitStore, clock),
    mail,
    background,
    publicUrl,
    trustedProxies,
    corsOrigins,
    webhookIps,
    orderLimitPerAccount,
    close: async () => {
      if (rateLimitStore instanceof RedisRateLimitStore) await rateLimitStore.close()
    },
  }
}

/** The services of a running server, from its configuration; says where mail and secrets go. */
export function servicesFromConfig(
  config: Config,
  database: DatabaseHandle,
  options: Pick<ServiceOptions, 'sendsRefunds' | 'oneConnection'> = {},
): Services {
  const { secret, source } = loadAuthSecret(config.authSecret, config.dataDir)
  if (source !== 'AUTH_SECRET' && config.production) {
    console.warn(
      `[server] AUTH_SECRET is not set: sessions are keyed by ${source}. Set AUTH_SECRET (the same on every server) when several servers share a database.`,
    )
  }
  const outboxDir = path.join(config.dataDir, 'outbox')
  if (!config.smtpUrl && config.production) {
    console.warn(`[server] SMTP_URL is not set: e-mails are not sent but written to ${outboxDir}.`)
  }
  return createServices({
    db: database.db,
    oneConnection: database.kind === 'pglite',
    photoStore: photoStoreFor(database, config.dataDir),
    publicUrl: config.publicUrl,
    authSecret: secret,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir, from: config.mailFrom }),
    trustedProxies: config.trustedProxies,
    deliveryFee: config.deliveryFee,
    paystack: config.paystack,
    transferSeconds: config.emulatorTransferSeconds,
    ...(config.redisUrl ? { rateLimitStore: new RedisRateLimitStore(config.redisUrl) } : {}),
    corsOrigins: config.corsOrigins,
    webhookIps: config.webhookIps,
    orderLimitPerAccount: config.orderLimitPerAccount,
    stockHoldMs: config.stockHoldMs,
    lowStockThreshold: config.lowStockThreshold,
    ...options,
  })
}
