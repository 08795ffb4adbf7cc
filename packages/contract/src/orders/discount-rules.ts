/*
 * Discount codes (docs/product.md §11.14, ADR 042): what a code takes off an order, why one is
 * refused, and each line's share of what it took off. The cart, the checkout, the mocks and the
 * server price with these functions (through `priceOrder`), so a code is worth the same kobo on
 * every screen, e-mail and charge. No zod here: the cart's first visit prices its lines.
 */
import { formatNaira, koboToNaira, lineKobo, type PricedLine } from '../shared/money.ts'
import { DAY_MS, lagosDayStart } from '../shared/time.ts'

/** What a code takes off: a percentage of its items, naira off its items, or the delivery fee. */
export const DISCOUNT_KINDS = ['percent', 'amount', 'freeDelivery'] as const
export type DiscountKind = (typeof DISCOUNT_KINDS)[number]

/** A code is 3 to 20 letters and digits, matched whatever their case (`adire10` is `ADIRE10`). */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9]{3,20}$/
export const MAX_DISCOUNT_CODE_LENGTH = 20

/** The one form a code is kept, matched and shown in. */
export const normaliseDiscountCode = (typed: string) => typed.trim().toUpperCase()

/**
 * A code as typed, in its one form, or undefined when it cannot be a code: what
 * `DiscountCodeInput` accepts, without zod, so the cart's code field needs no schema library
 * on the cart's first visit.
 */
export function typedDiscountCode(typed: string): string | undefined {
  const code = normaliseDiscountCode(typed)
  return DISCOUNT_CODE_PATTERN.test(code) ? code : undefined
}

/**
 * A code's terms, as pricing reads them. Amounts in kobo; the dates, uses and customers are
 * the server's to judge (`discountRefusalAt` for the dates), since only it knows who is asking.
 */
export interface DiscountTerms {
  code: string
  kind: DiscountKind
  /** For `percent`: 1 to 100. */
  percent?: number | null
  /** For `amount`: kobo off the items (never more than they come to). */
  amountKobo?: number | null
  /** The items must come to at least this (kobo, before the discount); null for any total. */
  minItemsKobo?: number | null
  /** Only items of these departments (ids) count; empty or absent: every department. */
  departments?: readonly string[] | null
  /** Only these products count; empty or absent: every product. */
  productIds?: readonly string[] | null
}

/** An order's line as a code judges it: its price, and what it is. */
export interface DiscountableLine extends PricedLine {
  productId?: string
  category?: string
}

/** Why a code does not apply, as the shopper is told (`discountRefusalMessage`). */
export const DISCOUNT_REFUSALS = [
  /** No code by this name. */
  'unknown',
  /** Its first day is still to come. */
  'notStarted',
  /** Its last day is past, the team ended it, or paused it. */
  'ended',
  /** The items come to less than its minimum. */
  'minimum',
  /** The shopper has used it as many times as each customer may. */
  'usedAlready',
  /** For a first order, and the shopper has a paid one. */
  'newCustomersOnly',
  /** None of the cart's items is one it applies to. */
  'notForTheseItems',
  /** Every use it allows is taken (paid, or held by a payment under way). */
  'usedUp',
  /** Limited per customer or to new customers, and the shopper is not signed in. */
  'signIn',
] as const
export type DiscountRefusalReason = (typeof DISCOUNT_REFUSALS)[number]

export interface DiscountRefusal {
  reason: DiscountRefusalReason
  code: string
  /** For `minimum`: kobo the items still need. */
  shortKobo?: number
  /** For `minimum`: the code's minimum, kobo. */
  minItemsKobo?: number
  /** For `notStarted`: its first day, YYYY-MM-DD. */
  startsOn?: string
}

/** The words a shopper is told why a code does not apply. */
export function discountRefusalMessage(refusal: DiscountRefusal): string {
  const { code } = refusal
  switch (refusal.reason) {
    case 'unknown':
      return `We don’t know the code ${code}. Check it and try again.`
    case 'notStarted':
      return `${code} starts on ${refusal.startsOn ?? 'a later day'}.`
    case 'ended':
      return `${code} has ended.`
    case 'minimum':
      return `Add ${formatNaira(koboToNaira(refusal.shortKobo ?? 0))} more to use ${code}: it needs items of ${formatNaira(koboToNaira(refusal.minItemsKobo ?? 0))} or more.`
    case 'usedAlready':
      return `You have already used ${code}.`
    case 'newCustomersOnly':
      return `${code} is for a first order only.`
    case 'notForTheseItems':
      return `${code} does not apply to the items in your cart.`
    case 'usedUp':
      return `All uses of ${code} have been taken.`
    case 'signIn':
      return `Log in to use ${code}: it is limited per customer.`
  }
}

/** The words of the code field itself (cart and checkout). */
export const DISCOUNT_FIELD_TEXTS = {
  label: 'Discount code',
  apply: 'Apply',
  applying: 'Applying…',
  remove: 'Remove',
  invalid: 'A code is 3 to 20 letters and digits',
  /** The cart changed so the code no longer applies: it is taken off, and why is said. */
  removed: (why: string) => `Your code was removed. ${why}`,
  freeDelivery: 'Free delivery',
} as const

/** What a code takes off an order that it applies to. */
export interface AppliedDiscount {
  code: string
  kind: DiscountKind
  /** Kobo off the items. */
  itemsOffKobo: number
  /** Kobo of delivery waived (a free-delivery code): the fee the zone would have charged. */
  deliveryOffKobo: number
  /** Which lines it applies to, in the order's line order. */
  eligible: readonly boolean[]
}

/** Whether a code's terms take in this line. */
export function appliesToLine(terms: DiscountTerms, line: DiscountableLine): boolean {
  const departments = terms.departments ?? []
  const products = terms.productIds ?? []
  if (departments.length === 0 && products.length === 0) return true
  return (
    (line.category !== undefined && departments.includes(line.category)) ||
    (line.productId !== undefined && products.includes(line.productId))
  )
}

/**
 * What a code takes off the items (the delivery part is priced with the delivery quote, in
 * `priceOrder`), or why it does not apply to them. Rounding is stated here, once: a percentage
 * is of the eligible items' kobo, rounded down to the kobo, so the shopper never gets more than
 * the percentage and the store never charges a fraction of a kobo; a naira amount is capped at
 * what the eligible items come to, so no order goes below ₦0.
 */
export function discountOnItems(
  terms: DiscountTerms,
  lines: readonly DiscountableLine[],
): Omit<AppliedDiscount, 'deliveryOffKobo'> | DiscountRefusal {
  const itemsKobo = lines.reduce((sum, line) => sum + lineKobo(line), 0)
  const minItemsKobo = terms.minItemsKobo ?? 0
  if (itemsKobo < minItemsKobo) {
    return {
      reason: 'minimum',
      code: terms.code,
      shortKobo: minItemsKobo - itemsKobo,
      minItemsKobo,
    }
  }
  const eligible = lines.map((line) => appliesToLine(terms, line))
  const eligibleKobo = lines.reduce(
    (sum, line, index) => sum + (eligible[index] ? lineKobo(line) : 0),
    0,
  )
  if (eligibleKobo === 0) return { reason: 'notForTheseItems', code: terms.code }
  const itemsOffKobo =
    terms.kind === 'percent'
      ? Math.floor((eligibleKobo * Math.min(100, Math.max(0, terms.percent ?? 0))) / 100)
      : terms.kind === 'amount'
        ? Math.min(eligibleKobo, Math.max(0, terms.amountKobo ?? 0))
        : 0
  return { code: terms.code, kind: terms.kind, itemsOffKobo, eligible }
}

export const isDiscountRefusal = (
  outcome: Omit<AppliedDiscount, 'deliveryOffKobo'> | DiscountRefusal,
): outcome is DiscountRefusal => 'reason' in outcome

/**
 * Each line's share of `itemsOffKobo` (kobo), for a refund of some lines: in proportion to
 * what each eligible line costs, the kobo left by rounding down handed out one by one to the
 * lines with the largest remainders (then the earliest), so the shares add up to exactly
 * `itemsOffKobo`. Lines the code does not apply to get 0.
 */
export function discountShares(
  lines: readonly PricedLine[],
  eligible: readonly boolean[],
  itemsOffKobo: number,
): number[] {
  const costs = lines.map((line, index) => (eligible[index] ? lineKobo(line) : 0))
  const total = costs.reduce((sum, kobo) => sum + kobo, 0)
  if (total === 0 || itemsOffKobo <= 0) return costs.map(() => 0)
  const exact = costs.map((kobo) => (kobo * itemsOffKobo) / total)
  const shares = exact.map(Math.floor)
  let left = itemsOffKobo - shares.reduce((sum, kobo) => sum + kobo, 0)
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .filter(({ index }) => costs[index] !== 0)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left === 0) break
    shares[index] = (shares[index] ?? 0) + 1
    left -= 1
  }
  return shares
}

/**
 * What a refund of `quantity` units of line `index` gives back (kobo): those units' price less
 * their share of the discount, never more than the line was paid.
 */
export function lineRefundKobo(
  lines: readonly PricedLine[],
  eligible: readonly boolean[],
  itemsOffKobo: number,
  index: number,
  quantity: number,
): number {
  const line = lines[index]
  if (!line || quantity <= 0) return 0
  const units = Math.min(quantity, line.quantity)
  const paid = lineKobo(line) - (discountShares(lines, eligible, itemsOffKobo)[index] ?? 0)
  // The whole line: exactly what it was paid. Part of it: its units' share, rounded down.
  return units === line.quantity ? paid : Math.floor((paid * units) / line.quantity)
}

/** A code's days (Lagos), as the team sets them; null for no bound. */
export interface DiscountDays {
  startsOn?: string | null
  endsOn?: string | null
}

/** Whether the code runs at `now`: not before its first day, not after its last (inclusive). */
export function discountDaysRefusal(
  code: string,
  { startsOn, endsOn }: DiscountDays,
  now: number,
): DiscountRefusal | undefined {
  if (startsOn && now < lagosDayStart(startsOn)) return { reason: 'notStarted', code, startsOn }
  if (endsOn && now >= lagosDayStart(endsOn) + DAY_MS) return { reason: 'ended', code }
  return undefined
}

/** How a code is shown on an order's total: `ADIRE10 (10% off)`. */
export function discountLabel(discount: {
  code: string
  kind: DiscountKind
  percent?: number | null
  amount?: number | null
}): string {
  switch (discount.kind) {
    case 'percent':
      return `${discount.code} (${discount.percent ?? 0}% off)`
    case 'amount':
      return `${discount.code} (${formatNaira(discount.amount ?? 0)} off)`
    case 'freeDelivery':
      return `${discount.code} (${DISCOUNT_FIELD_TEXTS.freeDelivery.toLowerCase()})`
  }
}
