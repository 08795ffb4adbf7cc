import {
  LOW_STOCK_THRESHOLD,
  STOCK_REASONS,
  type StockChange,
  type StockReason,
} from '@adire/contract'

/*
 * Every word of the store team's stock (docs/product.md §11.6): the editor's stock panel, its
 * history and the products list's filter, in one place for the components, the pages and the
 * stories' checks. The contract's own refusals (`STOCK_MESSAGES`) are shown as they come.
 */
export const STOCK_ADMIN_TEXTS = {
  // The editor's panel.
  heading: 'Stock',
  hint: 'The units in stock now, for the sizes that changed. A size not counted is always available.',
  sizes: 'Units in stock',
  /** The size's input, to a screen reader: the visible label is the size alone. */
  sizeLabelPrefix: 'Size ',
  inStock: (units: number) => `${units} in stock`,
  notCounted: 'Not counted',
  /** Of the units in stock, those held while shoppers pay. */
  held: (units: number) => `(${units} held for shoppers paying)`,
  low: 'Low',
  soldOut: 'Sold out',
  lowHint: (lowAt: number) => `Low: ${lowAt} or fewer left.`,
  reason: 'Reason',
  chooseReason: 'Choose why',
  reasonHint:
    'Received: a delivery came in. Counted: the shelf was counted. Correction: a mistake put right.',
  save: 'Save stock',
  saving: 'Saving stock…',
  saved: 'Stock saved.',
  loading: 'Loading the stock',
  failed: (message: string) => `The stock could not be loaded: ${message}`,
  tryAgain: 'Try again',

  // The history.
  history: 'Stock history',
  historyList: 'Stock changes',
  noHistory: 'No stock changes yet.',

  // The products list's filter.
  filter: 'Stock',
  filterAll: 'All',
  filterLow: 'Low stock',
  filterSoldOut: 'Sold out',
} as const

/** Each reason's name, for the store team's own changes and the store's (a sale, a return). */
export const STOCK_REASON_LABELS: Record<StockChange['reason'], string> = {
  received: 'Received',
  counted: 'Counted',
  correction: 'Correction',
  sold: 'Sold',
  returned: 'Returned',
}

/** The reasons the store team chooses from, in the contract's order. */
export const TEAM_STOCK_REASONS: readonly StockReason[] = STOCK_REASONS

/**
 * What a size's units say at a glance: never counted (always available), none left, few left
 * (1 to the store's threshold, `LOW_STOCK_THRESHOLD` unless it sets its own), or plenty.
 */
export type StockLevel = 'uncounted' | 'soldout' | 'low' | 'plenty'

export function stockLevelOf(
  units: number | undefined,
  lowAt: number = LOW_STOCK_THRESHOLD,
): StockLevel {
  if (units === undefined) return 'uncounted'
  if (units === 0) return 'soldout'
  return units <= lowAt ? 'low' : 'plenty'
}

/** A change with its sign: "+5", "−2" (a true minus sign, read as "minus"), "0". */
export function signedUnits(delta: number): string {
  if (delta > 0) return `+${delta}`
  if (delta < 0) return `\u2212${Math.abs(delta)}`
  return '0'
}

/**
 * Why and by whom a change was made, as a phrase: "Received by ngozi@adire.example",
 * "Counted by the command line", "Sold in order ADR-1A2B3C", "Returned from cancelled order …".
 */
export function describeStockReason({ reason, by }: Pick<StockChange, 'reason' | 'by'>): string {
  switch (reason) {
    case 'sold':
      return `Sold in order ${by}`
    case 'returned':
      return `Returned from cancelled order ${by}`
    default:
      return `${STOCK_REASON_LABELS[reason]} by ${by === 'command line' ? 'the command line' : by}`
  }
}
