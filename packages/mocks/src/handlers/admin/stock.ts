// `/api/admin/products/:id/stock`: the store team's stock (docs/product.md §11.6), as the
// server's admin routes answer it (no token 401, a shopper's 403, no such product 404, a body
// the contract refuses 400 naming its field), on the mock server's stock (stock-state.ts), with
// named variants for the stories' other states.
import {
  type ErrorResponse,
  LOW_STOCK_THRESHOLD,
  PRODUCT_MESSAGES,
  type ProductStockResponse,
  REFUSAL_FALLBACKS,
  refusalOf,
  STOCK_MESSAGES,
  StockUpdateRequest,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { ADMIN_USER } from '../../fixtures/people.ts'
import { fail, neverAnswers, serverError, url } from '../http.ts'
import { tick } from '../state.ts'
import { mockStock, mockStockHistory, setMockStock } from '../stock-state.ts'
import { refusedToNonAdmin } from './orders.ts'
import { changeMockProduct, mockProduct } from './products.ts'

type IdParams = { id: string }

type Answer = ProductStockResponse | ErrorResponse

const answer = (id: string) =>
  HttpResponse.json<ProductStockResponse>({
    success: true,
    stock: mockStock(id),
    // The mock store has no shoppers paying: nothing is held.
    held: {},
    lowStockThreshold: LOW_STOCK_THRESHOLD,
    history: mockStockHistory(id),
  })

/**
 * PUT /api/admin/products/:id/stock, after `before` played what happened to the product just
 * before the call arrived. In the server's order: the body is checked first (400 with the
 * field the contract names), then the product (404), then each size against its sizes now.
 */
const update = (before?: (id: string) => void) =>
  http.put<IdParams, never, Answer>(url('adminProductStockUpdate'), async ({ request, params }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const parsed = StockUpdateRequest.safeParse(await request.json().catch(() => undefined))
    if (!parsed.success) {
      const { message, field } = refusalOf(parsed.error.issues, REFUSAL_FALLBACKS.body)
      return fail(message, 400, field)
    }
    if (!mockProduct(params.id)) return fail(PRODUCT_MESSAGES.notFound, 404, 'id')
    before?.(params.id)
    const sizes = mockProduct(params.id)?.sizes ?? []
    const { stock, reason } = parsed.data
    const unknown = Object.keys(stock).find((size) => !sizes.includes(size))
    if (unknown !== undefined) return fail(STOCK_MESSAGES.unknownSize(unknown), 400, 'stock')
    setMockStock(params.id, stock, reason, ADMIN_USER.email, tick())
    return answer(params.id)
  })

export const adminStockHandlers = {
  /** GET /api/admin/products/:id/stock: the counted sizes' units and the changes, newest first. */
  get: http.get<IdParams, never, Answer>(url('adminProductStock'), ({ request, params }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    return mockProduct(params.id) ? answer(params.id) : fail(PRODUCT_MESSAGES.notFound, 404)
  }),
  /** PUT /api/admin/products/:id/stock: the sizes sent set and each change recorded. */
  update: update(),
  /**
   * Someone else took a size off meanwhile: just before this save arrives, another team member
   * removes the product's last size, so a save that counts it is refused on `stock`
   * (`STOCK_MESSAGES.unknownSize`), as the server refuses it.
   */
  sizeRemovedMeanwhile: update((id) => {
    const sizes = mockProduct(id)?.sizes ?? []
    changeMockProduct(id, { sizes: sizes.slice(0, -1) })
  }),
  stockSlow: http.get(url('adminProductStock'), neverAnswers),
  stockError: http.get(url('adminProductStock'), serverError),
  /** Saving never finishes: the panel stays "Saving stock…". */
  updateSlow: http.put(url('adminProductStockUpdate'), neverAnswers),
}

/** The happy path of the store team's stock, as registered by default. */
export const adminStockBaseline = [adminStockHandlers.get, adminStockHandlers.update]

/** The happy path with some handlers in front (MSW takes the first that matches). */
export const adminStockWith = (...first: (typeof adminStockBaseline)[number][]) => [
  ...first,
  ...adminStockBaseline,
]
