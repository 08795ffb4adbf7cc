import {
  formatNaira,
  REFUND_DETAILS_TEXTS,
  REFUND_TIME,
  RETURN_STATUS_LABELS,
  type RefundStatus,
  type ReturnStatus,
} from '@adire/contract'

/*
 * The words of the shopper's returns (docs/product.md §10.7) that are the screens' own: the
 * refusals, reasons, ways and steps are the contract's (return-rules.ts). A refund's news reads
 * as the order's refunds do (orderHistory.ts).
 */
export const RETURN_UI_TEXTS = {
  formTitle: 'Return or exchange',
  start: 'Return or exchange',
  until: (date: string) => `Returns until ${date}`,
  intro: 'Choose what you are sending back, and whether you want your money or another size.',
  lines: 'What are you sending back?',
  nothingLeft: 'Everything in this order has been sent back already.',
  alreadyReturned: 'Already returned',
  underReturn: 'Return under way',
  quantity: 'How many',
  wantRefund: 'Refund',
  wantExchange: 'Exchange for another size',
  newSize: 'New size',
  chooseSize: 'Choose a size',
  reason: 'Why are you sending it back?',
  otherText: 'Tell us why',
  way: 'How will it come back?',
  pickupFee: (fee: string) => `${fee}, taken off your refund`,
  pickupFree: 'Free',
  pickupWaived: 'Free: the fee is waived for faulty items and items not as pictured',
  summary: 'Your refund',
  summaryHint: 'What the store refunds once it receives the items in their original condition.',
  exchangeLine: (size: string) => `Exchange for size ${size}`,
  refundLine: 'Refund',
  deliveryBack: 'Delivery',
  fee: 'Pickup fee',
  total: 'Refund total',
  send: 'Send return request',
  sending: 'Sending…',
  back: 'Back to the order',
  refundInstead: 'Ask for a refund instead',
  sectionTitle: 'Returns and exchanges',
  returnTitle: (label: string) => `Return ${label}`,
  requestedOn: (date: string) => `Requested on ${date}`,
  history: (label: string) => `History of return ${label}`,
  items: (label: string) => `Items in return ${label}`,
  cancel: 'Cancel return',
  cancelling: 'Cancelling…',
  declined: (reason: string) => `The store declined this return: ${reason}`,
  replacement: 'Your exchange ships as',
  exchangeShipped: 'Exchange shipped',
} as const

/** What a return's refund, once started, tells the shopper, by how far it has got. */
export function returnRefundNote(amount: number, status: RefundStatus): string {
  const naira = formatNaira(amount)
  switch (status) {
    case 'pending':
      return `Your refund of ${naira} is on its way. It should reach you ${REFUND_TIME}.`
    case 'processed':
      return `We refunded ${naira} to you.`
    case 'failed':
      return `We could not refund ${naira} yet: our team will be in touch.`
    default:
      return `${REFUND_DETAILS_TEXTS.needsDetailsState}: ${naira}.`
  }
}

/** A step of a return's timeline as the shopper reads it (an unknown step as written). */
export function returnStepLabel(step: string): string {
  if (step === 'refunded') return 'Refund started'
  if (step === 'exchanged') return 'Exchange order created'
  return RETURN_STATUS_LABELS[step as ReturnStatus] ?? step
}
