// `/api/cart/*`: the signed-in account's cart, changed as the server's cart folder changes it
// (token, body, product and size checked first), with named variants for stories.
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
  type ErrorResponse,
  type RequestOf,
  sizeNotOffered,
  withAdded,
  withQuantity,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import type { z } from 'zod'
import { fixtureProducts } from '../fixtures/products.ts'
import { type Body, fail, invalidBody, untilStoryEnds, url } from './http.ts'
import { callerOf, state } from './state.ts'

function cartResponse(): CartResponse {
  return { success: true, cartData: state.cart, cart: { items: cartEntries(state.cart) } }
}

/**
 * The server's checks of a product and size, for the cart and for checkout: 400 with its
 * message, or undefined when the product is sold in that size.
 */
export function unsold(productId: string, size: string) {
  const product = fixtureProducts.find((p) => p._id === productId)
  if (!product) return fail(CART_MESSAGES.productNotFound, 400)
  return product.sizes.includes(size) ? undefined : fail(sizeNotOffered(size), 400)
}

/** Runs a cart change as the server does: token, body and product checked first. */
function cartChange<N extends 'cartAdd' | 'cartAddItem' | 'cartUpdate' | 'cartRemove'>(
  name: N,
  schema: z.ZodType,
  apply: (body: RequestOf<N>) => { productId: string; size: string; next: () => CartData },
) {
  return async ({
    request,
  }: {
    request: Request
  }): Promise<HttpResponse<CartResponse | ErrorResponse>> => {
    const caller = callerOf(request)
    if (caller instanceof Response) return caller
    const invalid = await invalidBody(request.clone(), schema)
    if (invalid) return invalid
    const change = apply((await request.json()) as RequestOf<N>)
    const refused = name === 'cartRemove' ? undefined : unsold(change.productId, change.size)
    if (refused) return refused
    state.cart = change.next()
    return HttpResponse.json<CartResponse>(cartResponse())
  }
}

export const cartHandlers = {
  get: http.get<never, never, CartResponse | ErrorResponse>(url('cartGet'), ({ request }) => {
    const caller = callerOf(request)
    return caller instanceof Response ? caller : HttpResponse.json(cartResponse())
  }),
  add: http.post<never, Body<'cartAdd'>, CartResponse | ErrorResponse>(
    url('cartAdd'),
    cartChange('cartAdd', CartAddRequest, ({ itemId, size }) => ({
      productId: itemId,
      size,
      next: () => withAdded(state.cart, itemId, size),
    })),
  ),
  addItem: http.post<never, Body<'cartAddItem'>, CartResponse | ErrorResponse>(
    url('cartAddItem'),
    cartChange('cartAddItem', CartItemRequest, ({ productId, size, quantity }) => ({
      productId,
      size,
      next: () => withAdded(state.cart, productId, size, quantity),
    })),
  ),
  update: http.put<never, Body<'cartUpdate'>, CartResponse | ErrorResponse>(
    url('cartUpdate'),
    cartChange('cartUpdate', CartUpdateRequest, ({ productId, size, quantity }) => ({
      productId,
      size,
      next: () => withQuantity(state.cart, productId, size, quantity),
    })),
  ),
  remove: http.delete<never, Body<'cartRemove'>, CartResponse | ErrorResponse>(
    url('cartRemove'),
    cartChange('cartRemove', CartRemoveRequest, ({ productId, size }) => ({
      productId,
      size,
      next: () => withQuantity(state.cart, productId, size, 0),
    })),
  ),
  merge: http.post<never, Body<'cartMerge'>, CartResponse | ErrorResponse>(
    url('cartMerge'),
    async ({ request }) => {
      const caller = callerOf(request)
      if (caller instanceof Response) return caller
      const invalid = await invalidBody(request.clone(), CartMergeRequest)
      if (invalid) return invalid
      const { guestId, items } = await request.json()
      // The same guest cart is added once, however often the hand-over is repeated.
      if (!state.mergedGuestCarts.has(guestId)) {
        state.mergedGuestCarts.add(guestId)
        for (const { productId, size, quantity } of items) {
          if (!unsold(productId, size)) {
            state.cart = withAdded(state.cart, productId, size, quantity)
          }
        }
      }
      return HttpResponse.json(cartResponse())
    },
  ),
  /** Every cart call fails without a message of its own: the storefront's texts show. */
  error: http.all('*/api/cart/*', () => new HttpResponse('Internal Server Error', { status: 500 })),
  /** Changes fail (the server is down) while the cart itself still loads. */
  changesFail: http.all('*/api/cart/*', ({ request }) =>
    request.method === 'GET' ? HttpResponse.json(cartResponse()) : HttpResponse.error(),
  ),
  slow: http.all('*/api/cart/*', async () => {
    await untilStoryEnds()
    return HttpResponse.json(cartResponse())
  }),
}
