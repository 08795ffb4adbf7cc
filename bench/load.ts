import path from 'node:path'
import { isDeepStrictEqual, parseArgs } from 'node:util'
import {
  type CartData,
  cartEntries,
  cartLines,
  flatDelivery,
  koboToNaira,
  type Product,
  pricedCartLines,
  priceOrder,
  productPath,
  withAdded,
  withQuantity,
} from '@adire/contract'
import { createThrowawayDatabase } from '../apps/server/src/testing/database.ts'
import { confirmations, eventually } from '../tests/outbox.ts'
import { build } from './build.ts'
import { cleanupAll, onCleanup } from './cleanup.ts'
import { progress } from './log.ts'
import { launchServer } from './server.ts'
import { BENCH_ADDRESS, type Call, checkoutCalls, signUpShopper } from './shoppers.ts'
import { round } from './stats.ts'
import { keptAliveClient, timer } from './tally.ts'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '64' },
  },
})
const durationSeconds = Number(values.duration)
const connections = Number(values.connections)
if (!(durationSeconds > 0 && Number.isInteger(connections) && connections > 0)) {
  process.stderr.write('Usage: npm run bench:load -- [--duration S] [--connections N]\n')
  process.exit(2)
}

const client = (baseUrl: string) => keptAliveClient(baseUrl, connections)
const timed = timer()

interface Shopper {
  headers: Record<string, string>
  /** The cart as this shopper has sent it. */
  cart: CartData
  /** References of the checkouts the store said were paid. */
  paid: string[]
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T

/** One step of a shopper's visit, chosen with the weights of a browsing-heavy store. */
async function step(call: Call, shopper: Shopper, products: Product[], deliveryFee: number) {
  const { headers } = shopper
  const roll = Math.random()
  if (roll < 0.25) {
    await timed('product list (API)', 200, () => call('GET', '/api/products/list'))
  } else if (roll < 0.35) {
    await timed('home page', 200, () => call('GET', '/'))
  } else if (roll < 0.5) {
    const product = pick(products)
    await timed('product page', 200, () => call('GET', productPath(product._id)))
  } else if (roll < 0.7) {
    const lines = cartEntries(shopper.cart)
    if (lines.length > 0 && Math.random() < 0.4) {
      const line = pick(lines)
      const quantity = Math.floor(Math.random() * 4)
      const json = { productId: line.productId, size: line.size, quantity }
      if (
        await timed('cart update', 200, () => call('PUT', '/api/cart/update', { json, headers }))
      ) {
        shopper.cart = withQuantity(shopper.cart, line.productId, line.size, quantity)
      }
    } else {
      const product = pick(products)
      const json = { itemId: product._id, size: pick(product.sizes) }
      if (await timed('cart add', 200, () => call('POST', '/api/cart/add', { json, headers }))) {
        shopper.cart = withAdded(shopper.cart, json.itemId, json.size)
      }
    }
  } else if (roll < 0.8) {
    await timed('cart', 200, () => call('GET', '/api/cart/get', { headers }))
  } else if (roll < 0.9) {
    await timed('order list', 200, () => call('POST', '/api/order/userorders', { headers }))
  } else {
    await checkout(call, shopper, products, deliveryFee)
  }
}

/** Places the cart as an order, pays it in the emulator's checkout page and verifies it. */
async function checkout(call: Call, shopper: Shopper, products: Product[], deliveryFee: number) {
  const lines = cartLines(shopper.cart, products)
  if (lines.length === 0) return
  const { headers } = shopper
  const order = {
    address: BENCH_ADDRESS,
    items: lines.map((line) => ({
      _id: line.product._id,
      selectedSize: line.size,
      quantity: line.quantity,
    })),
    amount: koboToNaira(
      priceOrder({ lines: pricedCartLines(lines), delivery: flatDelivery(deliveryFee) }).totalKobo,
    ),
  }
  const placed = await timed('checkout: place order', 201, () =>
    checkoutCalls.place(call, headers, order),
  )
  if (!placed) return
  const { accessCode, reference } = placed.body as { accessCode: string; reference: string }
  const paid = await timed('checkout: pay (emulator)', 200, () =>
    checkoutCalls.pay(call, accessCode),
  )
  if (!paid) return
  const verified = await timed('checkout: verify', 200, () =>
    checkoutCalls.verify(call, headers, reference),
  )
  if ((verified?.body as { success?: boolean } | undefined)?.success) {
    shopper.paid.push(reference)
    // docs/product.md §4: a paid order empties the cart.
    shopper.cart = {}
  }
}

/** The store after the run, against what the shoppers did: a list of what does not match. */
async function checkInvariants(call: Call, shoppers: Shopper[], dataDir: string) {
  const broken: string[] = []
  for (const [n, shopper] of shoppers.entries()) {
    const cart = await call('GET', '/api/cart/get', { headers: shopper.headers })
    const held = (cart.body as { cartData: CartData }).cartData
    if (!isDeepStrictEqual(held, shopper.cart)) {
      broken.push(
        `shopper ${n}: cart ${JSON.stringify(held)}, sent ${JSON.stringify(shopper.cart)}`,
      )
    }
    // My Orders comes a page at a time: every page, oldest last.
    const orders: { reference: string; payment: boolean; timeline: { status: string }[] }[] = []
    let cursor: string | null = ''
    while (cursor !== null) {
      const query: string = cursor ? `?before=${encodeURIComponent(cursor)}` : ''
      const list = await call('POST', `/api/order/userorders${query}`, { headers: shopper.headers })
      const page = list.body as { orders: typeof orders; nextCursor: string | null }
      orders.push(...page.orders)
      cursor = page.nextCursor
    }
    const paidOrders = orders.filter((order) => order.payment).map((order) => order.reference)
    if (!isDeepStrictEqual([...paidOrders].sort(), [...shopper.paid].sort())) {
      broken.push(
        `shopper ${n}: paid orders ${paidOrders.join(' ')}, paid checkouts ${shopper.paid.join(' ')}`,
      )
    }
    for (const order of orders) {
      const placed = order.timeline.filter((entry) => entry.status === 'Order Placed').length
      if (placed !== (order.payment ? 1 : 0)) {
        broken.push(`order ${order.reference}: confirmed ${placed} times`)
      }
    }
  }
  const expected = shoppers
    .flatMap((shopper) => shopper.paid)
    .map((ref) => `Your Adire order ${ref} is confirmed`)
  try {
    await eventually(
      'the confirmation e-mails',
      async () => (await confirmations(dataDir)).length >= expected.length,
      60_000,
    )
  } catch {
    // Reported below as a mismatch.
  }
  const mails = await confirmations(dataDir)
  if (!isDeepStrictEqual(mails.sort(), expected.sort())) {
    broken.push(`${mails.length} confirmation e-mails for ${expected.length} paid checkouts`)
  }
  return broken
}

async function main() {
  progress('building the production bundle (npm run build)')
  await build()
  // The bench's shoppers check out every few seconds for a minute, far more often than people
  // do: the per-account order limit would turn most checkouts away.
  const env: Record<string, string> = { ORDER_LIMIT_PER_ACCOUNT: '1000000' }
  const databaseServer = process.env.BENCH_DATABASE_URL
  if (databaseServer) {
    const throwaway = await createThrowawayDatabase(databaseServer)
    onCleanup(() => throwaway.drop())
    env.DATABASE_URL = throwaway.url
  }
  progress(
    `starting the production server on ${databaseServer ? 'PostgreSQL' : 'a fresh embedded database'}`,
  )
  const server = await launchServer(env)
  const call = client(server.url)

  const products = ((await call('GET', '/api/products/list')).body as { products: Product[] })
    .products
  const { deliveryFee } = (await call('GET', '/api/store/settings')).body as {
    deliveryFee: number
  }

  progress(`signing up ${connections} shoppers`)
  const shoppers: Shopper[] = []
  for (let n = 0; n < connections; n += 8) {
    const batch = Array.from({ length: Math.min(8, connections - n) }, async (_, i) => {
      // Each shopper from an address of their own, as real shoppers are.
      const { headers } = await signUpShopper(call, {
        name: `Load ${n + i}`,
        address: `10.1.${Math.floor((n + i) / 250)}.${((n + i) % 250) + 1}`,
      })
      return { headers, cart: {}, paid: [] }
    })
    shoppers.push(...(await Promise.all(batch)))
  }

  progress(`running the mixed workload for ${durationSeconds} s over ${connections} connections`)
  const started = performance.now()
  const until = started + durationSeconds * 1000
  await Promise.race([
    server.died,
    Promise.all(
      shoppers.map(async (shopper) => {
        while (performance.now() < until) await step(call, shopper, products, deliveryFee)
      }),
    ),
  ])
  const elapsedSeconds = (performance.now() - started) / 1000

  progress('checking carts, orders and e-mails against what the shoppers did')
  const broken = await checkInvariants(call, shoppers, server.dataDir)

  const rows = [...timed.tallies.entries()].sort(([a], [b]) => a.localeCompare(b))
  const total = rows.reduce((sum, [, t]) => sum + t.latenciesMs.length, 0)
  const errors = rows.reduce((sum, [, t]) => sum + t.errors, 0)
  const serverErrors = rows.reduce((sum, [, t]) => sum + t.serverErrors, 0)
  const paidCheckouts = shoppers.reduce((sum, s) => sum + s.paid.length, 0)
  const pad = (text: string | number, width: number) => String(text).padStart(width)
  const lines = [
    `Mixed workload: ${connections} connections for ${round(elapsedSeconds, 1)} s on ${databaseServer ? 'PostgreSQL' : 'the embedded database'} (${path.basename(server.url)})`,
    '',
    `${'request'.padEnd(26)}${pad('count', 8)}${pad('req/s', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('errors', 8)}`,
    ...rows.map(
      ([kind, t]) =>
        `${kind.padEnd(26)}${pad(t.latenciesMs.length, 8)}${pad(round(t.latenciesMs.length / elapsedSeconds, 1), 9)}${pad(round(t.percentile(50), 1), 9)}${pad(round(t.percentile(99), 1), 9)}${pad(t.errors, 8)}`,
    ),
    '',
    `All requests: ${total} (${round(total / elapsedSeconds, 1)} req/s); errors ${errors}; 5xx ${serverErrors}.`,
    `Paid checkouts: ${paidCheckouts}. Invariants: ${broken.length === 0 ? 'all hold (carts as sent; one paid order and one e-mail per paid checkout)' : `${broken.length} broken`}.`,
    ...rows.flatMap(([kind, t]) => t.samples.map((sample) => `  ${kind}: ${sample}`)),
    ...broken.slice(0, 20).map((line) => `  ${line}`),
    '',
  ]
  process.stdout.write(lines.join('\n'))
  await server.stop()
  if (errors > 0 || serverErrors > 0 || broken.length > 0) process.exitCode = 1
}

main().then(
  () => cleanupAll(),
  async (error: unknown) => {
    progress(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    await cleanupAll()
    process.exit(1)
  },
)
