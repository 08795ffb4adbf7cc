/*
 * The words of a refund that waits for the shopper's bank account (docs/product.md §10.6), without
 * zod: My Orders and the order's own page show them on a first visit.
 */
import { REFUND_TIME } from './order-rules.ts'

/** Days a refund waits for the shopper's bank account before they are reminded, then the team told. */
export const REFUND_ATTENTION_DAYS = { remind: 3, tellTeam: 7 } as const

export const REFUND_DETAILS_TEXTS = {
  title: 'Where should we send your refund?',
  intro: (amount: string, order: string) =>
    `Paystack could not send the ${amount} refund for order ${order} back to the card or account you paid with. Tell us which Nigerian bank account to pay it into instead.`,
  accountNumberLabel: 'Account number',
  accountNumberHint: 'The 10 digits of your NUBAN account number',
  bankLabel: 'Bank',
  bankPlaceholder: 'Choose your bank',
  submit: 'Send my refund here',
  submitting: 'Sending…',
  done: `Thank you. Your refund is on its way to that account, and should reach you ${REFUND_TIME}.`,
  /** The link is unknown, was replaced by a newer e-mail, or the refund no longer needs an account. */
  linkInvalid:
    'This link no longer works: it may have been replaced by a newer e-mail, or your refund is already on its way. Check My Orders, or reply to our e-mail.',
  accountNumberInvalid: 'Enter the 10 digits of your account number',
  bankRequired: 'Please choose your bank',
  bankUnknown: 'Please choose your bank from the list',
  /** Paystack refused the account (e.g. the number does not exist at that bank). */
  accountRefused:
    'Paystack could not use that account. Please check the number and the bank, and try again.',
  unavailable: 'We could not reach Paystack just now. Please try again in a few minutes.',
  banksUnavailable: 'We could not load the list of banks. Please try again in a few minutes.',
  /** My Orders: a refund that waits for the shopper's bank account. */
  needsDetailsNote: (amount: string) =>
    `Your refund of ${amount} needs your bank details: Paystack could not send it back to the card or account you paid with. Open the link we e-mailed you (the newest one) to tell us where to send it.`,
  /** My Orders: for a shopper who cannot find the e-mail. */
  sendLinkAgain: 'E-mail me the link again',
  sendingLink: 'Sending…',
  linkSent: 'We have e-mailed you a new link. It replaces the one in our earlier e-mails.',
  /** The refund went on its way (or was settled) meanwhile: no link is needed any more. */
  noLinkNeeded: 'This refund no longer needs your bank details. Check My Orders for its news.',
  linkFailed: 'We could not send the link just now. Please try again in a few minutes.',
  linkLimit:
    'We have sent you several links already. Please check your e-mail, or try again in {minutes}.',
  /** A short state: the order's payment line, the team's list. */
  needsDetailsState: 'Refund needs your bank details',
  /** My Orders: a refund the store team made on Paystack's dashboard, as the store recorded it. */
  madeOnPaystackNote: {
    pending: (amount: string) =>
      `We are refunding your payment of ${amount}. It should reach you ${REFUND_TIME}.`,
    processed: (amount: string, on: string) => `We refunded your payment of ${amount} on ${on}.`,
    failed: (amount: string) =>
      `We could not refund your payment of ${amount} yet: our team will be in touch.`,
  },
  /** The store team: a refund made on Paystack's dashboard. */
  madeOnPaystack: 'Refunded on Paystack’s dashboard',
} as const

/** The team's banner: refunds waiting for shoppers' bank accounts. */
export const REFUND_ATTENTION_TEXTS = {
  waiting: (count: number) =>
    count === 1
      ? '1 refund is waiting for the shopper’s bank details: Paystack could not pay it back to the card. We have e-mailed them a link.'
      : `${count} refunds are waiting for the shoppers’ bank details: Paystack could not pay them back to the card. We have e-mailed them a link.`,
  unanswered: (count: number) =>
    count === 1
      ? `1 shopper has not answered in ${REFUND_ATTENTION_DAYS.tellTeam} days, despite a reminder: please call them.`
      : `${count} shoppers have not answered in ${REFUND_ATTENTION_DAYS.tellTeam} days, despite a reminder: please call them.`,
  show: 'Show them',
} as const

/** One bank as the shopper picks it: Paystack's id and its name. */
