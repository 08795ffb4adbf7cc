import { describe, expect, it } from 'vitest'
import {
  BulkStatusRequest,
  bulkOutcome,
  OrderNoteRequest,
  OrderStatusRequest,
  SHIPPING_MESSAGES,
  trackingHref,
} from './shipping.ts'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? [])

describe('a tracking value', () => {
  it.each([
    ['https://track.kwik.delivery/KW-1', 'https://track.kwik.delivery/KW-1'],
    ['http://gig.ng/t?n=1', 'http://gig.ng/t?n=1'],
    ['GIG-998877', undefined],
    ['javascript:alert(1)', undefined],
    ['javascript://alert(1)', undefined],
    ['ftp://files.example/1', undefined],
    ['', undefined],
  ])('%s is a link only over http(s)', (tracking, href) => {
    expect(trackingHref(tracking)).toBe(href)
  })
})

describe('a move to Shipped', () => {
  it('needs a courier, takes a tracking number or an http(s) link, and nothing else', () => {
    expect(messages(OrderStatusRequest.safeParse({ status: 'Shipped' }))).toEqual([
      SHIPPING_MESSAGES.courierRequired,
    ])
    expect(messages(OrderStatusRequest.safeParse({ status: 'Shipped', courier: '  ' }))).toEqual([
      SHIPPING_MESSAGES.courierRequired,
    ])
    expect(
      OrderStatusRequest.parse({ status: 'Shipped', courier: ' Kwik ', tracking: ' KW-1 ' }),
    ).toEqual({ status: 'Shipped', courier: 'Kwik', tracking: 'KW-1' })
    expect(
      messages(
        OrderStatusRequest.safeParse({ status: 'Shipped', courier: 'Kwik', tracking: 'ftp://x' }),
      ),
    ).toEqual([SHIPPING_MESSAGES.trackingLink])
    expect(
      messages(OrderStatusRequest.safeParse({ status: 'Shipped', courier: 'K'.repeat(61) })),
    ).toEqual([SHIPPING_MESSAGES.courierTooLong])
    expect(messages(OrderStatusRequest.safeParse({ status: 'Packing', courier: 'Kwik' }))).toEqual([
      SHIPPING_MESSAGES.onlyWhenShipped,
    ])
    expect(OrderStatusRequest.parse({ status: 'Packing' })).toEqual({ status: 'Packing' })
  })
})

describe('a bulk move and a note', () => {
  const id = '00000000-0000-4000-8000-000000000001'
  it('takes 1 to 100 orders, each once', () => {
    expect(messages(BulkStatusRequest.safeParse({ ids: [], status: 'Packing' }))).toEqual([
      SHIPPING_MESSAGES.bulkNone,
    ])
    expect(messages(BulkStatusRequest.safeParse({ ids: [id, id], status: 'Packing' }))).toEqual([
      SHIPPING_MESSAGES.bulkDuplicate,
    ])
    expect(BulkStatusRequest.safeParse({ ids: [id], status: 'Packing' }).success).toBe(true)
  })

  it('says which moved and which could not', () => {
    expect(bulkOutcome(3, [])).toBe('3 moved')
    expect(bulkOutcome(3, [{ id, reference: 'ADR-1', message: 'ADR-1 is Cancelled' }])).toBe(
      '3 moved, 1 could not: ADR-1 is Cancelled',
    )
  })

  it('keeps a note of up to 1000 characters, line breaks included', () => {
    expect(OrderNoteRequest.parse({ text: ' a\nb ' })).toEqual({ text: 'a\nb' })
    expect(messages(OrderNoteRequest.safeParse({ text: 'a'.repeat(1001) }))).toEqual([
      SHIPPING_MESSAGES.noteTooLong,
    ])
  })
})
