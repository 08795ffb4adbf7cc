import {
  CART_MESSAGES,
  CartAddRequest,
  type CartData,
  CartItemRequest,
  CartMergeRequest,
  CartRemoveRequest,
  type CartResponse,
  CartUpdateRequest,
  cartEntries,
  STOCK_SHOPPER_MESSAGES,
  sizeNotOffered,
} from '@adire/contract'
import { type Context, Hono } from 'hono'
import { errorJson, handleError } from '../http/errors.ts'
import { jsonBody } from '../http/json-body.ts'
import { requireSession, type SessionEnv } from '../users/require-session.ts'
import type { SessionStore } from '../users/sessions.ts'
import { CartError, type CartService } from './service.ts'

const answer = (c: Context, cartData: CartData) =>
  c.json<CartResponse>({ success: true, cartData, cart: { items: cartEntries(cartData) } })

/** `/api/cart/*`: the signed-in shopper's cart (docs/product.md §7), and the guest cart's hand-over. */
export function cartRoutes(cart: CartService, sessions: SessionStore) {
  const app = new Hono<SessionEnv>()
  app.use(requireSession(sessions))
  app.onError((error, c) => {
    if (error instanceof CartError) {
      if (error.code === 'notEnoughStock') {
        return errorJson(c, STOCK_SHOPPER_MESSAGES.notEnough(error.size, error.units), 409)
      }
      const message =
        error.code === 'productNotFound'
          ? CART_MESSAGES.productNotFound
          : sizeNotOffered(error.size)
      return errorJson(c, message, 400)
    }
    return handleError(error, c)
  })
  const user = (c: Context<SessionEnv>) => c.var.session.userId

  return app
    .get('/get', async (c) => answer(c, await cart.get(user(c))))
    .post('/add', jsonBody(CartAddRequest), async (c) => {
      const { itemId, size } = c.req.valid('json')
      return answer(c, await cart.add(user(c), { productId: itemId, size, quantity: 1 }))
    })
    .post('/items', jsonBody(CartItemRequest), async (c) =>
      answer(c, await cart.add(user(c), c.req.valid('json'))),
    )
    .put('/update', jsonBody(CartUpdateRequest), async (c) =>
      answer(c, await cart.set(user(c), c.req.valid('json'))),
    )
    .delete('/remove', jsonBody(CartRemoveRequest), async (c) =>
      answer(c, await cart.remove(user(c), c.req.valid('json'))),
    )
    .post('/merge', jsonBody(CartMergeRequest), async (c) => {
      const { guestId, items } = c.req.valid('json')
      return answer(c, await cart.merge(user(c), guestId, items))
    })
}
