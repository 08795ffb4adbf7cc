import {
  RETURN_CONDITION_LABELS,
  RETURN_LIMITS,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_TEXTS,
  RETURN_WAY_LABELS,
  type ReturnStatus,
} from '@adire/contract'

/*
 * Every word of the store team's Returns screens (docs/product.md §10.7), in one place for the
 * components, the pages and the stories' checks. The contract's labels, refusals and toasts
 * (`RETURN_*_LABELS`, `RETURN_MESSAGES`, `RETURN_TEXTS`) are shown as they come: the shopper
 * and the team read the same words for the same thing.
 */

/** What the list's status filter offers: the open returns first (the default), then each step. */
export type ReturnFilter = ReturnStatus | 'open' | 'all'

export const RETURN_FILTER_LABELS: Record<ReturnFilter, string> = {
  open: 'Open',
  all: 'Every return',
  ...RETURN_STATUS_LABELS,
}

/** What a return's timeline step reads as, for the team. */
const STEP_LABELS: Record<string, string> = {
  requested: 'Requested by the shopper',
  approved: 'Approved',
  declined: 'Declined',
  received: 'Received',
  refunded: 'Refund started',
  exchanged: 'Exchange order created',
  cancelled: 'Cancelled by the shopper',
  closed: 'Return complete',
}

export const RETURN_ADMIN_TEXTS = {
  heading: { text1: 'Store', text2: 'returns' },
  signIn: 'Log in with your team account to handle the shoppers’ returns and exchanges.',
  intro:
    'Returns and size exchanges shoppers asked for on their delivered orders. Approve or decline, mark them received, then refund or ship the exchange.',
  listLabel: 'Returns',
  loading: 'Loading the returns',
  failed: (message: string) => `The returns could not be loaded: ${message}`,
  empty: (filter: ReturnFilter) =>
    filter === 'open'
      ? 'No open return: nothing is waiting for the team.'
      : filter === 'all'
        ? 'No return yet.'
        : `No return is “${RETURN_FILTER_LABELS[filter]}”.`,
  filter: 'Status',
  showAll: 'Show every return',
  toOrders: 'Back to the orders',
  more: 'Show older returns',
  loadingMore: 'Loading…',
  /** The link beside the orders' heading: the returns, and how many wait. */
  ordersLink: (open: string | undefined) =>
    open && open !== '0' ? `Returns (${open} open)` : 'Returns',

  columns: {
    number: 'Return',
    order: 'Order',
    customer: 'Customer',
    items: 'Items',
    reason: 'Reason',
    way: 'Way back',
    status: 'Status',
    requested: 'Requested',
  },
  /** A line as the list sums it up: `2 × Owambe Pocket Tee (S → M)`. */
  item: (quantity: number, name: string, size: string, exchangeSize: string | null) =>
    `${quantity} × ${name} (${exchangeSize ? `${size} → ${exchangeSize}` : size})`,
  wayShort: { dropOff: 'Drop-off', pickup: 'Pickup' } as const,

  // One return's page.
  back: 'Back to the returns',
  loadingOne: 'Loading the return',
  failedOne: (message: string) => `The return could not be loaded: ${message}`,
  notFound: RETURN_MESSAGES.notFound,
  ofOrder: (orderNumber: number) => `Order #${orderNumber}`,
  openOrder: (orderNumber: number) => `Open order #${orderNumber}`,
  requestedOn: 'Requested',
  deliveredOn: 'Delivered',
  lines: 'Items coming back',
  size: 'Size',
  exchangeFor: (size: string) => `Exchange for ${size}`,
  forRefund: 'For a refund',
  condition: 'Condition',
  notChecked: 'Not checked yet',
  outcome: { refunded: 'Refunded', exchanged: 'Exchange shipped' } as const,
  money: 'Refund',
  linesTotal: 'Items',
  deliveryRefund: 'Delivery given back',
  fee: 'Pickup fee kept',
  total: 'Refund in all',
  noRefund: 'Nothing to refund: every item is exchanged.',
  refundState: {
    pending: (amount: string) => `Refund of ${amount} on its way`,
    'needs-attention': (amount: string) =>
      `Refund of ${amount} waiting for the shopper’s bank details`,
    processed: (amount: string) => `Refunded ${amount}`,
    failed: (amount: string) => `Refund of ${amount} failed: the shopper has not got it back`,
  } as const,
  replacement: (orderNumber: number) => `Exchange order #${orderNumber}`,
  shopper: 'The shopper',
  reason: 'Reason',
  note: 'Their words',
  way: 'Way back',
  zone: 'Collect from',
  declineReason: 'Declined because',
  timeline: 'History',
  timelineLabel: 'Steps of this return',
  step: (step: string) => STEP_LABELS[step] ?? step,
  by: (who: string) => `by ${who}`,

  // The team's steps.
  actions: 'What to do next',
  approve: 'Approve',
  decline: 'Decline',
  declineLabel: 'Why it is declined (the shopper reads this)',
  declineConfirm: 'Decline the return',
  maxNoteLength: RETURN_LIMITS.maxNoteLength,
  receive: 'Mark received',
  receiveHeading: 'How did each item come back?',
  receiveConfirm: 'Mark received',
  cancelStep: 'Go back',
  refund: (amount: string) => `Refund ${amount}`,
  exchange: 'Ship exchange',
  working: 'Working…',
  waitingForItems: 'Once the items arrive, mark the return received; refunds and exchanges follow.',
  refundWaits: 'Refund the refunded items once you have checked them.',
  done: 'Nothing left to do on this return.',

  // The order's page: its returns.
  orderReturns: 'Returns',
  orderReturnsLabel: 'Returns of this order',

  reasonLabels: RETURN_REASON_LABELS,
  wayLabels: RETURN_WAY_LABELS,
  conditionLabels: RETURN_CONDITION_LABELS,
  statusLabels: RETURN_STATUS_LABELS,
  messages: RETURN_MESSAGES,
  toasts: RETURN_TEXTS,
} as const
