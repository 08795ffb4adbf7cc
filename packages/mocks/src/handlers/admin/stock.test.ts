// The store team's stock handlers (docs/product.md §11.6): read, set with why and recorded,
// refused as the server refuses, and the product list's stock filter.
import {
  AdminProductsResponse,
  ErrorResponse,
  LOW_STOCK_THRESHOLD,
  ORDER_MESSAGES,
  PRODUCT_MESSAGES,
  ProductStockResponse,
  productDraftOf,
  STOCK_MESSAGES,
} from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { ADMIN_USER } from '../../fixtures/people.ts'
import { fixtureStock } from '../../fixtures/stock.ts'
import { base, send, useMockServer } from '../../testing.ts'
import { MOCK_ADMIN_TOKEN } from '../state.ts'
import { mockStock } from '../stock-state.ts'
import { mockProduct } from './products.ts'
import { adminStockHandlers } from './stock.ts'

const server = useMockServer()

const admin = { token: MOCK_ADMIN_TOKEN }

const stockPath = (id: string) => `/api/admin/products/${id}/stock`

const read = async (id: string) =>
  ProductStockResponse.parse(
    await (await send(stockPath(id), undefined, { ...admin, method: 'GET' })).json(),
  )

const put = (id: string, body: unknown) => send(stockPath(id), body, { ...admin, method: 'PUT' })

/** A refusal's status, message and field. */
const refusal = async (response: Response) => ({
  status: response.status,
  ...ErrorResponse.parse(await response.json()),
})

const listed = async (query: string) =>
  AdminProductsResponse.parse(
    await (
      await send(`/api/admin/products${query}`, undefined, { ...admin, method: 'GET' })
    ).json(),
  ).products.map((product) => product._id)

describe('mock admin stock', () => {
  it("refuses a shopper's token (403) and no token (401)", async () => {
    const shopper = await send(stockPath('oyo-adire-hoodie'), undefined, { method: 'GET' })
    expect(await refusal(shopper)).toMatchObject({
      status: 403,
      message: ORDER_MESSAGES.adminOnly,
    })
    const update = { stock: { S: 4 }, reason: 'counted' }
    expect((await send(stockPath('oyo-adire-hoodie'), update, { method: 'PUT' })).status).toBe(403)
    expect((await fetch(`${base}${stockPath('oyo-adire-hoodie')}`)).status).toBe(401)
  })

  it('answers the counted sizes and their changes, newest first; nothing for an uncounted product', async () => {
    const oyo = await read('oyo-adire-hoodie')
    expect(oyo.stock).toEqual({ S: 1, M: 0, L: 9 })
    expect(
      oyo.history.map(({ size, delta, quantity, reason }) => [size, delta, quantity, reason]),
    ).toEqual([
      ['M', -2, 0, 'sold'],
      ['S', -2, 1, 'sold'],
      ['L', 9, 9, 'received'],
      ['M', 2, 2, 'received'],
      ['S', 3, 3, 'received'],
    ])
    expect(await read('lekki-linen-shorts')).toEqual({
      success: true,
      stock: {},
      held: {},
      lowStockThreshold: LOW_STOCK_THRESHOLD,
      history: [],
    })
    const unknown = await send(stockPath('no-such-product'), undefined, { ...admin, method: 'GET' })
    expect(await refusal(unknown)).toMatchObject({
      status: 404,
      message: PRODUCT_MESSAGES.notFound,
    })
  })

  it('sets the sizes sent, recording each change with who and why; the same units record nothing', async () => {
    const saved = ProductStockResponse.parse(
      await (
        await put('oyo-adire-hoodie', { stock: { S: 1, M: 12, XL: 4 }, reason: 'received' })
      ).json(),
    )
    expect(saved.stock).toEqual({ S: 1, M: 12, L: 9, XL: 4 })
    expect(saved.history.slice(0, 3)).toEqual([
      {
        size: 'XL',
        delta: 4,
        quantity: 4,
        reason: 'received',
        by: ADMIN_USER.email,
        at: expect.any(Number),
      },
      {
        size: 'M',
        delta: 12,
        quantity: 12,
        reason: 'received',
        by: ADMIN_USER.email,
        at: expect.any(Number),
      },
      expect.objectContaining({ size: 'M', delta: -2, reason: 'sold' }),
    ])
    const again = await read('oyo-adire-hoodie')
    expect(again).toEqual(saved)
    await put('oyo-adire-hoodie', { stock: { M: 12 }, reason: 'counted' })
    expect((await read('oyo-adire-hoodie')).history).toEqual(saved.history)
  })

  it('refuses a body the contract refuses, naming its field, and an unknown product or size', async () => {
    const id = 'oyo-adire-hoodie'
    expect(await refusal(await put(id, { stock: { S: 2 } }))).toEqual({
      status: 400,
      success: false,
      message: STOCK_MESSAGES.reason,
      field: 'reason',
    })
    expect(await refusal(await put(id, { stock: { S: -1 }, reason: 'counted' }))).toMatchObject({
      status: 400,
      message: STOCK_MESSAGES.quantity,
      field: 'stock',
    })
    expect(await refusal(await put(id, { stock: { S: 2.5 }, reason: 'counted' }))).toMatchObject({
      message: STOCK_MESSAGES.quantity,
    })
    expect(await refusal(await put(id, { stock: {}, reason: 'counted' }))).toMatchObject({
      status: 400,
      message: STOCK_MESSAGES.nothing,
      field: 'stock',
    })
    expect(await refusal(await put(id, { stock: { XXL: 2 }, reason: 'counted' }))).toMatchObject({
      status: 400,
      message: STOCK_MESSAGES.unknownSize('XXL'),
      field: 'stock',
    })
    expect(
      await refusal(await put('no-such-product', { stock: { S: 2 }, reason: 'counted' })),
    ).toMatchObject({ status: 404, message: PRODUCT_MESSAGES.notFound, field: 'id' })
    expect(mockStock(id)).toEqual(fixtureStock[id])
  })

  it('refuses a size someone else took off meanwhile (sizeRemovedMeanwhile)', async () => {
    server.use(adminStockHandlers.sizeRemovedMeanwhile)
    const response = await put('indigo-adire-hoodie', { stock: { XXL: 3 }, reason: 'received' })
    expect(await refusal(response)).toMatchObject({
      status: 400,
      message: STOCK_MESSAGES.unknownSize('XXL'),
      field: 'stock',
    })
    expect(mockProduct('indigo-adire-hoodie')?.sizes).toEqual(['S', 'M', 'L', 'XL'])
  })

  it('forgets the count of a size taken off the product', async () => {
    const product = mockProduct('oyo-adire-hoodie')
    if (!product) throw new Error('No oyo-adire-hoodie')
    const draft = { ...productDraftOf(product), sizes: ['S', 'L', 'XL'] }
    expect(
      (await send('/api/admin/products/oyo-adire-hoodie', draft, { ...admin, method: 'PUT' }))
        .status,
    ).toBe(200)
    expect((await read('oyo-adire-hoodie')).stock).toEqual({ S: 1, L: 9 })
  })

  it('filters the product list to a counted size low on stock or sold out', async () => {
    expect(await listed('?stock=low')).toEqual(['oyo-adire-hoodie', 'indigo-adire-hoodie'])
    expect(await listed('?stock=soldout')).toEqual([
      'oyo-adire-hoodie',
      'indigo-adire-hoodie',
      'danfo-yellow-shades',
    ])
    expect(await listed('?stock=soldout&archived=true')).toContain('harmattan-fleece-joggers')
    expect(await listed('?stock=low&category=Sunglasses')).toEqual([])
    const bad = await send('/api/admin/products?stock=plenty', undefined, {
      ...admin,
      method: 'GET',
    })
    expect(await refusal(bad)).toMatchObject({ status: 400, message: 'stock is low or soldout' })
    // Counted to plenty: no longer low.
    await put('oyo-adire-hoodie', { stock: { S: 10, L: 10 }, reason: 'received' })
    expect(await listed('?stock=low')).toEqual(['indigo-adire-hoodie'])
  })

  it('marks a product sold out when every size is counted and none is left, as the server does', async () => {
    const soldOut = async () =>
      AdminProductsResponse.parse(
        await (
          await send('/api/admin/products?stock=soldout', undefined, { ...admin, method: 'GET' })
        ).json(),
      ).products.flatMap((product) => (product.soldOut ? [product._id] : []))
    // Indigo and Ọ̀yọ́ have a size sold out, but others to sell.
    expect(await soldOut()).toEqual(['danfo-yellow-shades'])
    await put('danfo-yellow-shades', { stock: { 'One size': 2 }, reason: 'received' })
    expect(await soldOut()).toEqual([])
    await put('oyo-adire-hoodie', { stock: { S: 0, L: 0, XL: 0 }, reason: 'counted' })
    expect(await soldOut()).toEqual(['oyo-adire-hoodie'])
  })
})
