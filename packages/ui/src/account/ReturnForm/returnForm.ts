import {
  type Order,
  RETURN_MESSAGES,
  type ReturnReason,
  type ReturnRequest,
  type ReturnWay,
} from '@adire/contract'

/** What the shopper has chosen for one of the order's lines. */
export interface LineChoice {
  chosen: boolean
  quantity: number
  want: 'refund' | 'exchange'
  /** The other size asked for; '' until chosen. */
  size: string
}

/** The form's values, one `LineChoice` per line of the order, in its order. */
export interface ReturnFormValues {
  lines: LineChoice[]
  reason: ReturnReason | ''
  note: string
  way: ReturnWay | ''
}

/** The form's field errors, by field: `lines`, `lines.{index}.exchangeSize`, `reason`, `note`, `way`. */
export type ReturnFormErrors = Partial<Record<string, string>>

/** The order as the form reads it. */
export type ReturnableOrder = Pick<
  Order,
  'reference' | 'items' | 'returns' | 'discount' | 'delivery' | 'returnsUntil' | 'returnPickupFee'
>

/** Nothing chosen yet: every line unticked, one unit, a refund. */
export const emptyReturnForm = (order: Pick<Order, 'items'>): ReturnFormValues => ({
  lines: order.items.map(() => ({ chosen: false, quantity: 1, want: 'refund', size: '' })),
  reason: '',
  note: '',
  way: '',
})

/** The other sizes of a line's product: what it may be exchanged for. */
export const otherSizes = (item: Order['items'][number]) =>
  item.sizes.filter((size) => size !== item.selectedSize)

/** The lines chosen, as the request sends them (each once, within what is left). */
export function chosenLines(values: ReturnFormValues, left: readonly number[]) {
  return values.lines.flatMap((line, index) =>
    line.chosen && (left[index] ?? 0) > 0
      ? [
          {
            index,
            quantity: Math.min(line.quantity, left[index] ?? 0),
            exchangeSize: line.want === 'exchange' ? line.size || null : null,
          },
        ]
      : [],
  )
}

/**
 * The form checked as the server checks it (docs/product.md §10.7), each field's message from
 * `RETURN_MESSAGES`: at least one line, a size for each exchange, a reason (words for `other`),
 * and a way back.
 */
export function returnFormErrors(
  values: ReturnFormValues,
  order: Pick<Order, 'items'>,
  left: readonly number[],
): ReturnFormErrors {
  const errors: ReturnFormErrors = {}
  const lines = chosenLines(values, left)
  if (lines.length === 0) errors.lines = RETURN_MESSAGES.noLines
  for (const line of lines) {
    const item = order.items[line.index]
    if (values.lines[line.index]?.want !== 'exchange' || !item) continue
    if (!line.exchangeSize) errors[`lines.${line.index}.exchangeSize`] = RETURN_MESSAGES.size
    else if (line.exchangeSize === item.selectedSize) {
      errors[`lines.${line.index}.exchangeSize`] = RETURN_MESSAGES.sameSize
    }
  }
  if (values.reason === '') errors.reason = RETURN_MESSAGES.reason
  else if (values.reason === 'other' && values.note.trim() === '') {
    errors.note = RETURN_MESSAGES.otherText
  }
  if (values.way === '') errors.way = RETURN_MESSAGES.way
  return errors
}

/** The request the form sends, once `returnFormErrors` finds nothing. */
export function returnRequestOf(
  values: ReturnFormValues,
  reference: string,
  left: readonly number[],
): ReturnRequest {
  const note = values.note.trim()
  return {
    reference,
    lines: chosenLines(values, left),
    reason: values.reason as ReturnReason,
    ...(note ? { note } : {}),
    way: values.way as ReturnWay,
  }
}
