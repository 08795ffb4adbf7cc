// The mock server's stock (docs/product.md §11.6): the units in stock of each counted size and
// every change, per product. Apart from the handlers so that the catalogue's list (which filters
// by stock) and the stock's own calls (which need the catalogue's sizes) both read it without
// importing each other.
import {
  HISTORY_SHOWN,
  LOW_STOCK_THRESHOLD,
  type StockChange,
  type StockLevels,
} from '@adire/contract'
import { fixtureStock, fixtureStockHistory } from '../fixtures/stock.ts'

const stock = {
  levels: new Map(Object.entries(structuredClone(fixtureStock))),
  history: new Map(Object.entries(structuredClone(fixtureStockHistory))),
}

/** Puts the stock back: the fixtures' counts and changes, or those given. */
export function resetMockStock(
  levels: Record<string, StockLevels> = fixtureStock,
  history: Record<string, StockChange[]> = fixtureStockHistory,
): void {
  stock.levels = new Map(Object.entries(structuredClone(levels)))
  stock.history = new Map(Object.entries(structuredClone(history)))
}

/** A product's counted sizes and their units, as it is now (a copy). */
export function mockStock(id: string): StockLevels {
  return structuredClone(stock.levels.get(id) ?? {})
}

/** A product's stock changes, newest first, as many as the server answers with (a copy). */
export function mockStockHistory(id: string): StockChange[] {
  return structuredClone((stock.history.get(id) ?? []).slice(0, HISTORY_SHOWN))
}

/**
 * Whether the product has a counted size low on stock (1 to `LOW_STOCK_THRESHOLD`) or sold out
 * (0): the list's `stock` filter. Sizes never counted are neither.
 */
export function hasStockLevel(id: string, level: 'low' | 'soldout'): boolean {
  return Object.values(stock.levels.get(id) ?? {}).some((units) =>
    level === 'soldout' ? units === 0 : units >= 1 && units <= LOW_STOCK_THRESHOLD,
  )
}

/**
 * Whether every size of the product is counted and none has a unit left: what the server
 * tells of it (`soldOut` on the product). A product with a size never counted can still sell.
 */
export function isSoldOut(id: string, sizes: readonly string[]): boolean {
  const levels = stock.levels.get(id) ?? {}
  return sizes.length > 0 && sizes.every((size) => levels[size] === 0)
}

/**
 * Forgets the counts of sizes the product no longer has, as the server does in the save that
 * takes a size off: the size, added again later, starts uncounted.
 */
export function forgetRemovedSizes(id: string, sizes: readonly string[]): void {
  const levels = stock.levels.get(id)
  if (!levels) return
  for (const size of Object.keys(levels)) if (!sizes.includes(size)) delete levels[size]
}

/**
 * Sets the units of some sizes and records each size whose units change (or that is counted
 * for the first time), as the server does; says how many changed. Setting a size to the units
 * it has records nothing.
 */
export function setMockStock(
  id: string,
  levels: StockLevels,
  reason: StockChange['reason'],
  by: string,
  at: number,
): number {
  const before = stock.levels.get(id) ?? {}
  const changed = Object.entries(levels).filter(([size, units]) => before[size] !== units)
  if (changed.length === 0) return 0
  stock.levels.set(id, { ...before, ...Object.fromEntries(changed) })
  const changes = changed.map(
    ([size, quantity]): StockChange => ({
      size,
      delta: quantity - (before[size] ?? 0),
      quantity,
      reason,
      by,
      at,
    }),
  )
  // Newest first, as the server reads them back (by id, newest first): within one save, the
  // last size sent comes first.
  stock.history.set(id, [...changes.reverse(), ...(stock.history.get(id) ?? [])])
  return changed.length
}
