import type { OrderReturn, ReturnRequest } from '@adire/contract'
import { answered, call } from '../../api/client.ts'

/** What a failed returns call says when the server gives no message of its own. */
export const RETURN_CALL_FAILED = 'Your return could not be sent. Please try again.'

/**
 * POST /api/order/returns (docs/product.md §10.7): a return of some lines of one of the
 * shopper's delivered orders. Rejects with an ApiError carrying the server's words and field
 * when it refuses (409: the window closed, more than is left, a size sold out).
 */
export async function requestReturn(token: string, body: ReturnRequest): Promise<OrderReturn> {
  const answer = await answered(
    call('returnRequest', { body, token, fallbackMessage: RETURN_CALL_FAILED }),
    RETURN_CALL_FAILED,
  )
  return answer.return
}

/** What a failed cancel says when the server gives no message of its own. */
export const RETURN_CANCEL_FAILED = 'Your return could not be cancelled. Please try again.'

/** POST /api/order/returns/:id/cancel: the shopper's own return, before the store has it. */
export async function cancelReturn(token: string, id: string): Promise<OrderReturn> {
  const answer = await answered(
    call('returnCancel', { params: { id }, token, fallbackMessage: RETURN_CANCEL_FAILED }),
    RETURN_CANCEL_FAILED,
  )
  return answer.return
}
