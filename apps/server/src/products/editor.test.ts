import {
  AdminProductResponse,
  AdminProductsResponse,
  ErrorResponse,
  PhotoUploadResponse,
  PRODUCT_GONE_MESSAGE,
  PRODUCT_MESSAGES,
  type ProductDraftInput,
  ProductGoneResponse,
  ProductListResponse,
  ProductSearchResponse,
  productDraftOf,
  productPhotoPath,
} from '@adire/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { phoneJpeg } from '../photos/test-images.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { databaseFingerprint } from '../testing/fingerprint.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'
import { watchCatalogue } from './catalogue-version.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let admin: Awaited<ReturnType<typeof signUp>>
let shopper: Awaited<ReturnType<typeof signUp>>
let photo: string

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db)
  admin = await signUp(harness.app, { name: 'Kemi from Adire' })
  await harness.services.users.makeAdmin(admin.email)
  shopper = await signUp(harness.app)
  const uploaded = await harness.app.request('/api/admin/photos', {
    method: 'POST',
    headers: { token: admin.token },
    body: new Uint8Array(await phoneJpeg(800, 600)),
  })
  photo = productPhotoPath(PhotoUploadResponse.parse(await uploaded.json()).photo)
})
afterAll(() => database.close())

const draft = (overrides: Partial<ProductDraftInput> = {}): ProductDraftInput => ({
  name: 'Ọ̀yọ́ Indigo Hoodie',
  description: 'Hand-dyed in Abeokuta.',
  category: 'Hoodie',
  price: '18,500.50',
  sizes: ['S', 'M', 'L'],
  bestseller: false,
  images: [photo],
  ...overrides,
})

const asAdmin = (method: string, path: string, body?: unknown, token = admin.token) =>
  send(harness.app, method, path, body, { token })

async function create(overrides: Partial<ProductDraftInput> = {}) {
  const res = await asAdmin('POST', '/api/admin/products', draft(overrides))
  expect(res.status).toBe(201)
  return AdminProductResponse.parse(await res.json())
}

async function save(id: string, changes: Partial<ProductDraftInput>, version: number) {
  const { product } = AdminProductResponse.parse(
    await (await asAdmin('GET', `/api/admin/products/${id}`)).json(),
  )
  return asAdmin('PUT', `/api/admin/products/${id}`, {
    ...productDraftOf(product),
    ...changes,
    version,
  })
}

const shopperList = async () =>
  ProductListResponse.parse(await (await harness.app.request('/api/products/list')).json()).products

describe('creating a product', () => {
  it('makes its id from its name, keeps the price in kobo and shows it to shoppers at once', async () => {
    const { product, history } = await create()
    expect(product).toMatchObject({
      _id: 'oyo-indigo-hoodie',
      name: 'Ọ̀yọ́ Indigo Hoodie',
      price: 18_500.5,
      image: [photo],
      archived: false,
      version: 1,
    })
    expect(history).toEqual([
      expect.objectContaining({ action: 'created', by: admin.email, changes: [] }),
    ])
    expect((await shopperList()).find((p) => p._id === 'oyo-indigo-hoodie')?.price).toBe(18_500.5)
    const found = ProductSearchResponse.parse(
      await (await harness.app.request('/api/products?q=oyo%20indigo')).json(),
    )
    expect(found.products.map((p) => p._id)).toContain('oyo-indigo-hoodie')
  })

  it('takes the price as people write it: "50,000", "₦50,000" and 50000 alike (issue 44)', async () => {
    for (const [name, price] of [
      ['Comma Cap', '50,000'],
      ['Naira Cap', '₦50,000'],
      ['Plain Cap', '50000'],
      ['Number Cap', 50_000],
    ] as const) {
      const { product } = await create({ name, category: 'HeadWear', price })
      expect(product.price).toBe(50_000)
    }
  })

  it('gives a second product of the same name the next free id', async () => {
    const { product } = await create({ name: 'Twin Cap', category: 'HeadWear' })
    const { product: twin } = await create({ name: 'Twin Cap', category: 'HeadWear' })
    expect([product._id, twin._id]).toEqual(['twin-cap', 'twin-cap-2'])
  })

  it('never gives a product an id that is another address (new, featured, list)', async () => {
    const { product } = await create({ name: 'New', category: 'HeadWear' })
    expect(product._id).toBe('new-2')
    const { product: featured } = await create({ name: 'Featured!', category: 'HeadWear' })
    expect(featured._id).toBe('featured-2')
    expect((await harness.app.request('/api/products/featured')).status).toBe(200)
  })

  it('gives two products of one name created at once an id each', async () => {
    const [a, b] = await Promise.all([
      asAdmin('POST', '/api/admin/products', draft({ name: 'Race Polo', category: 'Polo' })),
      asAdmin('POST', '/api/admin/products', draft({ name: 'Race Polo', category: 'Polo' })),
    ])
    const ids = await Promise.all(
      [a, b].map(async (res) => AdminProductResponse.parse(await res.json()).product._id),
    )
    expect(ids.sort()).toEqual(['race-polo', 'race-polo-2'])
  })
})

describe('refusing what the store cannot take', () => {
  it.each([
    ['no name', { name: '  ' }, 'name', 'Enter a name'],
    ['a control character in the name', { name: 'Cap\u0000' }, 'name', 'The name contains'],
    ['a price in thirds of a kobo', { price: '100.333' }, 'price', PRODUCT_MESSAGES.priceDecimals],
    ['a price that is not a number', { price: 'ten' }, 'price', PRODUCT_MESSAGES.priceFormat],
    ['a free product', { price: '0' }, 'price', PRODUCT_MESSAGES.priceRange],
    ['a price in hex', { price: '0x10' }, 'price', PRODUCT_MESSAGES.priceFormat],
    ['a price as an exponent', { price: '1e3' }, 'price', PRODUCT_MESSAGES.priceFormat],
    ['a decimal comma', { price: '18,50' }, 'price', PRODUCT_MESSAGES.priceFormat],
    ['a negative price', { price: '-500' }, 'price', PRODUCT_MESSAGES.priceRange],
    ['a price past the limit', { price: 10_000_000.01 }, 'price', PRODUCT_MESSAGES.priceRange],
    ['an unknown department', { category: 'Shoes' }, 'category', 'Unknown department'],
    ['no department', { category: ' ' }, 'category', 'Choose a department'],
    ['no size', { sizes: [] }, 'sizes', PRODUCT_MESSAGES.noSize],
    ['a size twice', { sizes: ['M', 'm'] }, 'sizes', PRODUCT_MESSAGES.sameSize],
    ['no photo', { images: [] }, 'images', PRODUCT_MESSAGES.noPhoto],
    ['seven photos', { images: Array(7).fill('/images/x.svg') }, 'images', 'at most 6'],
    ['a photo from elsewhere', { images: ['https://evil.test/a.jpg'] }, 'images', 'path'],
    [
      'a photo never uploaded',
      { images: ['/photos/0123456789abcdef0123-640.jpg'] },
      'images',
      PRODUCT_MESSAGES.unknownImage,
    ],
    ['an image the store does not have', { images: ['/images/nope.svg'] }, 'images', 'upload'],
  ])(
    'refuses %s with a message for that field, changing nothing',
    async (_, change, field, message) => {
      const before = await databaseFingerprint(database.db)
      const res = await asAdmin('POST', '/api/admin/products', draft(change))
      expect(res.status).toBe(400)
      const body = ErrorResponse.parse(await res.json())
      expect(body.field).toBe(field)
      expect(body.message).toContain(message)
      expect(await databaseFingerprint(database.db)).toBe(before)
    },
  )

  it('refuses a field it does not know, and a body that is not JSON', async () => {
    const extra = await asAdmin('POST', '/api/admin/products', { ...draft(), priceKobo: 1 })
    expect(extra.status).toBe(400)
    const broken = await harness.app.request('/api/admin/products', {
      method: 'POST',
      headers: { token: admin.token, 'Content-Type': 'application/json' },
      body: '{"name":',
    })
    expect(broken.status).toBe(400)
    expect(ErrorResponse.safeParse(await broken.json()).success).toBe(true)
  })

  it('answers a shopper 403 and a visitor 401 on every product call', async () => {
    const before = await databaseFingerprint(database.db)
    for (const [method, path, body] of [
      ['GET', '/api/admin/products', undefined],
      ['GET', '/api/admin/products/oyo-indigo-hoodie', undefined],
      ['POST', '/api/admin/products', draft({ name: 'Sneaky' })],
      ['PUT', '/api/admin/products/oyo-indigo-hoodie', { ...draft(), version: 1 }],
    ] as const) {
      expect((await asAdmin(method, path, body, shopper.token)).status).toBe(403)
      expect((await send(harness.app, method, path, body)).status).toBe(401)
    }
    expect(await databaseFingerprint(database.db)).toBe(before)
  })

  it('answers 404 for an id no product can have', async () => {
    for (const id of ['%00', 'no-such-product', 'UPPER', 'a'.repeat(300)]) {
      expect((await asAdmin('GET', `/api/admin/products/${id}`)).status).toBe(404)
      const res = await asAdmin('PUT', `/api/admin/products/${id}`, { ...draft(), version: 1 })
      expect(res.status).toBe(404)
    }
  })
})

describe('saving a product', () => {
  it('records who changed which field from what to what, and shoppers see the new price at once', async () => {
    const { product } = await create({ name: 'Price Rise Tee', category: 'T-Shirt', price: 9000 })
    const listTag = (await harness.app.request('/api/products/list')).headers.get('etag')
    const res = await save(product._id, { price: '9500' }, 1)
    expect(res.status).toBe(200)
    const saved = AdminProductResponse.parse(await res.json())
    expect(saved.product).toMatchObject({ price: 9500, version: 2 })
    expect(saved.history[0]).toMatchObject({
      action: 'changed',
      by: admin.email,
      changes: [{ field: 'price', from: 9000, to: 9500 }],
    })
    const after = await harness.app.request('/api/products/list')
    expect(after.headers.get('etag')).not.toBe(listTag)
    expect((await shopperList()).find((p) => p._id === product._id)?.price).toBe(9500)
    // The id never changes, even with the name.
    const renamed = AdminProductResponse.parse(
      await (await save(product._id, { name: 'Renamed Tee' }, 2)).json(),
    )
    expect(renamed.product._id).toBe(product._id)
  })

  it('refuses a save made from an older version with 409, keeping the newer one', async () => {
    const { product } = await create({ name: 'Contested Short', category: 'Short' })
    expect((await save(product._id, { price: '7000' }, 1)).status).toBe(200)
    const before = await databaseFingerprint(database.db)
    const stale = await save(product._id, { price: '6000' }, 1)
    expect(stale.status).toBe(409)
    expect(ErrorResponse.parse(await stale.json()).message).toBe(PRODUCT_MESSAGES.changedMeanwhile)
    expect(await databaseFingerprint(database.db)).toBe(before)
  })

  it('changes nothing, not even the history, when saved as it is', async () => {
    const { product } = await create({ name: 'Steady Pant', category: 'Pant' })
    const before = await databaseFingerprint(database.db)
    const res = await save(product._id, {}, 1)
    expect(AdminProductResponse.parse(await res.json()).product.version).toBe(1)
    expect(await databaseFingerprint(database.db)).toBe(before)
  })
})

describe('archiving a product', () => {
  it('takes it out of every list shoppers see, answers its page with suggestions, and brings it back', async () => {
    const { product } = await create({ name: 'Retired Shades', category: 'Sunglasses' })
    const cartAdd = await send(
      harness.app,
      'POST',
      '/api/cart/add',
      { itemId: product._id, size: 'M' },
      { token: shopper.token },
    )
    expect(cartAdd.status).toBe(200)
    expect((await save(product._id, { archived: true }, 1)).status).toBe(200)

    expect((await shopperList()).map((p) => p._id)).not.toContain(product._id)
    const search = ProductSearchResponse.parse(
      await (await harness.app.request('/api/products?q=retired%20shades')).json(),
    )
    expect(search.products).toEqual([])
    const featured = await (await harness.app.request('/api/products/featured')).text()
    expect(featured).not.toContain(product._id)
    const sitemap = await (await harness.app.request('/sitemap.xml')).text()
    expect(sitemap).not.toContain(product._id)
    const page = await harness.app.request(`/api/products/${product._id}`)
    expect(page.status).toBe(404)
    const gone = ProductGoneResponse.parse(await page.json())
    expect(gone).toMatchObject({ message: PRODUCT_GONE_MESSAGE, category: 'Sunglasses' })
    expect(gone.suggestions.length).toBeGreaterThan(0)
    expect(gone.suggestions.every((p) => p.category === 'Sunglasses')).toBe(true)
    // Its line waits in the cart, neither shown nor payable, while it is archived.
    const cart = await send(harness.app, 'GET', '/api/cart/get', undefined, {
      token: shopper.token,
    })
    expect(JSON.stringify(await cart.json())).not.toContain(product._id)
    const listed = AdminProductsResponse.parse(
      await (await asAdmin('GET', '/api/admin/products?q=retired&archived=true')).json(),
    )
    expect(listed.products).toEqual([expect.objectContaining({ _id: product._id, archived: true })])
    const hidden = AdminProductsResponse.parse(
      await (await asAdmin('GET', '/api/admin/products?q=retired')).json(),
    )
    expect(hidden.products).toEqual([])

    expect((await save(product._id, { archived: false }, 2)).status).toBe(200)
    expect((await harness.app.request(`/api/products/${product._id}`)).status).toBe(200)
    const back = await send(harness.app, 'GET', '/api/cart/get', undefined, {
      token: shopper.token,
    })
    expect(JSON.stringify(await back.json())).toContain(product._id)
  })
})

describe('the store team list', () => {
  it('finds by name or id, filters by department and pages', async () => {
    const byId = AdminProductsResponse.parse(
      await (await asAdmin('GET', '/api/admin/products?q=twin-cap-2')).json(),
    )
    expect(byId.products.map((p) => p._id)).toEqual(['twin-cap-2'])
    const hoodies = AdminProductsResponse.parse(
      await (await asAdmin('GET', '/api/admin/products?category=Hoodie')).json(),
    )
    expect(hoodies.products.length).toBeGreaterThan(0)
    expect(hoodies.products.every((p) => p.category === 'Hoodie')).toBe(true)
    const [first, second] = await Promise.all(
      ['?page=1', '?page=2'].map(async (query) =>
        AdminProductsResponse.parse(
          await (await asAdmin('GET', `/api/admin/products${query}`)).json(),
        ),
      ),
    )
    expect(second?.products).toHaveLength(first?.pageSize ?? 0)
    expect(second?.products[0]?._id).not.toBe(first?.products[0]?._id)
    // `%` and `_` are searched as themselves.
    const literal = AdminProductsResponse.parse(
      await (await asAdmin('GET', '/api/admin/products?q=%25')).json(),
    )
    expect(literal.products).toEqual([])
    expect((await asAdmin('GET', '/api/admin/products?category=Shoes')).status).toBe(400)
  })
})

describe('another server on the same database', () => {
  it('shows a change made through this one within 2 seconds', async () => {
    const other = testApp(database.db)
    const stop = watchCatalogue(
      database.db,
      other.services.catalogue,
      other.services.background,
      100,
    )
    try {
      const { product } = await create({ name: 'Seen Elsewhere Jersey', category: 'Jersey' })
      const seenBy = async () =>
        ProductListResponse.parse(
          await (await other.app.request('/api/products/list')).json(),
        ).products.find((p) => p._id === product._id)?.price
      await expect.poll(seenBy, { timeout: 2000, interval: 50 }).toBe(18_500.5)
      expect((await save(product._id, { price: '20000' }, 1)).status).toBe(200)
      await expect.poll(seenBy, { timeout: 2000, interval: 50 }).toBe(20_000)
    } finally {
      stop()
      await other.services.background.drain()
    }
  })
})
