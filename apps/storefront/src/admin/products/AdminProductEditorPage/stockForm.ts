import { type FormIssue, readNumber, STOCK_MESSAGES, type StockLevels } from '@adire/contract'
import { STOCK_REASON_NAME, type StockFormErrors, stockInputName } from '@adire/ui'

/*
 * The editor's stock panel (docs/product.md §11.6), its logic apart from its screen: the inputs
 * as the stock is saved, the request made of what changed, and each refusal at its place.
 */

/** The inputs for the stock as saved: a counted size's units, an uncounted size empty. */
export function stockValuesOf(sizes: readonly string[], stock: StockLevels) {
  return Object.fromEntries(
    sizes.map((size) => [size, stock[size] === undefined ? '' : String(stock[size])]),
  )
}

/**
 * The sizes whose input says something other than what is saved, as the request's `stock`:
 * a count as the contract reads it ("1,200" is 1200), anything else as typed, so that the contract's own check says
 * what is wrong with it (an emptied count too: a count cannot be taken back, only set).
 * Unchanged sizes are not sent, so that only the team's real changes are recorded.
 */
export function changedStock(
  sizes: readonly string[],
  stock: StockLevels,
  values: Readonly<Record<string, string>>,
): Record<string, number | string> {
  const changed: Record<string, number | string> = {}
  for (const size of sizes) {
    const typed = (values[size] ?? '').trim()
    const saved = stock[size]
    if (saved === undefined && typed === '') continue
    const units = readNumber(typed, 'count').value ?? typed
    if (units !== saved) changed[size] = units
  }
  return changed
}

/**
 * The contract's complaints at their places: a size's own (`stock.M`), the stock as a whole
 * (nothing changed), the reason. The first of each.
 */
export function stockErrorsOf(issues: readonly FormIssue[]): StockFormErrors {
  const sizes: Record<string, string> = {}
  const errors: StockFormErrors = {}
  for (const { path, message } of issues) {
    const [field, size] = path
    if (field === 'reason') errors.reason ??= message
    else if (field === 'stock' && typeof size === 'string') sizes[size] ??= message
    else if (field === 'stock') errors.stock ??= message
  }
  return Object.keys(sizes).length > 0 ? { ...errors, sizes } : errors
}

/**
 * The server's refusal of one field, where the panel shows it; undefined for a refusal about
 * no field it has. A size the product no longer has (someone took it off meanwhile) is told at
 * that size's input; anything else about `stock` under the sizes.
 */
export function stockRefusalOf(
  field: string | undefined,
  message: string,
  sent: readonly string[],
): StockFormErrors | undefined {
  if (field === 'reason') return { reason: message }
  if (field !== 'stock') return undefined
  const size = sent.find((candidate) => STOCK_MESSAGES.unknownSize(candidate) === message)
  return size === undefined ? { stock: message } : { sizes: { [size]: message } }
}

/** Moves the focus to the first control with a message: the sizes in order, then the reason. */
export function focusFirstStockError(
  form: HTMLFormElement,
  sizes: readonly string[],
  errors: StockFormErrors,
): void {
  // A message about the whole stock is read with every size's input: the first size takes it.
  const size =
    sizes.find((candidate) => errors.sizes?.[candidate]) ?? (errors.stock ? sizes[0] : undefined)
  const name = size !== undefined ? stockInputName(size) : errors.reason ? STOCK_REASON_NAME : null
  const element = name ? form.elements.namedItem(name) : null
  if (element instanceof HTMLElement) element.focus()
}
