/*
 * The store team's Home (docs/product.md §11.10): the day, week and month in Lagos time, the
 * work waiting, sizes running out, best sellers and the store's setup; and the small counts the
 * admin shell polls to show new paid orders without a reload. Every figure is computed by the
 * server in kobo; answers are in naira.
 */
import { z } from 'zod'
import { nextStatuses, ORDER_STATUSES, type OrderStatus } from '../orders/order-rules.ts'

/**
 * Orders to pack: paid and still before Shipped, as `nextStatuses` has it (an order that can
 * still be marked Shipped, and is not waiting for its payment).
 */
export const TO_PACK_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => status !== 'Awaiting payment' && nextStatuses(status).includes('Shipped'),
)

/** The periods Home compares, each with the one before it (docs/product.md §11.10). */
export const HOME_PERIODS = ['today', 'week', 'month'] as const
export type HomePeriod = (typeof HOME_PERIODS)[number]

/** How many best-selling products Home lists per period, and sizes running out. */
export const HOME_LIMITS = { bestSellers: 5, stockAlerts: 12 } as const

/**
 * Whether test payments (made through the built-in emulator: no money moved) count in the
 * figures. Left out unless asked for.
 */
export const AdminHomeQuery = z.object({
  tests: z
    .enum(['exclude', 'include'], { error: 'tests is exclude or include' })
    .default('exclude'),
})
export type AdminHomeQuery = z.infer<typeof AdminHomeQuery>

/** Paid sales of a stretch of time: refunded money taken off, in naira. */
export const SalesFigures = z.object({
  /** Money kept for the orders paid in it: what they paid, less what went back. */
  sales: z.number(),
  /** Orders paid in it and not refunded in full. */
  orders: z.number().int(),
  /** `sales / orders`, to the kobo; 0 without orders. */
  average: z.number(),
})
export type SalesFigures = z.infer<typeof SalesFigures>

/** A period so far, and the same length of the period before it. */
export const PeriodFigures = z.object({
  period: z.enum(HOME_PERIODS),
  /** Where the period starts and the figures stop (now), epoch milliseconds. */
  from: z.number().int(),
  to: z.number().int(),
  current: SalesFigures,
  previous: SalesFigures,
})
export type PeriodFigures = z.infer<typeof PeriodFigures>

/** A size low on stock (1 to the threshold) or sold out (0), with its product. */
export const StockAlert = z.object({
  productId: z.string(),
  name: z.string(),
  size: z.string(),
  units: z.number().int(),
})
export type StockAlert = z.infer<typeof StockAlert>

/** A product among the period's best sellers, with the sizes that sold. */
export const BestSeller = z.object({
  productId: z.string(),
  name: z.string(),
  units: z.number().int(),
  sales: z.number(),
  sizes: z.array(z.object({ size: z.string(), units: z.number().int() })),
})
export type BestSeller = z.infer<typeof BestSeller>

/** The setup checklist's steps, in the order Home lists them. */
export const SETUP_STEPS = [
  'storeEmail',
  'contact',
  'deliveryZones',
  'payments',
  'productPhoto',
] as const
export type SetupStep = (typeof SETUP_STEPS)[number]

export const AdminHomeResponse = z.object({
  success: z.literal(true),
  /** When the figures were read, epoch milliseconds. */
  at: z.number().int(),
  /** Whether test payments are in the figures, and how many test-paid orders this month. */
  testPayments: z.object({ included: z.boolean(), thisMonth: z.number().int() }),
  periods: z.array(PeriodFigures),
  work: z.object({
    /** Paid orders not shipped yet (`TO_PACK_STATUSES`). */
    toPack: z.number().int(),
    /** Bank transfers under way: the shopper has sent, or is sending, the money. */
    transfersUnderWay: z.number().int(),
    transfersUnderWayAmount: z.number(),
    /** Orders with a refund Paystack failed: the team tries it again. */
    refundsFailed: z.number().int(),
    /** Orders with a refund waiting for the shopper's bank account a week or more. */
    refundsUnanswered: z.number().int(),
    unreadMessages: z.number().int(),
    /** Returns the shopper asked for, waiting for the team to approve or decline. */
    returnsToDecide: z.number().int(),
    /** Returns received, with a line still to refund or an exchange still to ship. */
    returnsToSettle: z.number().int(),
  }),
  /** Sizes at or below the low-stock threshold, sold out first. */
  stock: z.object({
    lowStockThreshold: z.number().int(),
    lowCount: z.number().int(),
    soldOutCount: z.number().int(),
    alerts: z.array(StockAlert),
  }),
  bestSellers: z.object({
    today: z.array(BestSeller),
    week: z.array(BestSeller),
    month: z.array(BestSeller),
  }),
  /** Each step of setting the store up, done or not; payments say how they are taken. */
  setup: z.object({
    steps: z.array(z.object({ step: z.enum(SETUP_STEPS), done: z.boolean() })),
    payments: z.enum(['paystack', 'emulator']),
  }),
})
export type AdminHomeResponse = z.infer<typeof AdminHomeResponse>

/** What the admin shell polls: the navigation's counts and the newest paid order. */
export const AdminCountsResponse = z.object({
  success: z.literal(true),
  toPack: z.number().int(),
  unreadMessages: z.number().int(),
  newestPaid: z
    .object({ reference: z.string(), orderNumber: z.number().int(), at: z.number().int() })
    .nullable(),
})
export type AdminCountsResponse = z.infer<typeof AdminCountsResponse>

/** How often the admin shell asks for the counts while its tab is in view. */
export const ADMIN_COUNTS_POLL_MS = 10_000
