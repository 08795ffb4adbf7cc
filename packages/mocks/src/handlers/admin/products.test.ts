// The store team's catalogue handlers: the list, one product, new and changed products with
// their history, and photo uploads judged by their bytes.
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  AdminProductResponse,
  AdminProductsResponse,
  ErrorResponse,
  ORDER_MESSAGES,
  PHOTO_MESSAGES,
  PhotoUploadResponse,
  PRODUCT_MESSAGES,
  type ProductDraftInput,
  productPhotoPath,
} from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { fixtureAdminProducts, OTHER_ADMIN_EMAIL } from '../../fixtures/admin-products.ts'
import { ADMIN_USER } from '../../fixtures/people.ts'
import { base, send, useMockServer } from '../../testing.ts'
import { forgetHeldRequests, heldRequests } from '../http.ts'
import { MOCK_ADMIN_TOKEN, MOCK_TOKEN } from '../state.ts'
import { adminProductHandlers, mockProduct } from './products.ts'

const server = useMockServer()

const admin = { token: MOCK_ADMIN_TOKEN }

const list = async (query = '') =>
  AdminProductsResponse.parse(
    await (
      await send(`/api/admin/products${query}`, undefined, { ...admin, method: 'GET' })
    ).json(),
  )

const upload = (bytes: Uint8Array, token = MOCK_ADMIN_TOKEN) =>
  fetch(`${base}/api/admin/photos`, {
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg', token },
    body: new Uint8Array(bytes),
  })

/** The first bytes of a JPEG: enough for the mock, which judges a photo by its opening bytes. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1])

const draft = (changes: Partial<ProductDraftInput> = {}): ProductDraftInput => ({
  name: 'Ọ̀ṣun River Tee',
  description: 'Soft cotton, river-blue print.',
  category: 'T-Shirt',
  price: '12,500.50',
  sizes: ['S', 'M', 'L'],
  bestseller: false,
  images: ['/images/products/adire-circles-tee-1.svg'],
  ...changes,
})

describe('mock admin products', () => {
  it('saves drafts and sale prices as the server does: the rule once, from the contract', async () => {
    const created = await send(
      '/api/admin/products',
      draft({ name: 'Mock Draft Tee', status: 'draft', salePrice: '9000' }),
      admin,
    )
    const { product } = AdminProductResponse.parse(await created.json())
    expect(product).toMatchObject({ status: 'draft', archived: false, salePrice: 9000 })
    expect((await list('?status=draft')).products.map((p) => p._id)).toContain(product._id)
    const unchanged = draft({ name: 'Mock Draft Tee' })
    // No status nor sale price named: both kept; a lower price below the kept sale is refused.
    const kept = await send(
      `/api/admin/products/${product._id}`,
      { ...unchanged, archived: false, version: 1, price: '12000' },
      { ...admin, method: 'PUT' },
    )
    expect(AdminProductResponse.parse(await kept.json()).product).toMatchObject({
      status: 'draft',
      salePrice: 9000,
    })
    const refused = await send(
      `/api/admin/products/${product._id}`,
      { ...unchanged, version: 2, price: '9000' },
      { ...admin, method: 'PUT' },
    )
    expect(refused.status).toBe(400)
    expect(ErrorResponse.parse(await refused.json())).toMatchObject({
      field: 'salePrice',
      message: PRODUCT_MESSAGES.salePriceNotLower,
    })
    const listed = (await list('?q=oyo-adire')).products[0]
    expect(listed?.stock).toEqual({ S: 1, M: 0, L: 9 })
  })

  it("refuses a shopper's token (403) and no token (401)", async () => {
    const shopper = await send('/api/admin/products', undefined, { method: 'GET' })
    expect(shopper.status).toBe(403)
    expect(ErrorResponse.parse(await shopper.json()).message).toBe(ORDER_MESSAGES.adminOnly)
    expect((await fetch(`${base}/api/admin/products`)).status).toBe(401)
    expect((await upload(JPEG, MOCK_TOKEN)).status).toBe(403)
  })

  it('lists the products on sale newest first, a page at a time, archived ones on request', async () => {
    const onSale = fixtureAdminProducts.filter((product) => !product.archived)
    const first = await list()
    expect(first).toMatchObject({
      page: 1,
      pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
      total: onSale.length,
    })
    expect(first.products.map((p) => p._id)).toEqual(
      onSale.slice(0, ADMIN_PRODUCTS_PAGE_SIZE).map((p) => p._id),
    )
    expect((await list('?archived=true')).total).toBe(fixtureAdminProducts.length)
    const hoodies = await list('?category=Hoodie&q=ADIRE')
    expect(hoodies.products.map((p) => p._id)).toEqual(['oyo-adire-hoodie', 'indigo-adire-hoodie'])
    expect((await list('?q=eko-night')).total).toBe(0)
    expect((await list('?q=eko-night&archived=true')).products[0]?.archived).toBe(true)
  })

  it('creates a product with an id from its name, its price in kobo, and records who made it', async () => {
    const res = await send('/api/admin/products', draft(), admin)
    expect(res.status).toBe(201)
    const { product, history } = AdminProductResponse.parse(await res.json())
    expect(product).toMatchObject({
      _id: 'osun-river-tee',
      price: 12500.5,
      sizes: ['S', 'M', 'L'],
      version: 1,
      archived: false,
    })
    expect(history).toEqual([
      { action: 'created', by: ADMIN_USER.email, at: product.updatedAt, changes: [] },
    ])
    // The same name again: the id is kept unique.
    const again = AdminProductResponse.parse(
      await (await send('/api/admin/products', draft(), admin)).json(),
    )
    expect(again.product._id).toBe('osun-river-tee-2')
  })

  it('refuses a bad draft on its field, and a photo the store does not have', async () => {
    const bad = await send('/api/admin/products', draft({ price: '12.345' }), admin)
    expect(bad.status).toBe(400)
    expect(ErrorResponse.parse(await bad.json())).toMatchObject({
      message: PRODUCT_MESSAGES.priceDecimals,
      field: 'price',
    })
    const unknown = await send(
      '/api/admin/products',
      draft({ images: ['/photos/ffffffffffffffffffff-1280.jpg'] }),
      admin,
    )
    expect(ErrorResponse.parse(await unknown.json())).toMatchObject({
      message: PRODUCT_MESSAGES.unknownImage,
      field: 'images',
    })
  })

  it('saves a change from the version edited, records what changed, and refuses a stale one with 409', async () => {
    const hoodie = mockProduct('indigo-adire-hoodie')
    if (!hoodie) throw new Error('no hoodie')
    const edited = {
      ...draft({
        name: hoodie.name,
        description: hoodie.description,
        category: hoodie.category,
        sizes: hoodie.sizes,
        images: hoodie.image,
        bestseller: hoodie.bestseller,
      }),
      price: '29000',
      archived: true,
      version: hoodie.version,
    }
    const path = `/api/admin/products/${hoodie._id}`
    const res = await send(path, edited, { ...admin, method: 'PUT' })
    expect(res.status).toBe(200)
    const { product, history } = AdminProductResponse.parse(await res.json())
    expect(product).toMatchObject({ price: 29000, archived: true, version: hoodie.version + 1 })
    expect(history[0]).toMatchObject({
      action: 'changed',
      by: ADMIN_USER.email,
      changes: [
        { field: 'price', from: 28500, to: 29000 },
        { field: 'status', from: 'live', to: 'archived' },
      ],
    })
    // The same version again: someone (this tab) changed it since.
    const stale = await send(path, edited, { ...admin, method: 'PUT' })
    expect(stale.status).toBe(409)
    expect(ErrorResponse.parse(await stale.json()).message).toBe(PRODUCT_MESSAGES.changedMeanwhile)
    expect(
      (await send('/api/admin/products/no-such-product', edited, { ...admin, method: 'PUT' }))
        .status,
    ).toBe(404)
  })

  it('answers 409 when another member changed the product just before (changedMeanwhile)', async () => {
    server.use(adminProductHandlers.changedMeanwhile)
    const hoodie = mockProduct('indigo-adire-hoodie')
    if (!hoodie) throw new Error('no hoodie')
    const res = await send(
      `/api/admin/products/${hoodie._id}`,
      {
        ...draft({
          name: hoodie.name,
          category: hoodie.category,
          sizes: hoodie.sizes,
          images: hoodie.image,
        }),
        version: hoodie.version,
      },
      { ...admin, method: 'PUT' },
    )
    expect(res.status).toBe(409)
    const now = AdminProductResponse.parse(
      await (
        await send(`/api/admin/products/${hoodie._id}`, undefined, { ...admin, method: 'GET' })
      ).json(),
    )
    expect(now.product.price).toBe(hoodie.price + 500)
    expect(now.history[0]).toMatchObject({ by: OTHER_ADMIN_EMAIL })
  })

  it('holds a save that never finishes, and says it is held (a story waits for that before it ends)', async () => {
    server.use(adminProductHandlers.updateSlow)
    forgetHeldRequests()
    const version = mockProduct('indigo-adire-hoodie')?.version
    const controller = new AbortController()
    void fetch(`${base}/api/admin/products/indigo-adire-hoodie`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', token: MOCK_ADMIN_TOKEN },
      body: JSON.stringify({ ...draft(), version }),
      signal: controller.signal,
    }).catch(() => undefined)
    await expect.poll(heldRequests).toEqual(['PUT /api/admin/products/indigo-adire-hoodie'])
    expect(mockProduct('indigo-adire-hoodie')?.version).toBe(version)
    controller.abort()
    forgetHeldRequests()
    expect(heldRequests()).toEqual([])
  })

  it('takes any photo bytes and refuses what is not a photo, as the server does', async () => {
    const res = await upload(JPEG)
    expect(res.status).toBe(201)
    const { photo } = PhotoUploadResponse.parse(await res.json())
    expect(photo.widths).toEqual([320, 640, 960, 1280])
    // The same bytes again: the same photo.
    const again = PhotoUploadResponse.parse(await (await upload(JPEG)).json())
    expect(again.photo.id).toBe(photo.id)
    // Now in the store: a product may use it.
    const created = await send(
      '/api/admin/products',
      draft({ images: [productPhotoPath(photo)] }),
      admin,
    )
    expect(created.status).toBe(201)

    const text = await upload(new TextEncoder().encode('Not a photo at all'))
    expect(text.status).toBe(415)
    expect(ErrorResponse.parse(await text.json()).message).toBe(PHOTO_MESSAGES.notPhoto)
    const empty = await upload(new Uint8Array())
    expect(empty.status).toBe(400)
  })
})
