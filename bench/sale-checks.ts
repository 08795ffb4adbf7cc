/** What the sale checks after each rate (sale.ts): every paid order confirmed exactly once. */
import type { Call } from './shoppers.ts'

/**
 * Paid orders not confirmed exactly once, as the shopper's order page shows them: eight read at
 * a time, so that checking a few thousand orders takes seconds, not minutes.
 */
export async function unconfirmed(
  paid: { reference: string; headers: Record<string, string>; call: Call }[],
) {
  const broken: string[] = []
  let next = 0
  const check = async ({ reference, headers, call }: (typeof paid)[number]) => {
    const answer = await call('GET', `/api/order/details/${reference}`, { headers })
    const order = (answer.body as { order?: { payment: boolean; timeline: { status: string }[] } })
      .order
    const placed = order?.timeline.filter((entry) => entry.status === 'Order Placed').length
    if (!order?.payment || placed !== 1) {
      broken.push(
        `${reference}: ${order ? `paid ${order.payment}, confirmed ${placed} times` : answer.status}`,
      )
    }
  }
  const reader = async () => {
    while (next < paid.length) await check(paid[next++] as (typeof paid)[number])
  }
  await Promise.all(Array.from({ length: 8 }, reader))
  return broken
}
