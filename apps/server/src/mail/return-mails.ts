import { formatNaira, koboToNaira, RETURN_STATUS_LABELS, SITE_NAME } from '@adire/contract'
import { compose, hello, type Mail, type Recipient } from './messages.ts'

/*
 * The shopper's e-mail at each step of a return (docs/product.md §10.7): asked for, approved,
 * declined (with the team's reason), received, refunded, its exchange on its way, cancelled.
 */

/** A step the shopper is told of. */
export type ReturnMailStep =
  | 'requested'
  | 'approved'
  | 'declined'
  | 'received'
  | 'refunded'
  | 'exchanged'
  | 'cancelled'

const NEWS: Record<ReturnMailStep, (label: string, order: string) => string> = {
  requested: (label, order) =>
    `We have your return ${label} for order ${order}. We will e-mail you when the store has looked at it.`,
  approved: (label) =>
    `Your return ${label} is approved. Send the items back the way you chose, in their original condition with tags.`,
  declined: (label) => `We are sorry: your return ${label} was declined.`,
  received: (label) =>
    `Your return ${label} has reached us. We will e-mail you again when its refund or exchange is on its way.`,
  refunded: (label) => `We are refunding your return ${label}.`,
  exchanged: (label) =>
    `The new sizes of your return ${label} are on a new order, packed and shipped like any other, at no cost to you.`,
  cancelled: (label) => `Your return ${label} is cancelled, as you asked.`,
}

const SUBJECT: Record<ReturnMailStep, string> = {
  requested: RETURN_STATUS_LABELS.requested,
  approved: RETURN_STATUS_LABELS.approved,
  declined: RETURN_STATUS_LABELS.declined,
  received: RETURN_STATUS_LABELS.received,
  refunded: 'Refund started',
  exchanged: 'Exchange on its way',
  cancelled: RETURN_STATUS_LABELS.cancelled,
}

/** Tells the shopper where their return stands. */
export function returnMail(
  to: Recipient,
  news: {
    step: ReturnMailStep
    label: string
    orderReference: string
    ordersLink: string
    /** The team's reason for a decline; the replacement order's reference for an exchange. */
    detail?: string
    /** What a refund gives back, kobo. */
    amountKobo?: number
  },
): Mail {
  const paragraphs = [NEWS[news.step](news.label, news.orderReference)]
  if (news.step === 'declined' && news.detail) paragraphs.push(`The store says: ${news.detail}`)
  if (news.step === 'exchanged' && news.detail) paragraphs.push(`Its order is ${news.detail}.`)
  if (news.amountKobo !== undefined) {
    paragraphs.push(
      `${formatNaira(koboToNaira(news.amountKobo))} goes back to the card or account you paid with.`,
    )
  }
  return compose({
    to: to.email,
    subject: `${SUBJECT[news.step]}: ${SITE_NAME} return ${news.label}`,
    greeting: hello(to),
    paragraphs,
    action: { label: 'See your orders', href: news.ordersLink },
    closing: [`Your order reference is ${news.orderReference}.`],
  })
}
