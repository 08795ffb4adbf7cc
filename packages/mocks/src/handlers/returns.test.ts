// The returns' handlers: a shopper's return judged with the contract's rules, as the server
// judges it, and refused in the shopper's words.
import {
  ErrorResponse,
  type Order,
  OrderDetailsResponse,
  RETURN_MESSAGES,
  ReturnResponse,
} from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { toAdminOrder } from '../fixtures/admin-orders.ts'
import { fixtureOrderReturns, fixtureShopperReturns } from '../fixtures/shopper-returns.ts'
import { post, send, useMockServer } from '../testing.ts'
import { resetMockOrders } from './state.ts'

useMockServer()

const { returnable, pastWindow } = fixtureShopperReturns
const withOrders = (...orders: Order[]) => resetMockOrders(orders.map((o) => toAdminOrder(o)))

const ask = (body: object) =>
  post('/api/order/returns', {
    reference: returnable.reference,
    reason: 'tooSmall',
    way: 'dropOff',
    ...body,
  })

const refusedWith = async (res: Response, status: number, message: string) => {
  expect(res.status).toBe(status)
  expect(ErrorResponse.parse(await res.json()).message).toBe(message)
}

describe('mock returns', () => {
  it('makes a return priced as the contract prices it, and the order shows it', async () => {
    withOrders(returnable)
    const res = await ask({
      lines: [
        { index: 0, quantity: 1, exchangeSize: 'XL' },
        { index: 1, quantity: 1 },
      ],
      way: 'pickup',
    })
    expect(res.status).toBe(201)
    const made = ReturnResponse.parse(await res.json()).return
    expect(made).toMatchObject({
      returnNumber: 1001,
      status: 'requested',
      fee: 1500,
      refundTotal: 11_000,
      lines: [
        { name: 'Indigo Adire Hoodie', size: 'M', exchangeSize: 'XL', refund: 0 },
        { name: 'Adire Circles Tee', size: 'M', exchangeSize: null, refund: 12_500 },
      ],
    })
    const page = await send(`/api/order/details/${returnable.reference}`, undefined, {
      method: 'GET',
    })
    const { order } = OrderDetailsResponse.parse(await page.json())
    expect(order.returns?.map((r) => r.returnNumber)).toEqual([1001])
  })

  it('refuses a line an open return holds, more than is left of a line, a size sold out, and a closed window', async () => {
    withOrders({ ...returnable, returns: [fixtureOrderReturns.approved] }, pastWindow)
    await refusedWith(
      await ask({ lines: [{ index: 1, quantity: 1 }] }),
      409,
      RETURN_MESSAGES.lineUnderReturn,
    )
    withOrders({ ...returnable, returns: [fixtureOrderReturns.refundProcessed] }, pastWindow)
    await refusedWith(
      await ask({ lines: [{ index: 1, quantity: 2 }] }),
      409,
      RETURN_MESSAGES.quantity,
    )
    await refusedWith(
      await ask({
        reference: pastWindow.reference,
        lines: [{ index: 0, quantity: 1 }],
      }),
      409,
      RETURN_MESSAGES.windowClosed,
    )
    withOrders(returnable)
    // The hoodie's L is sold out in the mock's stock.
    await refusedWith(
      await ask({ lines: [{ index: 0, quantity: 1, exchangeSize: 'L' }] }),
      409,
      RETURN_MESSAGES.soldOut,
    )
  })

  it('refuses an order not delivered, and the size sent back as the exchange', async () => {
    withOrders({ ...returnable, status: 'Shipped' })
    await refusedWith(
      await ask({ lines: [{ index: 0, quantity: 1 }] }),
      409,
      RETURN_MESSAGES.notDelivered,
    )
    withOrders(returnable)
    await refusedWith(
      await ask({ lines: [{ index: 0, quantity: 1, exchangeSize: 'M' }] }),
      400,
      RETURN_MESSAGES.sameSize,
    )
  })

  it('lets a return requested be cancelled, and gives its lines back', async () => {
    withOrders({ ...returnable, returns: [fixtureOrderReturns.requested] })
    const res = await post(`/api/order/returns/${fixtureOrderReturns.requested.id}/cancel`)
    expect(ReturnResponse.parse(await res.json()).return.status).toBe('cancelled')
    expect((await ask({ lines: [{ index: 0, quantity: 1 }] })).status).toBe(201)
    await refusedWith(
      await post(`/api/order/returns/${fixtureOrderReturns.requested.id}/cancel`),
      409,
      RETURN_MESSAGES.step,
    )
  })
})
