// `/api/admin/orders/bulk-status` and `/api/admin/orders/:id/notes` (docs/product.md §11.11): bulk
// moves and the store team's notes, as the server's admin routes answer them (no token 401, a
// shopper's 403, a body the contract refuses 400), with named variants for stories.
import {
  type BulkRefusal,
  BulkStatusRequest,
  type BulkStatusResponse,
  bulkOutcome,
  bulkRefusalMessage,
  type ErrorResponse,
  OrderNoteRequest,
  type OrderStatusResponse,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { ADMIN_USER } from '../../fixtures/people.ts'
import { type Body, invalidBody, refuseOrder, serverError, url } from '../http.ts'
import { state, tick } from '../state.ts'
import { moveAsServer, refusedToNonAdmin } from './orders.ts'

/** POST /api/admin/orders/bulk-status: each order moved as a single move is, or refused, and why. */
const bulkStatus = http.post<never, Body<'adminBulkStatus'>, BulkStatusResponse | ErrorResponse>(
  url('adminBulkStatus'),
  async ({ request }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const invalid = await invalidBody(request.clone(), BulkStatusRequest)
    if (invalid) return invalid
    const { ids, status, courier, tracking } = BulkStatusRequest.parse(await request.json())
    const moved: string[] = []
    const refusals: BulkRefusal[] = []
    for (const id of ids) {
      const order = state.orders.find((o) => o._id === id)
      const from = order?.status
      const shipment = courier ? { courier, tracking: tracking?.[id] || null } : undefined
      if (order && moveAsServer(order, status, ADMIN_USER.name, shipment)) moved.push(id)
      else {
        const reference = order?.reference ?? null
        refusals.push({ id, reference, message: bulkRefusalMessage(reference, from) })
      }
    }
    return HttpResponse.json({
      success: true,
      moved,
      refused: refusals,
      message: bulkOutcome(moved.length, refusals),
    })
  },
)

/** The note ids the mock server gave, counting on from the fixtures'. */
let lastNoteId = 100

/** POST /api/admin/orders/:id/notes: the note kept, newest first, with the team member's name. */
const addNote = http.post<
  { id: string },
  Body<'adminOrderNote'>,
  OrderStatusResponse | ErrorResponse
>(url('adminOrderNote'), async ({ request, params }) => {
  const refused = refusedToNonAdmin(request)
  if (refused) return refused
  const invalid = await invalidBody(request.clone(), OrderNoteRequest)
  if (invalid) return invalid
  const { text } = OrderNoteRequest.parse(await request.json())
  const order = state.orders.find((o) => o._id === params.id)
  if (!order) return refuseOrder('orderNotFound')
  lastNoteId += 1
  order.notes = [{ id: lastNoteId, text, by: ADMIN_USER.name, at: tick() }, ...(order.notes ?? [])]
  return HttpResponse.json({ success: true, order: structuredClone(order) })
})

export const adminShippingHandlers = {
  bulkStatus,
  addNote,
  /** The server fails while saving a note: the note stays typed, with the error. */
  noteFailed: http.post(url('adminOrderNote'), serverError),
}
