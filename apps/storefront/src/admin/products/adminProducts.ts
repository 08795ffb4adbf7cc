import type {
  AdminProductResponse,
  AdminProductsQuery,
  AdminProductsResponse,
  Photo,
  ProductDraftInput,
  ProductStockResponse,
  StockUpdateRequest,
} from '@adire/contract'
import { ApiError, answered, call } from '../../api/client.ts'
import { ADMIN_CALL_FAILED } from '../orders/adminOrders.ts'

/**
 * The list as the products page asks for it: a search, a department, a status, stock, archived
 * too, a page.
 */
export type AdminProductsFilter = Pick<AdminProductsQuery, 'page'> &
  Partial<Omit<AdminProductsQuery, 'page'>>

/**
 * GET /api/admin/products: a page of products, by name or id, department, status (draft, live
 * or archived) and stock (a size low or sold out, docs/product.md §11.6), archived ones on
 * request.
 */
export function fetchAdminProducts(
  token: string,
  { q, category, status, stock, archived, page }: AdminProductsFilter,
  signal?: AbortSignal,
): Promise<AdminProductsResponse> {
  return answered(
    call('adminProducts', {
      token,
      query: { q, category, status, stock, archived: archived ? 'true' : undefined, page },
      fallbackMessage: ADMIN_CALL_FAILED,
      signal,
    }),
    ADMIN_CALL_FAILED,
  )
}

/** GET /api/admin/products/:id: the product and its changes, newest first (404 for no such id). */
export function fetchAdminProduct(
  token: string,
  id: string,
  signal?: AbortSignal,
): Promise<AdminProductResponse> {
  return answered(
    call('adminProduct', { token, params: { id }, fallbackMessage: ADMIN_CALL_FAILED, signal }),
    ADMIN_CALL_FAILED,
  )
}

/**
 * POST /api/admin/products: a new product, as typed (the price in naira text). Rejects with the
 * server's message, and the field it is about (`ApiError.field`) when it names one.
 */
export function createProduct(
  token: string,
  draft: ProductDraftInput,
): Promise<AdminProductResponse> {
  return answered(
    call('adminProductCreate', { token, body: draft, fallbackMessage: ADMIN_CALL_FAILED }),
    ADMIN_CALL_FAILED,
  )
}

/**
 * PUT /api/admin/products/:id: the product as edited, from `version`. Rejects with 409 when
 * someone else changed it since, and with the field a 400 is about.
 */
export function updateProduct(
  token: string,
  id: string,
  draft: ProductDraftInput & { version: number },
): Promise<AdminProductResponse> {
  return answered(
    call('adminProductUpdate', {
      token,
      params: { id },
      body: draft,
      fallbackMessage: ADMIN_CALL_FAILED,
    }),
    ADMIN_CALL_FAILED,
  )
}

/**
 * GET /api/admin/products/:id/stock: the units in stock of the product's counted sizes and its
 * stock changes, newest first (docs/product.md §11.6; 404 for no such id).
 */
export function fetchProductStock(
  token: string,
  id: string,
  signal?: AbortSignal,
): Promise<ProductStockResponse> {
  return answered(
    call('adminProductStock', {
      token,
      params: { id },
      fallbackMessage: ADMIN_CALL_FAILED,
      signal,
    }),
    ADMIN_CALL_FAILED,
  )
}

/**
 * PUT /api/admin/products/:id/stock: the units now of the sizes changed, and why. Rejects with
 * the server's message and the field it is about (`stock` or `reason`) for a 400.
 */
export function updateProductStock(
  token: string,
  id: string,
  update: StockUpdateRequest,
): Promise<ProductStockResponse> {
  return answered(
    call('adminProductStockUpdate', {
      token,
      params: { id },
      body: update,
      fallbackMessage: ADMIN_CALL_FAILED,
    }),
    ADMIN_CALL_FAILED,
  )
}

/**
 * POST /api/admin/photos: one photo, its file's bytes as the body (not JSON, so not through
 * `call`). Rejects with the server's message for a file it will not take (400, 413, 415, 422).
 */
export async function uploadPhoto(token: string, file: Blob, signal?: AbortSignal): Promise<Photo> {
  const upload = async () => {
    const { api, ErrorResponse } = await import('../../api/schemas.ts')
    const endpoint = api.adminPhotoUpload
    const response = await fetch(endpoint.path, {
      method: endpoint.method,
      headers: {
        Accept: 'application/json',
        // The server reads what the bytes are, whatever this says.
        'Content-Type': file.type || 'application/octet-stream',
        token,
        Authorization: `Bearer ${token}`,
      },
      body: file,
      signal: signal ?? null,
    })
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const error = ErrorResponse.safeParse(json)
      throw new ApiError(error.success ? error.data.message : ADMIN_CALL_FAILED, response.status)
    }
    const parsed = endpoint.response.safeParse(json)
    if (!parsed.success) throw new ApiError(ADMIN_CALL_FAILED, response.status)
    return parsed.data.photo
  }
  return answered(upload(), ADMIN_CALL_FAILED)
}
