import { z } from 'zod'
import { withThousands } from '../shared/money.ts'
import { readNumber, typedCount } from '../shared/typed-number.ts'

/*
 * The units the store has of each size (docs/product.md §11.6). A size is counted once the
 * store team sets its stock; until then it is not tracked and always available, as every size
 * was before the store kept stock.
 */

/** Why the store team changed a size's stock. */
export const STOCK_REASONS = ['received', 'counted', 'correction'] as const
export type StockReason = (typeof STOCK_REASONS)[number]

/** Why stock changed by itself: a paid order took units, a cancelled one gave them back. */
export const STOCK_MOVES = ['sold', 'returned'] as const

/** The most units of one size the store counts: far beyond a clothing shop's shelf. */
export const MAX_STOCK = 100_000

export const STOCK_MESSAGES = {
  quantity: `Stock is a whole number from 0 to ${withThousands(MAX_STOCK)}`,
  reason: `Say why: ${STOCK_REASONS.join(', ')}`,
  unknownSize: (size: string) => `This product has no size ${size}`,
  nothing: 'Give the stock of at least one size',
} as const

/** A size's units, typed as any count is ("1,200", typed-number.ts) or sent as a number. */
const units = typedCount(STOCK_MESSAGES.quantity, { min: 0, max: MAX_STOCK })

/** Size → units in stock, for the sizes the store counts. */
export const StockLevels = z.record(z.string().min(1).max(20), units)
export type StockLevels = z.infer<typeof StockLevels>

/** `PUT /api/admin/products/:id/stock`: the units now in stock of some sizes, and why. */
export const StockUpdateRequest = z
  .object({
    stock: StockLevels.refine((levels) => Object.keys(levels).length > 0, STOCK_MESSAGES.nothing),
    reason: z.enum(STOCK_REASONS, { error: STOCK_MESSAGES.reason }),
  })
  .strict()
export type StockUpdateRequest = z.infer<typeof StockUpdateRequest>

/** One change of one size's stock: by how much, to what, why, who and when. */
export const StockChange = z.object({
  size: z.string(),
  delta: z.number().int(),
  quantity: z.number().int().nonnegative(),
  reason: z.enum([...STOCK_REASONS, ...STOCK_MOVES]),
  /** The store team member's e-mail, `command line`, or the order's reference. */
  by: z.string(),
  at: z.number().int().nonnegative(),
})
export type StockChange = z.infer<typeof StockChange>

/** Stock as a CSV cell: `S=3|M=0|L=5`, in the product's size order. */
export function formatStockCell(sizes: readonly string[], stock: StockLevels): string {
  return sizes
    .filter((size) => stock[size] !== undefined)
    .map((size) => `${size}=${stock[size]}`)
    .join('|')
}

/**
 * A CSV stock cell as levels; a message for a part that is not `size=units`, and for a size
 * counted twice (which of the two counts is right only the store team knows).
 */
export function parseStockCell(cell: string): { stock: StockLevels } | { error: string } {
  const stock: Record<string, number> = {}
  const parts = new Map<string, string>()
  for (const part of cell
    .split('|')
    .map((text) => text.trim())
    .filter(Boolean)) {
    const match = /^(.+?)\s*=\s*(.+)$/.exec(part)
    const size = match?.[1]?.trim()
    const read = readNumber(match?.[2] ?? '', 'count')
    const quantity = read.value ?? Number.NaN
    if (!size || !Number.isSafeInteger(quantity) || quantity < 0 || quantity > MAX_STOCK) {
      return {
        error: `"${part}" is not a size and its stock, like M=5 (${STOCK_MESSAGES.quantity})`,
      }
    }
    const first = parts.get(size)
    if (first !== undefined) return { error: `${size} is counted twice (${first} and ${part})` }
    parts.set(size, part)
    stock[size] = quantity
  }
  return { stock }
}

/** `GET` and `PUT /api/admin/products/:id/stock`: a product's stock, and its changes newest first. */
export const ProductStockResponse = z.object({
  success: z.literal(true),
  stock: StockLevels,
  /** Units of counted sizes held for shoppers paying now (not sold yet; free again if unpaid). */
  held: StockLevels,
  /** The store's low-stock threshold: a counted size with 1 to this many units is low. */
  lowStockThreshold: z.number().int().nonnegative(),
  history: z.array(StockChange),
})
export type ProductStockResponse = z.infer<typeof ProductStockResponse>

/**
 * `GET /api/products/:id/availability`: the sizes a shopper should be told about, by the units
 * left to sell (in stock less those held for shoppers paying): 0 is sold out; 1 to the store's
 * low-stock threshold is "Only N left". A size not listed has more, or is not counted.
 */
export const ProductAvailabilityResponse = z.object({
  success: z.literal(true),
  scarce: z.record(z.string(), z.number().int().nonnegative()),
})
export type ProductAvailabilityResponse = z.infer<typeof ProductAvailabilityResponse>
