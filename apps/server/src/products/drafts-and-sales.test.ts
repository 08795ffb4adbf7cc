import {
  AdminProductResponse,
  AdminProductsResponse,
  CART_MESSAGES,
  ErrorResponse,
  PRODUCT_MESSAGES,
  ProductDetailsResponse,
  type ProductDraftInput,
  ProductListResponse,
  ProductSearchResponse,
  productDraftOf,
} from '@adire/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { databaseFingerprint } from '../testing/fingerprint.ts'
import { myOrders, placed, placeOrder } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'

/*
 * Drafts and sale prices (docs/product.md §11.4, issue 44): a draft is shown to no shopper
 * anywhere and cannot be bought until it is published; a sale price is what shoppers see and
 * pay, with the price before it beside, and an order keeps the price it was charged.
 */

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let admin: Awaited<ReturnType<typeof signUp>>
let shopper: Awaited<ReturnType<typeof signUp>>

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db)
  admin = await signUp(harness.app)
  await harness.services.users.makeAdmin(admin.email)
  shopper = await signUp(harness.app)
})
afterAll(() => database.close())

const draft = (overrides: Partial<ProductDraftInput> = {}): ProductDraftInput => ({
  name: 'Yaba Linen Kaftan',
  description: 'Loose linen, hand-finished.',
  category: 'T-Shirt',
  price: '18,500',
  sizes: ['S', 'M', 'L'],
  images: ['/images/products/lagos-sun-cap-1.svg'],
  ...overrides,
})

const asAdmin = (method: string, path: string, body?: unknown) =>
  send(harness.app, method, path, body, { token: admin.token })

async function create(overrides: Partial<ProductDraftInput> = {}) {
  const res = await asAdmin('POST', '/api/admin/products', draft(overrides))
  expect(res.status).toBe(201)
  return AdminProductResponse.parse(await res.json()).product
}

/** Saves the product as it is with `changes`, from its current version. */
async function save(id: string, changes: Partial<ProductDraftInput>) {
  const { product } = AdminProductResponse.parse(
    await (await asAdmin('GET', `/api/admin/products/${id}`)).json(),
  )
  return asAdmin('PUT', `/api/admin/products/${id}`, { ...productDraftOf(product), ...changes })
}

const shopperList = async () =>
  ProductListResponse.parse(await (await harness.app.request('/api/products/list')).json()).products

const searchIds = async (q: string) =>
  ProductSearchResponse.parse(
    await (await harness.app.request(`/api/products?q=${encodeURIComponent(q)}`)).json(),
  ).products.map((p) => p._id)

const addToCart = (id: string) =>
  send(
    harness.app,
    'POST',
    '/api/cart/items',
    { productId: id, size: 'M', quantity: 1 },
    { token: shopper.token },
  )

describe('a draft', () => {
  it('is shown to no shopper and cannot be bought, until it is published', async () => {
    const product = await create({ name: 'Secret Kaftan', status: 'draft' })
    expect(product).toMatchObject({ status: 'draft', archived: false })

    expect((await shopperList()).map((p) => p._id)).not.toContain(product._id)
    expect(await searchIds('secret kaftan')).toEqual([])
    expect(await (await harness.app.request('/api/products/featured')).text()).not.toContain(
      product._id,
    )
    expect(await (await harness.app.request('/sitemap.xml')).text()).not.toContain(product._id)
    // Its page is not found, as an id no product has: no suggestions that would say it exists.
    const page = await harness.app.request(`/api/products/${product._id}`)
    expect(page.status).toBe(404)
    expect(await page.json()).not.toHaveProperty('suggestions')
    expect((await harness.app.request(`/api/products/${product._id}/availability`)).status).toBe(
      404,
    )
    const before = await databaseFingerprint(database.db)
    const added = await addToCart(product._id)
    expect(added.status).toBe(400)
    expect(ErrorResponse.parse(await added.json()).message).toBe(CART_MESSAGES.productNotFound)
    const line = [{ id: product._id, size: 'M', quantity: 1 }]
    const ordered = await placeOrder(harness.app, shopper.token, line, 18_500)
    expect(ordered.status).toBe(400)
    expect(ErrorResponse.parse(await ordered.json()).message).toBe(CART_MESSAGES.productNotFound)
    expect(await databaseFingerprint(database.db)).toBe(before)

    // The store team still finds it in their list, marked as a draft.
    const listed = AdminProductsResponse.parse(
      await (await asAdmin('GET', '/api/admin/products?q=secret')).json(),
    )
    expect(listed.products).toEqual([expect.objectContaining({ status: 'draft' })])

    const published = await save(product._id, { status: 'live' })
    expect(published.status).toBe(200)
    const { product: live, history } = AdminProductResponse.parse(await published.json())
    expect(live.status).toBe('live')
    expect(history[0]).toMatchObject({
      by: admin.email,
      changes: [{ field: 'status', from: 'draft', to: 'live' }],
    })
    expect((await shopperList()).map((p) => p._id)).toContain(product._id)
    expect(await searchIds('secret kaftan')).toEqual([product._id])
    expect((await harness.app.request(`/api/products/${product._id}`)).status).toBe(200)
    expect((await addToCart(product._id)).status).toBe(200)

    // Unpublished again: gone from the shop, its cart line waiting as an archived one's does.
    expect((await save(product._id, { status: 'draft' })).status).toBe(200)
    expect((await shopperList()).map((p) => p._id)).not.toContain(product._id)
    const cart = await send(harness.app, 'GET', '/api/cart/get', undefined, {
      token: shopper.token,
    })
    expect(JSON.stringify(await cart.json())).not.toContain(product._id)
  })

  it('keeps its status through a save that does not name one, and is archived from a draft', async () => {
    const product = await create({ name: 'Quiet Draft Cap', category: 'HeadWear', status: 'draft' })
    const renamed = AdminProductResponse.parse(
      await (await save(product._id, { name: 'Quiet Draft Cap II' })).json(),
    )
    expect(renamed.product.status).toBe('draft')
    // `archived: false` (the field before drafts) leaves a draft a draft.
    const kept = AdminProductResponse.parse(
      await (await save(product._id, { archived: false })).json(),
    )
    expect(kept.product.status).toBe('draft')
    const archived = AdminProductResponse.parse(
      await (await save(product._id, { archived: true })).json(),
    )
    expect(archived.product).toMatchObject({ status: 'archived', archived: true })
    const brought = AdminProductResponse.parse(
      await (await save(product._id, { archived: false })).json(),
    )
    expect(brought.product.status).toBe('live')
  })

  it('refuses a status and archived that disagree', async () => {
    const res = await asAdmin(
      'POST',
      '/api/admin/products',
      draft({ name: 'Confused Cap', status: 'live', archived: true }),
    )
    expect(res.status).toBe(400)
    expect(ErrorResponse.parse(await res.json())).toMatchObject({
      field: 'status',
      message: PRODUCT_MESSAGES.statusAndArchived,
    })
  })
})

describe('a sale price', () => {
  it('is what shoppers see and pay, the price before beside it, and orders keep what they paid', async () => {
    const product = await create({ name: 'Sale Kaftan', price: '18,500', salePrice: '15,000' })
    expect(product).toMatchObject({ price: 18_500, salePrice: 15_000 })
    const listed = (await shopperList()).find((p) => p._id === product._id)
    expect(listed).toMatchObject({ price: 15_000, wasPrice: 18_500 })
    const page = ProductDetailsResponse.parse(
      await (await harness.app.request(`/api/products/${product._id}`)).json(),
    )
    expect(page.product).toMatchObject({ price: 15_000, wasPrice: 18_500 })

    // The full price is refused: the server charges the sale price.
    const line = [{ id: product._id, size: 'M', quantity: 2 }]
    expect((await placeOrder(harness.app, shopper.token, line, 37_000)).status).toBe(409)
    const order = await placed(harness.app, shopper.token, line)
    expect(order).toMatchObject({ success: true })

    // The sale ends: shoppers see the price again, the order keeps what it was charged.
    const ended = AdminProductResponse.parse(
      await (await save(product._id, { salePrice: '' })).json(),
    )
    expect(ended.product.salePrice).toBeNull()
    expect(ended.history[0]?.changes).toEqual([{ field: 'salePrice', from: 15_000, to: null }])
    const after = (await shopperList()).find((p) => p._id === product._id)
    expect(after?.price).toBe(18_500)
    expect(after).not.toHaveProperty('wasPrice')
    const [mine] = (await myOrders(harness.app, shopper.token)).filter((o) =>
      o.items.some((item) => item._id === product._id),
    )
    expect(mine?.amount).toBe(30_000)
    expect(mine?.items[0]).toMatchObject({ price: 15_000, wasPrice: 18_500, quantity: 2 })
  })

  it.each([
    [
      'equal to the price',
      { price: '18500', salePrice: '18500' },
      PRODUCT_MESSAGES.salePriceNotLower,
    ],
    ['above the price', { price: '18500', salePrice: 20_000 }, PRODUCT_MESSAGES.salePriceNotLower],
    ['of nothing', { salePrice: '0' }, PRODUCT_MESSAGES.salePriceRange],
    ['that is not a number', { salePrice: 'half' }, PRODUCT_MESSAGES.salePriceFormat],
    ['in thirds of a kobo', { salePrice: '99.999' }, PRODUCT_MESSAGES.salePriceDecimals],
  ])('refuses a sale price %s, naming the field, changing nothing', async (_, change, message) => {
    const before = await databaseFingerprint(database.db)
    const res = await asAdmin('POST', '/api/admin/products', draft({ name: 'Refused', ...change }))
    expect(res.status).toBe(400)
    expect(ErrorResponse.parse(await res.json())).toMatchObject({ field: 'salePrice', message })
    expect(await databaseFingerprint(database.db)).toBe(before)
  })

  it('refuses a price lowered to or below the sale price it keeps', async () => {
    const product = await create({ name: 'Kept Sale Tee', price: '10000', salePrice: '8000' })
    const before = await databaseFingerprint(database.db)
    const { salePrice: _kept, ...withoutSale } = productDraftOf(product)
    const res = await asAdmin('PUT', `/api/admin/products/${product._id}`, {
      ...withoutSale,
      price: '8000',
    })
    expect(res.status).toBe(400)
    expect(ErrorResponse.parse(await res.json())).toMatchObject({
      field: 'salePrice',
      message: PRODUCT_MESSAGES.salePriceNotLower,
    })
    expect(await databaseFingerprint(database.db)).toBe(before)
  })

  it('is the price the shop sorts and filters by, with a text or without', async () => {
    // A department of its own, so the seeded products do not come between them.
    const dept = await asAdmin('POST', '/api/admin/departments', { label: 'Sale Wraps' })
    expect(dept.status).toBe(201)
    const category = 'Sale-Wraps'
    const marked = await create({
      name: 'Marked Down Wrap',
      category,
      price: '30000',
      salePrice: '9000',
    })
    const plain = await create({ name: 'Plain Price Wrap', category, price: '12000' })
    const find = async (query: string) => {
      const res = await send(harness.app, 'GET', `/api/products?category=${category}&${query}`)
      expect(res.status).toBe(200)
      return ProductSearchResponse.parse(await res.json()).products.map((p) => p._id)
    }
    expect(await find('sort=price-asc')).toEqual([marked._id, plain._id])
    expect(await find('sort=price-desc')).toEqual([plain._id, marked._id])
    expect(await find('sort=price-asc&q=wrap')).toEqual([marked._id, plain._id])
    // ₦9,000 is within ₦10,000 or less, whatever it cost before the sale; and not ₦10,000 or more.
    expect(await find('maxPrice=10000')).toEqual([marked._id])
    expect(await find('minPrice=10000')).toEqual([plain._id])
    expect(await find('maxPrice=10000&q=wrap')).toEqual([marked._id])
  })
})

describe('the store team list', () => {
  it('gives each row the units of its counted sizes, and the low-stock threshold', async () => {
    const product = await create({ name: 'Counted Kaftan', sizes: ['S', 'M', 'L'] })
    await harness.services.productStock.set(product._id, { S: 0, M: 2 }, 'counted', 'command line')
    const listed = AdminProductsResponse.parse(
      await (await asAdmin('GET', '/api/admin/products?q=counted%20kaftan')).json(),
    )
    expect(listed.lowStockThreshold).toBe(3)
    expect(listed.products).toEqual([
      expect.objectContaining({ _id: product._id, stock: { S: 0, M: 2 } }),
    ])
    const drafts = AdminProductsResponse.parse(
      await (await asAdmin('GET', '/api/admin/products?status=draft')).json(),
    )
    expect(drafts.products.every((p) => p.status === 'draft')).toBe(true)
  })
})
