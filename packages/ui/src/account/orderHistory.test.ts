import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  type Order,
  type OrderPayment,
  type OrderRefund,
  type TimelineEntry,
} from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { orderHistory, paymentSummary, refundNotes } from './orderHistory.ts'

/** 1 November 2026, 09:00 in Lagos. */
const T = Date.UTC(2026, 10, 1, 8)

const step = (status: string, at: number, by: string): TimelineEntry => ({ status, at, by })

function payment(
  reference: string,
  kind: OrderPayment['kind'],
  at: number,
  refund?: Partial<OrderRefund> & Pick<OrderRefund, 'status'>,
  amount = 57_000,
): OrderPayment {
  return {
    reference,
    amount,
    kind,
    at,
    refund: refund ? { amount, at, updatedAt: refund.at ?? at, ...refund } : null,
  }
}

/** Each line as [what, amount and reference, by whom]. */
const lines = (timeline: TimelineEntry[], payments: OrderPayment[]) =>
  orderHistory(timeline, payments).map((entry) => [entry.title, entry.detail ?? '', entry.by])

const placed = [step('Awaiting payment', T, 'You'), step('Order Placed', T + MINUTE_MS, 'Paystack')]

describe('orderHistory: status changes, payments and refunds in one time line', () => {
  it('is the timeline itself when no money moved', () => {
    const timeline = [step('Awaiting payment', T, 'You')]
    expect(lines(timeline, [])).toEqual([['Awaiting payment', '', 'You']])
    expect(orderHistory(timeline)).toHaveLength(1)
  })

  it('puts a payment, with its amount and reference, before the change it made', () => {
    expect(lines(placed, [payment('ADR-1', 'paid', T + MINUTE_MS)])).toEqual([
      ['Awaiting payment', '', 'You'],
      ['Payment received', '₦57,000 · ADR-1', 'Paystack'],
      ['Order Placed', '', 'Paystack'],
    ])
  })

  it('shows a cancelled order’s refund on its way after the cancellation that started it', () => {
    const cancelledAt = T + 5 * HOUR_MS
    const history = lines(
      [...placed, step('Cancelled', cancelledAt, 'Adire')],
      [payment('ADR-1', 'paid', T + MINUTE_MS, { status: 'pending', at: cancelledAt })],
    )
    expect(history.slice(2)).toEqual([
      ['Order Placed', '', 'Paystack'],
      ['Cancelled', '', 'Adire'],
      ['Refund on its way', '₦57,000 · ADR-1', 'Adire'],
    ])
  })

  it('adds what Paystack reported, when it did: refunded, or failed', () => {
    const cancelledAt = T + 5 * HOUR_MS
    const settled = (status: 'processed' | 'failed') =>
      orderHistory(
        [...placed, step('Cancelled', cancelledAt, 'Adire')],
        [
          payment('ADR-1', 'paid', T + MINUTE_MS, {
            status,
            at: cancelledAt,
            updatedAt: T + 2 * DAY_MS,
          }),
        ],
      ).slice(-2)
    const [started, refunded] = settled('processed')
    expect(started).toMatchObject({ title: 'Refund started', by: 'Adire', at: cancelledAt })
    expect(refunded).toMatchObject({
      title: 'Refunded',
      detail: '₦57,000 · ADR-1',
      by: 'Paystack',
      at: T + 2 * DAY_MS,
      problem: false,
    })
    expect(settled('failed')[1]).toMatchObject({
      title: 'Refund failed: our team will be in touch',
      by: 'Paystack',
      problem: true,
    })
  })

  it('places a second payment and its refund among later changes, by time', () => {
    const history = lines(
      [...placed, step('Packing', T + 3 * HOUR_MS, 'Adire')],
      [
        payment('ADR-1', 'paid', T + MINUTE_MS),
        payment('ADR-2', 'duplicate', T + 2 * MINUTE_MS, {
          status: 'processed',
          updatedAt: T + 5 * HOUR_MS,
        }),
      ],
    )
    expect(history.map(([title]) => title)).toEqual([
      'Awaiting payment',
      'Payment received',
      'Order Placed',
      'Extra payment received: the order was already paid',
      'Refund started',
      'Packing',
      'Refunded',
    ])
    expect(history[3]?.[1]).toBe('₦57,000 · ADR-2')
  })

  it('says what a payment after a cancellation and one of the wrong amount were', () => {
    expect(
      lines(
        [step('Awaiting payment', T, 'You')],
        [
          payment('ADR-1', 'mismatch', T + MINUTE_MS, { status: 'pending' }, 3_200),
          payment('ADR-2', 'after cancellation', T + HOUR_MS, { status: 'pending' }),
        ],
      ),
    ).toEqual([
      ['Awaiting payment', '', 'You'],
      ['Payment received for the wrong amount', '₦3,200 · ADR-1', 'Paystack'],
      ['Refund on its way', '₦3,200 · ADR-1', 'Adire'],
      ['Payment received after the order was cancelled', '₦57,000 · ADR-2', 'Paystack'],
      ['Refund on its way', '₦57,000 · ADR-2', 'Adire'],
    ])
  })

  it('gives every line its own key', () => {
    const history = orderHistory(
      [...placed, step('Cancelled', T + HOUR_MS, 'Adire')],
      [
        payment('ADR-1', 'paid', T + MINUTE_MS, { status: 'failed', at: T + HOUR_MS }),
        payment('ADR-2', 'after cancellation', T + 2 * HOUR_MS, { status: 'processed' }),
      ],
    )
    expect(new Set(history.map((entry) => entry.key)).size).toBe(history.length)
  })
})

type Shown = Pick<Order, 'status' | 'paymentStatus' | 'payments'>

const order = (
  status: string,
  paymentStatus: Order['paymentStatus'],
  payments: OrderPayment[] = [],
): Shown => ({ status, paymentStatus, payments })

describe('refundNotes: what the order card tells the shopper of each refund', () => {
  const refunded = T + 2 * DAY_MS // 3 November 2026
  it.each([
    [
      'Cancelled',
      'paid',
      'pending',
      'This order was cancelled. Your payment of ₦57,000 is being refunded and should reach you within 10 working days.',
    ],
    [
      'Cancelled',
      'paid',
      'processed',
      'This order was cancelled and your payment of ₦57,000 was refunded on 3 November 2026.',
    ],
    [
      'Cancelled',
      'paid',
      'failed',
      'This order was cancelled. We could not refund your payment of ₦57,000 yet: our team will be in touch.',
    ],
    [
      'Cancelled',
      'after cancellation',
      'pending',
      'This order was cancelled. Your payment of ₦57,000 is being refunded and should reach you within 10 working days.',
    ],
    [
      'Packing',
      'duplicate',
      'pending',
      'This order was already paid, so your extra payment of ₦57,000 is being refunded. It should reach you within 10 working days.',
    ],
    [
      'Packing',
      'duplicate',
      'processed',
      'This order was already paid, so your extra payment of ₦57,000 was refunded on 3 November 2026.',
    ],
    [
      'Packing',
      'duplicate',
      'failed',
      'This order was already paid. We could not refund your extra payment of ₦57,000 yet: our team will be in touch.',
    ],
    [
      'Awaiting payment',
      'mismatch',
      'pending',
      "A payment of ₦57,000 did not match this order's total, so it is being refunded. It should reach you within 10 working days.",
    ],
    [
      'Awaiting payment',
      'mismatch',
      'processed',
      "A payment of ₦57,000 did not match this order's total, so it was refunded on 3 November 2026.",
    ],
    [
      'Awaiting payment',
      'mismatch',
      'failed',
      "A payment of ₦57,000 did not match this order's total. We could not refund it yet: our team will be in touch.",
    ],
  ] as const)('%s, a %s payment, refund %s', (status, kind, refundStatus, note) => {
    const paid = payment('ADR-1', kind, T, { status: refundStatus, updatedAt: refunded })
    expect(refundNotes(order(status, 'paid', [paid]))).toEqual([
      { reference: 'ADR-1', status: refundStatus, text: note },
    ])
  })

  it('says nothing when no money is being given back', () => {
    expect(refundNotes(order('Packing', 'paid', [payment('ADR-1', 'paid', T)]))).toEqual([])
    expect(refundNotes(order('Awaiting payment', 'awaiting'))).toEqual([])
  })

  it('names the amount given back, in naira with kobo', () => {
    const partly = payment('ADR-1', 'mismatch', T, { status: 'pending', amount: 1_234.5 })
    expect(refundNotes(order('Awaiting payment', 'awaiting', [partly]))[0]?.text).toContain(
      'A payment of ₦1,234.50 did not match',
    )
  })
})

describe('paymentSummary: the order’s payment in a few words', () => {
  it('reads as before when nothing is refunded', () => {
    expect(paymentSummary(order('Packing', 'paid', [payment('ADR-1', 'paid', T)]))).toBe('Paid')
    expect(paymentSummary(order('Awaiting payment', 'awaiting'))).toBe('Not paid yet')
    expect(paymentSummary(order('Awaiting payment', 'expired'))).toBe('Not paid')
    expect(paymentSummary(order('Cancelled', 'awaiting'))).toBe('Not paid')
  })

  it('follows the refund of a cancelled order’s payment', () => {
    const cancelled = (status: OrderRefund['status'], kind: OrderPayment['kind'] = 'paid') =>
      paymentSummary(
        order('Cancelled', kind === 'paid' ? 'paid' : 'awaiting', [
          payment('ADR-1', kind, T, { status }),
        ]),
      )
    expect(cancelled('pending')).toBe('Refund on its way')
    expect(cancelled('processed')).toBe('Refunded')
    expect(cancelled('failed')).toBe('Refund failed')
    expect(cancelled('pending', 'after cancellation')).toBe('Refund on its way')
  })

  it('keeps the order’s own payment when an extra or wrong payment is refunded', () => {
    const duplicate = payment('ADR-2', 'duplicate', T, { status: 'pending' })
    expect(paymentSummary(order('Packing', 'paid', [payment('ADR-1', 'paid', T), duplicate]))).toBe(
      'Paid',
    )
    const wrong = payment('ADR-1', 'mismatch', T, { status: 'pending' })
    expect(paymentSummary(order('Awaiting payment', 'awaiting', [wrong]))).toBe('Not paid yet')
  })
})
