/**
 * Discount codes near the limit (docs/product.md §11.14, issue 45): applying a code (the cart's
 * summary, priced by the server) and placing an order with one, on our server, at the area's
 * connections. Each order holds a use of the code under its row lock, so the code is the hot row
 * every order takes; afterwards its uses held must be exactly the orders placed with it.
 */
import type { AdminDiscountResponse, DiscountTerms } from '@adire/contract'
import { progress } from '../log.ts'
import { applyCodeEndpoint, placeOrderWithCodeEndpoint, rotating } from './endpoints.ts'
import type { Run } from './run.ts'
import { asTeam, orderCount, settledOrderCount } from './stock.ts'

/** 10% off, no limit per customer (each shopper orders many times), uses far past a run's. */
const TERMS: DiscountTerms = { code: 'BENCH10', kind: 'percent', percent: 10 }

export async function measureDiscounts(
  { target, seconds, measured, row, load }: Run,
  team: string,
): Promise<void> {
  const { server, accounts, store } = target
  const made = (await asTeam(target, team, 'POST', '/api/admin/discounts', {
    code: TERMS.code,
    kind: TERMS.kind,
    percent: TERMS.percent,
    perCustomer: null,
    maxUses: 1_000_000,
  })) as AdminDiscountResponse
  const apply = applyCodeEndpoint(store, TERMS.code)
  const place = placeOrderWithCodeEndpoint(store, TERMS)
  progress(`dynamic [${target.label}]: ${apply.name} (${seconds} s)`)
  const applied = await Promise.race([
    load(rotating(server.url, apply, accounts, seconds), apply.expected),
    server.died,
  ])
  const before = await orderCount(target, team)
  progress(`dynamic [${target.label}]: ${place.name} (${seconds} s)`)
  const placedRun = await Promise.race([
    load(rotating(server.url, place, accounts, seconds), place.expected),
    server.died,
  ])
  // The store's own count: the load tool stops with requests in flight, which still place.
  const placed = (await settledOrderCount(target, team)) - before
  const code = (await asTeam(
    target,
    team,
    'GET',
    `/api/admin/discounts/${made.discount.id}`,
  )) as AdminDiscountResponse
  const counted = code.discount.uses + code.discount.held
  for (const [endpoint, ours] of [
    [apply, applied],
    [place, placedRun],
  ] as const) {
    measured.rows.push(
      row('req/s (ours)', endpoint.name, ours.requestsPerSecond, '', 0),
      row('p50 latency (ours)', endpoint.name, ours.p50, 'ms', 1),
      row('p99 latency (ours)', endpoint.name, ours.p99, 'ms', 1),
      {
        ...row(`errors + non-${endpoint.expected} (ours)`, endpoint.name, ours.failures, '', 0),
        target: { op: '=', value: 0 },
      },
    )
  }
  measured.rows.push(row('orders placed with the code', place.name, placed, '', 0), {
    ...row('code uses lost or counted twice', place.name, Math.abs(counted - placed), '', 0),
    target: { op: '=', value: 0 },
  })
  measured.details.push({
    database: target.label,
    applied,
    placed: placedRun,
    orders: placed,
    counted,
  })
}
