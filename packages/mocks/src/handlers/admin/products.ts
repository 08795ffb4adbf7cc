// `/api/admin/products` and `/api/admin/photos`: the store team's catalogue and photo uploads,
// as the server answers them (no token 401, a shopper's 403), with the products kept in memory
// so a story can list, create, edit and archive, and named variants for the other states.
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProduct,
  type AdminProductResponse,
  AdminProductsQuery,
  type AdminProductsResponse,
  DEPARTMENT_MESSAGES,
  type ErrorResponse,
  LOW_STOCK_THRESHOLD,
  MAX_PHOTO_BYTES,
  PHOTO_MESSAGES,
  PHOTO_WIDTHS,
  type Photo,
  type PhotoUploadResponse,
  PRODUCT_MESSAGES,
  type ProductChange,
  ProductDraft,
  type ProductFieldChange,
  ProductUpdateRequest,
  productPhotoPath,
  productSlug,
  productStateAfter,
  REFUSAL_FALLBACKS,
  refusalOf,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import type { z } from 'zod'
import {
  fixtureAdminProducts,
  fixturePhotos,
  fixtureProductHistory,
  OTHER_ADMIN_EMAIL,
} from '../../fixtures/admin-products.ts'
import { ADMIN_USER } from '../../fixtures/people.ts'
import { fail, neverAnswers, serverError, url } from '../http.ts'
import { formatOf, photoArtwork, photoId, sizeOf } from '../photo-bytes.ts'
import { state as shared, tick } from '../state.ts'
import {
  forgetRemovedSizes,
  hasStockLevel,
  isSoldOut,
  mockStock,
  resetMockStock,
} from '../stock-state.ts'
import { refusedToNonAdmin } from './orders.ts'
import { diff, draftOf } from './product-fields.ts'

/** The mock server's catalogue: the products, their changes (newest first), the photos uploaded. */
const catalogue = {
  products: structuredClone(fixtureAdminProducts),
  history: new Map(Object.entries(structuredClone(fixtureProductHistory))),
  photos: new Map(fixturePhotos.map((photo) => [photo.id, photo])),
}

/**
 * Puts the catalogue back: the fixtures' products, their histories and photos (or those given),
 * and the fixtures' stock.
 */
export function resetMockProducts(
  products: AdminProduct[] = fixtureAdminProducts,
  history: Record<string, ProductChange[]> = fixtureProductHistory,
): void {
  catalogue.products = structuredClone(products)
  catalogue.history = new Map(Object.entries(structuredClone(history)))
  catalogue.photos = new Map(fixturePhotos.map((photo) => [photo.id, photo]))
  resetMockStock()
}

/** A product of the mock catalogue, as it is now (for a test's or story's checks). */
export function mockProduct(id: string): AdminProduct | undefined {
  return structuredClone(catalogue.products.find((product) => product._id === id))
}

/**
 * Changes a product as another member of the store team would (in another tab), whether or not
 * the page has seen it: its version moves on, so the page's next save is refused with 409.
 */
export function changeMockProduct(
  id: string,
  changes: Partial<AdminProduct>,
  by = OTHER_ADMIN_EMAIL,
) {
  const product = catalogue.products.find((p) => p._id === id)
  if (!product) throw new Error(`No mock product ${id}`)
  const before = draftOf(product)
  Object.assign(product, changes, { version: product.version + 1, updatedAt: tick() })
  forgetRemovedSizes(id, product.sizes)
  record(product, 'changed', by, diff(before, draftOf(product)))
}

/** Whether the shop has a department of this id. */
const isDepartment = (id: string) => shared.departments.some((d) => d.id === id)

/** How many products a department holds: all of them, and those shoppers see. */
export function mockProductsIn(department: string): { products: number; liveProducts: number } {
  const held = catalogue.products.filter((product) => product.category === department)
  return {
    products: held.length,
    liveProducts: held.filter((product) => product.status === 'live').length,
  }
}

/** The first problem the schema finds, on its field, as the server reports it. */
function invalid(error: z.ZodError) {
  const { message, field } = refusalOf(error.issues, REFUSAL_FALLBACKS.body)
  return fail(message, 400, field)
}

function record(
  product: AdminProduct,
  action: ProductChange['action'],
  by: string,
  changes: ProductFieldChange[],
) {
  const history = catalogue.history.get(product._id) ?? []
  catalogue.history.set(product._id, [{ action, by, at: product.updatedAt, changes }, ...history])
}

/** A product as the server sends it: `soldOut` from its stock (§11.6), as the server keeps it. */
const withStock = (product: AdminProduct): AdminProduct => {
  const { soldOut: _kept, stock: _stock, ...rest } = structuredClone(product)
  return isSoldOut(product._id, product.sizes) ? { ...rest, soldOut: true } : rest
}

/** A row of the list: with its counted sizes' units, as the server lists it. */
const listed = (product: AdminProduct): AdminProduct => ({
  ...withStock(product),
  stock: mockStock(product._id),
})

const answer = (product: AdminProduct, status = 200) =>
  HttpResponse.json<AdminProductResponse>(
    {
      success: true,
      product: withStock(product),
      history: structuredClone(catalogue.history.get(product._id) ?? []),
    },
    { status },
  )

/** The launch range's artwork, which the store serves as it is. */
const artwork = new Set(
  fixtureAdminProducts.flatMap((product) =>
    product.image.filter((path) => path.startsWith('/images/')),
  ),
)

/** Whether the store has the image: an uploaded photo's largest JPEG, or launch-range artwork. */
function known(path: string): boolean {
  return (
    artwork.has(path) ||
    [...catalogue.photos.values()].some((photo) => productPhotoPath(photo) === path)
  )
}

/** The draft as a product's fields (settled against `before`, as the server does), or the refusal. */
function fieldsOf(draft: ProductDraft, before?: AdminProduct) {
  if (draft.category !== before?.category && !isDepartment(draft.category)) {
    return fail(DEPARTMENT_MESSAGES.unknown, 400, 'category')
  }
  if (!draft.images.every(known)) return fail(PRODUCT_MESSAGES.unknownImage, 400, 'images')
  const sale = before?.salePrice
  const kept = before && {
    status: before.status,
    salePriceKobo: sale ? Math.round(sale * 100) : null,
  }
  const state = productStateAfter(draft, kept)
  if ('refused' in state) return fail(PRODUCT_MESSAGES.salePriceNotLower, 400, 'salePrice')
  return {
    name: draft.name,
    description: draft.description,
    category: draft.category,
    price: draft.priceKobo / 100,
    salePrice: state.salePriceKobo === null ? null : state.salePriceKobo / 100,
    sizes: draft.sizes,
    bestseller: draft.bestseller,
    image: draft.images,
    status: state.status,
    archived: state.status === 'archived',
  }
}

/**
 * A new product's id: its slug, with `-2`, `-3`… when taken. `new` counts as taken: it is the
 * path of the editor for a new product.
 */
function newId(name: string): string {
  const slug = productSlug(name)
  const taken = (id: string) => id === 'new' || catalogue.products.some((p) => p._id === id)
  let id = slug
  for (let n = 2; taken(id); n++) id = `${slug}-${n}`
  return id
}

const newestFirst = (a: AdminProduct, b: AdminProduct) =>
  b.date - a.date || a._id.localeCompare(b._id)

type IdParams = { id: string }

/** PUT /api/admin/products/:id, after `before` played what happened just before it arrived. */
const update = (before?: (product: AdminProduct) => void) =>
  http.put<IdParams, never, AdminProductResponse | ErrorResponse>(
    url('adminProductUpdate'),
    async ({ request, params }) => {
      const refused = refusedToNonAdmin(request)
      if (refused) return refused
      const product = catalogue.products.find((p) => p._id === params.id)
      if (!product) return fail(PRODUCT_MESSAGES.notFound, 404)
      const parsed = ProductUpdateRequest.safeParse(await request.json().catch(() => undefined))
      if (!parsed.success) return invalid(parsed.error)
      before?.(product)
      if (parsed.data.version !== product.version) {
        return fail(PRODUCT_MESSAGES.changedMeanwhile, 409)
      }
      const fields = fieldsOf(parsed.data, product)
      if (fields instanceof Response) return fields
      const was = draftOf(product)
      const changes = diff(was, draftOf({ ...product, ...fields }))
      // Nothing changed: nothing to record, the same version.
      if (changes.length === 0) return answer(product)
      Object.assign(product, fields, { version: product.version + 1, updatedAt: tick() })
      forgetRemovedSizes(product._id, product.sizes)
      record(product, 'changed', ADMIN_USER.email, changes)
      return answer(product)
    },
  )

const create = http.post<never, never, AdminProductResponse | ErrorResponse>(
  url('adminProductCreate'),
  async ({ request }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const parsed = ProductDraft.safeParse(await request.json().catch(() => undefined))
    if (!parsed.success) return invalid(parsed.error)
    const fields = fieldsOf(parsed.data)
    if (fields instanceof Response) return fields
    const at = tick()
    const product: AdminProduct = {
      _id: newId(fields.name),
      ...fields,
      date: at,
      version: 1,
      updatedAt: at,
    }
    catalogue.products.push(product)
    record(product, 'created', ADMIN_USER.email, [])
    return answer(product, 201)
  },
)

const photoUpload = http.post<never, never, PhotoUploadResponse | ErrorResponse>(
  url('adminPhotoUpload'),
  async ({ request }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const bytes = new Uint8Array(await request.arrayBuffer())
    if (bytes.length === 0) return fail(PHOTO_MESSAGES.empty, 400)
    if (bytes.length > MAX_PHOTO_BYTES) return fail(PHOTO_MESSAGES.tooLarge, 413)
    const format = formatOf(bytes)
    if (format === 'heic') return fail(PHOTO_MESSAGES.heic, 415)
    if (!format) return fail(PHOTO_MESSAGES.notPhoto, 415)
    const { width, height } = sizeOf(bytes, format)
    const made = PHOTO_WIDTHS.filter((w) => w <= width)
    const photo: Photo = {
      id: await photoId(bytes),
      width,
      height,
      widths: made.length > 0 ? [...made] : [width],
    }
    catalogue.photos.set(photo.id, photo)
    return HttpResponse.json<PhotoUploadResponse>({ success: true, photo }, { status: 201 })
  },
)

export const adminProductHandlers = {
  /**
   * GET /api/admin/products: newest first, by name or id, department, status, stock (a counted
   * size low or sold out, §11.6), archived too on request; each row with its counted sizes.
   */
  list: http.get<never, never, AdminProductsResponse | ErrorResponse>(
    url('adminProducts'),
    ({ request }) => {
      const refused = refusedToNonAdmin(request)
      if (refused) return refused
      const query = AdminProductsQuery.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      )
      if (!query.success)
        return fail(refusalOf(query.error.issues, REFUSAL_FALLBACKS.filter).message, 400)
      const { q, category, archived, status, stock, page } = query.data
      if (category && !isDepartment(category)) {
        return fail(DEPARTMENT_MESSAGES.unknown, 400, 'category')
      }
      const needle = q?.toLowerCase()
      const matches = catalogue.products
        .filter((product) =>
          status ? product.status === status : archived || product.status !== 'archived',
        )
        .filter((product) => !category || product.category === category)
        .filter((product) => !stock || hasStockLevel(product._id, stock))
        .filter(
          (product) =>
            !needle || product.name.toLowerCase().includes(needle) || product._id.includes(needle),
        )
        .sort(newestFirst)
      const start = (page - 1) * ADMIN_PRODUCTS_PAGE_SIZE
      return HttpResponse.json({
        success: true,
        products: matches.slice(start, start + ADMIN_PRODUCTS_PAGE_SIZE).map(listed),
        page,
        pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
        total: matches.length,
        lowStockThreshold: LOW_STOCK_THRESHOLD,
      })
    },
  ),
  /** GET /api/admin/products/:id: the product and its changes, newest first; 404 for no such id. */
  get: http.get<IdParams, never, AdminProductResponse | ErrorResponse>(
    url('adminProduct'),
    ({ request, params }) => {
      const refused = refusedToNonAdmin(request)
      if (refused) return refused
      const product = catalogue.products.find((p) => p._id === params.id)
      return product ? answer(product) : fail(PRODUCT_MESSAGES.notFound, 404)
    },
  ),
  /** POST /api/admin/products: 201 with the new product, its id made from its name; 400 on a field. */
  create,
  /** PUT /api/admin/products/:id: saved and recorded, 409 when it changed since `version`. */
  update: update(),
  /**
   * POST /api/admin/photos: any JPEG, PNG, WebP or AVIF bytes become a photo (its id from its
   * bytes); anything else is refused as the server refuses it (400, 413, 415).
   */
  photoUpload,
  /**
   * GET /photos/<id>-<width>.<ext>: a stand-in picture for any uploaded photo, so thumbnails
   * show in Storybook and the mock mode (the real files are the server's).
   */
  photoFile: http.get('*/photos/:file', ({ params }) =>
    HttpResponse.text(photoArtwork(String(params.file)), {
      headers: { 'Content-Type': 'image/svg+xml' },
    }),
  ),
  /**
   * Someone else got there first: just before this save arrives, another team member changes
   * the product's price, so the server answers 409 (`PRODUCT_MESSAGES.changedMeanwhile`).
   */
  changedMeanwhile: update((product) =>
    changeMockProduct(product._id, { price: product.price + 500 }),
  ),
  listEmpty: http.get<never, never, AdminProductsResponse>(url('adminProducts'), () =>
    HttpResponse.json({
      success: true,
      products: [],
      page: 1,
      pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
      total: 0,
    }),
  ),
  listError: http.get(url('adminProducts'), serverError),
  listSlow: http.get(url('adminProducts'), neverAnswers),
  productSlow: http.get(url('adminProduct'), neverAnswers),
  productError: http.get(url('adminProduct'), serverError),
  /** Saving never finishes: the editor stays "Saving…". */
  createSlow: http.post(url('adminProductCreate'), neverAnswers),
  updateSlow: http.put(url('adminProductUpdate'), neverAnswers),
  /** Uploading never finishes: each photo stays "Uploading…". */
  uploadSlow: http.post(url('adminPhotoUpload'), neverAnswers),
  /**
   * The photos uploaded were removed from the store before the save arrived: the server
   * refuses the product on its `images` field (`PRODUCT_MESSAGES.unknownImage`).
   */
  photosGone: http.post(url('adminProductCreate'), () =>
    fail(PRODUCT_MESSAGES.unknownImage, 400, 'images'),
  ),
}

/** The happy path of the store team's catalogue, as registered by default. */
export const adminProductBaseline = [
  adminProductHandlers.list,
  adminProductHandlers.get,
  adminProductHandlers.create,
  adminProductHandlers.update,
  adminProductHandlers.photoUpload,
]

/** The happy path with some handlers in front (MSW takes the first that matches). */
export const adminProductsWith = (...first: (typeof adminProductBaseline)[number][]) => [
  ...first,
  ...adminProductBaseline,
]
