import {
  type DeliveryAddress,
  formatNaira,
  formatOrderNumber,
  koboToNaira,
  lineKobo,
  nairaToKobo,
  type Order,
  type OrderShipment,
  REFUND_TIME,
  SITE_NAME,
  trackingHref,
} from '@adire/contract'

/** One e-mail, with the plain-text and HTML parts every message carries. */
export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  /** The link the message is about; the outbox prints it so `npm start` works offline. */
  link?: string
}

/**
 * Who a message is for. `name` is null when the account's address is not proven (ADR 034): the
 * message then carries nothing the account typed (its name, a delivery address, another e-mail),
 * so that nobody can make the store mail a stranger words of their choosing.
 */
export interface Recipient {
  email: string
  name: string | null
}

/** The recipient of an account's mail, as ADR 034 allows it to be addressed. */
export function recipientOf(account: {
  name: string
  email: string
  emailConfirmedAt: Date | null
}): Recipient {
  return { email: account.email, name: account.emailConfirmedAt ? account.name : null }
}

export const hello = (to: Recipient) => (to.name ? `Hello ${to.name},` : 'Hello,')

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

interface Layout {
  to: string
  subject: string
  greeting: string
  paragraphs: string[]
  action?: { label: string; href: string }
  /** Said after the action, e.g. what to do if the shopper did not ask for this. */
  closing: string[]
  /** A second link, after the paragraphs (a parcel's tracking page). */
  link?: { label: string; href: string }
}

/**
 * Lays a message out twice: plain text (read by every client, and by filters judging spam) and
 * simple HTML with inline styles (what mail clients support), both signed with the store's name.
 */
export function compose({
  to,
  subject,
  greeting,
  paragraphs,
  action,
  closing,
  link,
}: Layout): Mail {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(link ? [`${link.label}: ${link.href}`, ''] : []),
    ...(action ? [`${action.label}: ${action.href}`, ''] : []),
    ...closing.flatMap((p) => [p, '']),
    `${SITE_NAME}`,
  ].join('\n')

  const p = (content: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(content)}</p>`
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#1e1b4b;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#4b5563">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(action.href)}" style="color:#1e1b4b;word-break:break-all">${escapeHtml(action.href)}</a></p>`
    : ''
  const html = `<!doctype html>
<html lang="en-NG">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f3ee;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:12px">
<p style="margin:0 0 24px;font-size:22px;font-weight:700;letter-spacing:2px;color:#1e1b4b">${escapeHtml(SITE_NAME.toUpperCase())}</p>
${p(greeting)}
${paragraphs.map(p).join('\n')}
${link ? `<p style="margin:0 0 16px;font-size:16px;line-height:1.5"><a href="${escapeHtml(link.href)}" style="color:#1e1b4b;word-break:break-all">${escapeHtml(link.label)}</a></p>` : ''}
${button}
${closing.map(p).join('\n')}
<p style="margin:24px 0 0;font-size:14px;color:#4b5563">${escapeHtml(SITE_NAME)}</p>
</div>
</body>
</html>`
  return { to, subject, text, html, ...(action ? { link: action.href } : {}) }
}

/** What the order was charged for delivery, with its zone and estimate when it had them. */
function deliveryLine({ delivery }: Order): string {
  const fee = delivery.fee === 0 ? 'free' : formatNaira(delivery.fee)
  const where = [delivery.zone, delivery.estimate].filter(Boolean).join(', ')
  return `Delivery: ${fee}${where ? ` (${where})` : ''}`
}

/**
 * The discount code's line (docs/product.md §11.14), as the order's pages show it: what it took
 * off the items, or that it made delivery free. None without a code.
 */
function discountLines({ discount }: Order): string[] {
  if (!discount) return []
  const off =
    discount.kind === 'freeDelivery'
      ? `free delivery (${formatNaira(discount.deliveryOff)} off)`
      : `−${formatNaira(discount.itemsOff)}`
  return [`Discount ${discount.label}: ${off}`]
}

function addressLines(address: DeliveryAddress): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.street,
    `${address.city}, ${address.state} ${address.zipcode}`,
    address.country,
    address.phone,
  ]
}

export function orderConfirmationMail(to: Recipient, order: Order, ordersLink: string): Mail {
  const items = order.items.map(
    (item) =>
      `${item.quantity} × ${item.name}, size ${item.selectedSize}: ${formatNaira(koboToNaira(lineKobo({ priceKobo: nairaToKobo(item.price), quantity: item.quantity })))}`,
  )
  return compose({
    to: to.email,
    subject: `Your ${SITE_NAME} order ${order.reference} is confirmed`,
    greeting: hello(to),
    paragraphs: [
      `Thank you for your order. We have your payment of ${formatNaira(order.amount)} and will let you know when your order ships.`,
      ...(order.testPayment ? ['This was a test payment: no money was taken.'] : []),
      ...items,
      ...discountLines(order),
      deliveryLine(order),
      `Total: ${formatNaira(order.amount)}`,
      // The delivery address is text the account typed: said only to a proven address.
      ...(to.name === null ? [] : [`Delivering to: ${addressLines(order.address).join(', ')}`]),
    ],
    action: { label: 'Track your order', href: ordersLink },
    closing: [
      `Your order number is ${formatOrderNumber(order.orderNumber)} (payment reference ${order.reference}): give it if you call us. Reply to this e-mail if anything is wrong.`,
    ],
  })
}

/**
 * Tells the store a paid order has come in (docs/product.md §12): sent to the store's e-mail
 * address, with the line the team acts on in its subject.
 */
export function newOrderMail(storeEmail: string, order: Order, adminLink: string): Mail {
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0)
  return compose({
    to: storeEmail,
    subject: `New order ${order.reference} ${formatNaira(order.amount)}, ${units} ${units === 1 ? 'item' : 'items'}, to ${order.address.state}`,
    greeting: 'Hello,',
    paragraphs: [
      `A new order has been paid: ${formatNaira(order.amount)}${order.testPayment ? ' (a test payment: no money was taken)' : ''}.`,
      ...order.items.map((item) => `${item.quantity} × ${item.name}, size ${item.selectedSize}`),
      ...discountLines(order),
      deliveryLine(order),
      `Delivering to: ${addressLines(order.address).join(', ')}`,
    ],
    action: { label: 'Open the order', href: adminLink },
    closing: [
      `The order number is ${formatOrderNumber(order.orderNumber)}, its payment reference ${order.reference}.`,
    ],
  })
}

/**
 * Tells the store a message came through the contact page (docs/product.md §12), with the
 * shopper's address to answer at.
 */
export function contactMessageMail(
  storeEmail: string,
  message: { name: string; email: string; message: string },
): Mail {
  return compose({
    to: storeEmail,
    subject: `New message from ${message.name}`,
    greeting: 'Hello,',
    paragraphs: [
      `${message.name} wrote through the contact page:`,
      message.message,
      `Answer them at ${message.email}.`,
    ],
    closing: [],
  })
}

const STATUS_NEWS: Record<string, { subject: string; news: string }> = {
  Shipped: {
    subject: 'is on its way',
    news: 'Good news: your order has left our studio and is on its way to you.',
  },
  'Out for delivery': {
    subject: 'is out for delivery',
    news: 'Your order is out for delivery today. Please keep your phone close so the rider can reach you.',
  },
  Delivered: {
    subject: 'has been delivered',
    news: 'Your order has been delivered. We hope you love it; returns are free within 30 days.',
  },
}

/** Tells the shopper their order has moved on (shipped, out for delivery, delivered). */
export function orderStatusMail(
  to: Recipient,
  reference: string,
  status: string,
  ordersLink: string,
  shipment?: OrderShipment,
): Mail {
  const { subject, news } = STATUS_NEWS[status] ?? {
    subject: `is now ${status}`,
    news: `Your order is now: ${status}.`,
  }
  // The tracking is the store team's words: a link only when it is http(s) (`trackingHref`).
  const href = trackingHref(shipment?.tracking)
  const courier = shipment
    ? [
        `It is with ${shipment.courier}.${
          shipment.tracking && !href ? ` Your tracking number is ${shipment.tracking}.` : ''
        }`,
      ]
    : []
  return compose({
    to: to.email,
    subject: `Your ${SITE_NAME} order ${reference} ${subject}`,
    greeting: hello(to),
    paragraphs: [news, ...courier],
    ...(href ? { link: { label: `Follow your parcel with ${shipment?.courier}`, href } } : {}),
    action: { label: 'Track your order', href: ordersLink },
    closing: [`Your order reference is ${reference}.`],
  })
}

const REFUND_NEWS: Record<string, (order: string, payment: string, amount: string) => string> = {
  'order cancelled': (order, _, amount) =>
    `Your order ${order} has been cancelled, so we are refunding your payment of ${amount}.`,
  'duplicate payment': (order, payment, amount) =>
    `Your order ${order} was paid twice, so we are refunding the second payment of ${amount} (reference ${payment}). The order itself is paid and goes ahead.`,
  'amount mismatch': (order, payment, amount) =>
    `A payment of ${amount} (reference ${payment}) did not match the amount of your order ${order}, so we are refunding it.`,
  'out of stock': (order, _, amount) =>
    `We are sorry: the items of your order ${order} sold out before your payment reached us. We have cancelled the order and are refunding your payment of ${amount}.`,
  'code used up': (order, _, amount) =>
    `We are sorry: the last use of the discount code of your order ${order} was taken before your payment reached us. We have cancelled the order and are refunding your payment of ${amount}.`,
}

/** Tells the shopper that money is on its way back to them, and why. */
export function refundMail(
  to: Recipient,
  refund: {
    orderReference: string
    paymentReference: string
    amountKobo: number
    reason: string
    testPayment: boolean
    ordersLink: string
  },
): Mail {
  const amount = formatNaira(koboToNaira(refund.amountKobo))
  const news = REFUND_NEWS[refund.reason] ?? REFUND_NEWS['order cancelled']
  return compose({
    to: to.email,
    subject: `Your ${SITE_NAME} refund of ${amount} for order ${refund.orderReference}`,
    greeting: hello(to),
    paragraphs: [
      news?.(refund.orderReference, refund.paymentReference, amount) ?? '',
      `The money goes back to the card or account you paid with, and should reach you ${REFUND_TIME}.`,
      ...(refund.testPayment ? ['This was a test payment: no money was taken or returned.'] : []),
    ],
    action: { label: 'See your orders', href: refund.ordersLink },
    closing: ['Reply to this e-mail if the money has not arrived by then.'],
  })
}

/** Why a refund's link is e-mailed: when it is needed, as the reminder, or asked for again. */
export type RefundLinkMail = 'first' | 'reminder' | 'again'

/**
 * Asks the shopper for the bank account a refund should go to: Paystack could not send it back
 * to the card (`needs-attention`). Sent when that happens, once more as a reminder, and whenever
 * the shopper asks for the link again from My Orders.
 */
export function refundDetailsMail(
  to: Recipient,
  refund: {
    orderReference: string
    amountKobo: number
    link: string
    kind: RefundLinkMail
    testPayment: boolean
  },
): Mail {
  const amount = formatNaira(koboToNaira(refund.amountKobo))
  return compose({
    to: to.email,
    subject:
      refund.kind === 'reminder'
        ? `Reminder: where should we send your ${amount} refund for order ${refund.orderReference}?`
        : `Where should we send your ${amount} refund for order ${refund.orderReference}?`,
    greeting: hello(to),
    paragraphs: [
      `Paystack could not send your refund of ${amount} for order ${refund.orderReference} back to the card or account you paid with.`,
      'Tell us which Nigerian bank account to pay it into instead: it takes a minute, and the money is on its way as soon as you do.',
      ...(refund.kind === 'first' ? [] : ['This link replaces the one in our earlier e-mail.']),
      ...(refund.testPayment ? ['This was a test payment: no money was taken or returned.'] : []),
    ],
    action: { label: 'Give your bank account', href: refund.link },
    closing: ['Reply to this e-mail if you would rather we called you about it.'],
  })
}

/** Tells the store team that a shopper has not given the account a refund needs for a week. */
export function refundUnansweredMail(
  storeEmail: string,
  refund: { orderReference: string; paymentReference: string; amountKobo: number; days: number },
  adminLink: string,
): Mail {
  const amount = formatNaira(koboToNaira(refund.amountKobo))
  return compose({
    to: storeEmail,
    subject: `A refund of ${amount} for order ${refund.orderReference} is waiting for the shopper`,
    greeting: 'Hello,',
    paragraphs: [
      `Paystack needs a bank account to pay back ${amount} (payment ${refund.paymentReference}, order ${refund.orderReference}), and the shopper has not given one in ${refund.days} days, despite our e-mail and a reminder.`,
      'Please contact them: until they answer, the money stays with the store.',
    ],
    action: { label: 'See the order', href: adminLink },
    closing: [],
  })
}

/**
 * Tells the store a shopper's bank disputes a payment (docs/product.md §11.9): at once when
 * Paystack opens it and at each reminder, with the deadline, since Paystack accepts it for the
 * store (and takes the money back) if nobody answers in time.
 */
export function disputeMail(
  storeEmail: string,
  dispute: {
    orderReference: string
    paymentReference: string
    amountKobo: number
    dueAt: Date | null
    reminder: boolean
  },
  adminLink: string,
): Mail {
  const amount = formatNaira(koboToNaira(dispute.amountKobo))
  const deadline = dispute.dueAt
    ? `Answer before ${dispute.dueAt.toUTCString()}: after that Paystack accepts the dispute for the store and takes the ${amount} back.`
    : 'Answer as soon as you can: Paystack accepts an unanswered dispute for the store and takes the money back.'
  return compose({
    to: storeEmail,
    subject: `${dispute.reminder ? 'Reminder: dispute' : 'Dispute'} on order ${dispute.orderReference} (${amount})`,
    greeting: 'Hello,',
    paragraphs: [
      `A shopper's bank disputes the payment ${dispute.paymentReference} of order ${dispute.orderReference}: ${amount}.`,
      deadline,
      'Open the order to send Paystack your answer with the delivery details, or to accept the dispute.',
    ],
    action: { label: 'Answer the dispute', href: adminLink },
    closing: [`The order reference is ${dispute.orderReference}.`],
  })
}
