/**
 * Placing orders with holds (docs/product.md §11.6): before the place-order runs every size of
 * every product is counted, so each order holds its unit under the size's lock; afterwards the
 * books must balance, every unit placed held once and none sold, lost or counted twice.
 */
import { EVERY_ORDER, MAX_STOCK, type ProductStockResponse } from '@adire/contract'
import { teamMember } from '../team.ts'
import type { Target } from './targets.ts'

/** Far more than a run places in any size, so no order is refused for stock. */
const COUNTED = MAX_STOCK

/** A call of the store team's, refused loudly: the bench's set-up and its checks. */
export async function asTeam(
  target: Target,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(`${target.server.url}${path}`, {
    method,
    headers: { token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : null,
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return res.json()
}

/** Counts every size of every product the orders are for; answers the team member's token. */
export async function countEverySize(target: Target): Promise<string> {
  const token = await teamMember(target.server, target.bareEnv.BENCH_BARE_DATABASE_URL)
  for (const product of target.store.products) {
    const stock = Object.fromEntries(product.sizes.map((size) => [size, COUNTED]))
    await asTeam(target, token, 'PUT', `/api/admin/products/${product._id}/stock`, {
      stock,
      reason: 'received',
    })
  }
  return token
}

/**
 * Orders the store has, as its team's list counts them with every status (awaiting payment
 * too: the list leaves those out by default): the orders a run placed are the difference,
 * including those whose answers the load tool stopped waiting for at the end.
 */
export async function orderCount(target: Target, token: string): Promise<number> {
  const path = `/api/admin/orders?status=${EVERY_ORDER}`
  const answer = (await asTeam(target, token, 'GET', path)) as { total: number }
  return answer.total
}

/**
 * The orders placed once the store has finished the requests the load tool left in flight:
 * its count, read until it stops moving.
 */
export async function settledOrderCount(target: Target, token: string): Promise<number> {
  let count = await orderCount(target, token)
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const now = await orderCount(target, token)
    if (now === count) return count
    count = now
  }
}

/**
 * What the store holds after orders of one unit each: the units held (should be the orders
 * placed), and the units out of place (counts that moved, though nothing was paid).
 */
export async function unitsAfter(target: Target, token: string) {
  let held = 0
  let moved = 0
  for (const product of target.store.products) {
    const answer = (await asTeam(
      target,
      token,
      'GET',
      `/api/admin/products/${product._id}/stock`,
    )) as ProductStockResponse
    for (const size of product.sizes) {
      held += answer.held[size] ?? 0
      moved += Math.abs((answer.stock[size] ?? 0) - COUNTED)
    }
  }
  return { held, moved }
}
