/*
 * Numbers as people write them (issue 44): the one rule for every amount of naira and every
 * count the store team types, on the screens, on the command line, in a CSV and in the
 * environment. "50,000", "50000" and "₦50,000" are the same fifty thousand; a product's price,
 * the delivery fee, the free-delivery amount, a zone's fee, the low-stock threshold, a size's
 * stock and the payment hold all read their text here (docs/product.md §11.7).
 *
 * What is a number: digits, with commas only between groups of three ("1,234,567", never
 * "35,00", which could be a decimal comma), an optional decimal point followed by digits, a
 * leading ₦ for naira, and a minus sign so that "-5" is refused by its range ("must be 0 or
 * more") rather than as gibberish. Nothing else: JavaScript's `Number` would read "0x10" as 16,
 * "1e3" as 1,000 and "" as 0. Naira have at most two decimals (kobo), so no amount is silently
 * rounded; counts have none.
 */
import { z } from 'zod'

/** What a number is made of: naira (₦ allowed, kobo after the point) or a count (whole). */
export type NumberKind = 'naira' | 'count'

const NUMBER_TEXT = /^(-)?(₦\s*)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/

/** Why a text or number is not one of `kind`. */
export type NumberProblem = 'format' | 'decimals'

export type NumberReading =
  | { value: number; problem?: undefined }
  | { value?: undefined; problem: NumberProblem }

const DECIMALS: Record<NumberKind, number> = { naira: 2, count: 0 }

/** Whether a number is whole kobo (naira) or whole (count), as sent in JSON. */
function exact(value: number, kind: NumberKind): boolean {
  const scaled = value * 10 ** DECIMALS[kind]
  return Math.abs(Math.round(scaled) - scaled) < 1e-6
}

/**
 * A number as typed (or as sent in JSON), or why it is not one: `format` when it is not a
 * number at all, `decimals` when it has more decimals than `kind` allows ("12.345" naira, "2.5"
 * units).
 */
export function readNumber(input: string | number, kind: NumberKind): NumberReading {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { problem: 'format' }
    return exact(input, kind) ? { value: input } : { problem: 'decimals' }
  }
  const match = NUMBER_TEXT.exec(input.trim())
  if (!match) return { problem: 'format' }
  const [, minus, naira, whole = '', decimals = ''] = match
  if (naira && kind !== 'naira') return { problem: 'format' }
  if (decimals.length > DECIMALS[kind]) return { problem: 'decimals' }
  const value = Number(`${whole.replaceAll(',', '')}${decimals ? `.${decimals}` : ''}`)
  return { value: minus && value !== 0 ? -value : value }
}

/** The words of a refusal: `format` for what is not a number, `decimals` for too many decimals. */
export interface NumberMessages {
  format: string
  /** @defaultValue `format` */
  decimals?: string
}

/**
 * A schema for a number typed as text or sent as one, read by `readNumber`; its output is the
 * number, for a range to be checked on (`.pipe(z.number().min(…))`).
 */
export const typedNumber = (kind: NumberKind, messages: NumberMessages) =>
  z.union([z.string(), z.number()], { error: messages.format }).transform((input, ctx) => {
    const read = readNumber(input, kind)
    if (read.problem === undefined) return read.value
    ctx.addIssue({
      code: 'custom',
      message:
        read.problem === 'decimals' ? (messages.decimals ?? messages.format) : messages.format,
    })
    return z.NEVER
  })

/**
 * A whole number from `min` to `max` (a count, a threshold, minutes), refused in one message
 * that names the range, whatever is wrong.
 */
export const typedCount = (message: string, { min, max }: { min: number; max: number }) =>
  typedNumber('count', { format: message }).pipe(
    z.number().int(message).min(min, message).max(max, message),
  )

/**
 * The refusal of a CSV cell that is no number of naira at all, naming it as typed: a cell with
 * a comma must be quoted, or the comma starts the next column.
 */
export const notNaira = (cell: string) =>
  `${cell.trim() || 'nothing'} is not a number of naira: write digits with an optional decimal point, like 3500 or 3500.50 (or "3,500" in quotes)`
