import { z } from 'zod'
import { isDay } from '../shared/time.ts'
import { typedCount, typedNumber } from '../shared/typed-number.ts'
import { MAX_DEPARTMENT_SLUG_LENGTH } from '../shop/departments.ts'
import {
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_FIELD_TEXTS,
  DISCOUNT_KINDS,
  DISCOUNT_REFUSALS,
} from './discount-rules.ts'

/*
 * The schemas of discount codes (docs/product.md §11.14): the code a shopper types, the cart's
 * summary that prices it, the discount an order carries, and a code as the store team makes,
 * edits, pauses and ends it. The rules and words without zod are in discount-rules.ts.
 */

/** A code as typed: trimmed and upper-cased, then 3 to 20 letters and digits. */
export const DiscountCodeInput = z
  .string({ error: DISCOUNT_FIELD_TEXTS.invalid })
  .trim()
  .toUpperCase()
  .regex(DISCOUNT_CODE_PATTERN, DISCOUNT_FIELD_TEXTS.invalid)

/** What a code took off an order, as every screen, e-mail and receipt shows it. Naira. */
export const OrderDiscount = z.object({
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  /** Naira off the items. */
  itemsOff: z.number().nonnegative(),
  /** Naira of delivery waived (a free-delivery code); the order's delivery fee is then 0. */
  deliveryOff: z.number().nonnegative(),
  /** How it is written on the total, e.g. `ADIRE10 (10% off)`. */
  label: z.string(),
  /**
   * Beyond the original spec (§10.7): which of the order's lines the code took off, in the
   * order's item order, so a return's refund is priced the same on every screen
   * (`returnPricingOf`); absent, every line counts.
   */
  eligible: z.array(z.boolean()).optional(),
})
export type OrderDiscount = z.infer<typeof OrderDiscount>

/** Why a code was refused, and the shopper's words for it. */
export const DiscountRefusalAnswer = z.object({
  reason: z.enum(DISCOUNT_REFUSALS),
  message: z.string(),
})
export type DiscountRefusalAnswer = z.infer<typeof DiscountRefusalAnswer>

/** The limits of a code's terms. */
export const DISCOUNT_LIMITS = {
  maxAmount: 10_000_000,
  maxUses: 1_000_000,
  maxPerCustomer: 1_000,
  maxProducts: 200,
} as const

/** The words a code's calls refuse with (the store team's). */
export const DISCOUNT_ADMIN_MESSAGES = {
  code: DISCOUNT_FIELD_TEXTS.invalid,
  codeTaken: 'Another code already has this name',
  kind: 'Choose what the code takes off: a percentage, an amount or delivery',
  percent: 'A percentage is a whole number from 1 to 100',
  amount: 'Enter the naira the code takes off, like 5,000',
  minItems: 'Enter the smallest items total, like 20,000, or leave it empty',
  uses: 'Uses are a whole number of at least 1, or empty for no limit',
  perCustomer: 'Uses per customer are a whole number of at least 1, or empty for no limit',
  day: 'A day is written YYYY-MM-DD, like 2026-12-01',
  days: 'The last day must be on or after the first',
  department: 'Unknown department',
  product: 'No product has this id',
  notFound: 'No discount code has this id',
  usedTerms:
    'This code has been used: its kind and amount stay as they are. Make a new code instead.',
  usedDelete: 'This code has been used, so it can be ended but not deleted',
  ended: 'This code has ended; make a new one instead',
} as const

const Day = z.string().trim().refine(isDay, DISCOUNT_ADMIN_MESSAGES.day)

/** A code's terms as the team sets them (naira), for a new code or an edit. */
const DiscountTermsInput = z.object({
  kind: z.enum(DISCOUNT_KINDS, { error: DISCOUNT_ADMIN_MESSAGES.kind }),
  /** For `percent`. */
  percent: typedCount(DISCOUNT_ADMIN_MESSAGES.percent, { min: 1, max: 100 }).nullish(),
  /** For `amount`: naira off the items. */
  amount: typedNumber('naira', {
    format: DISCOUNT_ADMIN_MESSAGES.amount,
    decimals: DISCOUNT_ADMIN_MESSAGES.amount,
  })
    .pipe(
      z
        .number()
        .positive(DISCOUNT_ADMIN_MESSAGES.amount)
        .max(DISCOUNT_LIMITS.maxAmount, DISCOUNT_ADMIN_MESSAGES.amount),
    )
    .nullish(),
  /** Naira the items must come to; null for any total. */
  minItems: typedNumber('naira', {
    format: DISCOUNT_ADMIN_MESSAGES.minItems,
    decimals: DISCOUNT_ADMIN_MESSAGES.minItems,
  })
    .pipe(
      z
        .number()
        .nonnegative(DISCOUNT_ADMIN_MESSAGES.minItems)
        .max(DISCOUNT_LIMITS.maxAmount, DISCOUNT_ADMIN_MESSAGES.minItems),
    )
    .nullish(),
  departments: z.array(z.string().min(1).max(MAX_DEPARTMENT_SLUG_LENGTH)).max(40).optional(),
  productIds: z.array(z.string().min(1).max(64)).max(DISCOUNT_LIMITS.maxProducts).optional(),
  /** First and last day (Lagos), inclusive; null for no bound. */
  startsOn: Day.nullish(),
  endsOn: Day.nullish(),
  /** Uses in all; null for no limit. */
  maxUses: typedCount(DISCOUNT_ADMIN_MESSAGES.uses, {
    min: 1,
    max: DISCOUNT_LIMITS.maxUses,
  }).nullish(),
  /** Uses per customer (account); null for no limit. Default 1. */
  perCustomer: typedCount(DISCOUNT_ADMIN_MESSAGES.perCustomer, {
    min: 1,
    max: DISCOUNT_LIMITS.maxPerCustomer,
  }).nullish(),
  /** Only for a shopper with no paid order yet. */
  newCustomersOnly: z.boolean().optional(),
})

type TermsShape = Partial<z.infer<typeof DiscountTermsInput>>

/** The checks across fields: the kind's own figure, and days in order. */
function checkTerms(terms: TermsShape, ctx: z.RefinementCtx) {
  if (terms.kind === 'percent' && (terms.percent === null || terms.percent === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['percent'], message: DISCOUNT_ADMIN_MESSAGES.percent })
  }
  if (terms.kind === 'amount' && (terms.amount === null || terms.amount === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: DISCOUNT_ADMIN_MESSAGES.amount })
  }
  if (terms.startsOn && terms.endsOn && terms.endsOn < terms.startsOn) {
    ctx.addIssue({ code: 'custom', path: ['endsOn'], message: DISCOUNT_ADMIN_MESSAGES.days })
  }
}

export const DiscountCreateRequest = DiscountTermsInput.extend({
  code: DiscountCodeInput,
}).superRefine(checkTerms)
export type DiscountCreateRequest = z.infer<typeof DiscountCreateRequest>
export type DiscountCreateInput = z.input<typeof DiscountCreateRequest>

/**
 * A code edited: any of its terms, or paused (`paused`). Once used, its kind and its percentage
 * or amount stay (409, `usedTerms`).
 */
export const DiscountUpdateRequest = DiscountTermsInput.partial()
  .extend({ paused: z.boolean().optional() })
  .superRefine(checkTerms)
export type DiscountUpdateRequest = z.infer<typeof DiscountUpdateRequest>

/** Where a code stands now. */
export const DISCOUNT_STATES = ['scheduled', 'active', 'paused', 'ended'] as const
export type DiscountState = (typeof DISCOUNT_STATES)[number]

/** A code as the store team sees it: its terms, where it stands, and what it has done. */
export const AdminDiscount = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  percent: z.number().int().nullable(),
  /** Naira. */
  amount: z.number().nullable(),
  minItems: z.number().nullable(),
  departments: z.array(z.string()),
  productIds: z.array(z.string()),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  perCustomer: z.number().int().nullable(),
  newCustomersOnly: z.boolean(),
  state: z.enum(DISCOUNT_STATES),
  /** Uses confirmed by a payment (given back when an order is cancelled). */
  uses: z.number().int().nonnegative(),
  /** Uses held by payments under way. */
  held: z.number().int().nonnegative(),
  /** Naira it took off paid orders (items and delivery). */
  givenAway: z.number().nonnegative(),
  /** Naira those orders were paid. */
  sales: z.number().nonnegative(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
})
export type AdminDiscount = z.infer<typeof AdminDiscount>

/** One change of a code, for its history. */
export const DiscountChange = z.object({
  at: z.number().int(),
  by: z.string(),
  /** What changed, in words: `created`, `paused`, `ended`, `percent 10 → 15`... */
  what: z.string(),
})
export type DiscountChange = z.infer<typeof DiscountChange>

export const AdminDiscountsResponse = z.object({
  success: z.literal(true),
  /** Newest first. */
  discounts: z.array(AdminDiscount),
})
export type AdminDiscountsResponse = z.infer<typeof AdminDiscountsResponse>

export const AdminDiscountResponse = z.object({
  success: z.literal(true),
  discount: AdminDiscount,
  /** Newest first. */
  changes: z.array(DiscountChange),
})
export type AdminDiscountResponse = z.infer<typeof AdminDiscountResponse>
