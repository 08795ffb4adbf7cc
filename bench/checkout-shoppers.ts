/**
 * The shoppers of the checkout area (checkout.ts): signed up before the load, and their completed
 * checkouts (place the order, pay on the emulator's page, verify) with the server's CPU for each.
 */
import type { Product } from '@adire/contract'
import type { Account } from './dynamic/accounts.ts'
import { placeOrderEndpoint } from './dynamic/endpoints.ts'
import type { Target } from './dynamic/targets.ts'
import { totalCpuMs } from './proc-cpu.ts'
import type { BenchServer } from './server.ts'
import { callOn, checkoutCalls, signUpShopper } from './shoppers.ts'
import { keptAliveClient } from './tally.ts'

/** Shoppers signed up per server; each order is the next one's (64 × 0.3 s of hashing). */
export const shopperCount = 64
/** Shoppers checking out at once in the completed-checkout run (closed loop). */
export const checkoutWorkers = 16

/** Signs up `shopperCount` shoppers (8 at a time) and reads what the store sells. */
export async function prepare(
  label: Target['label'],
  server: BenchServer,
  databaseUrl: string | undefined,
  release: () => Promise<void>,
): Promise<Target> {
  const call = callOn(server.url)
  const list = await call('GET', '/api/products/list')
  const settings = await call('GET', '/api/store/settings')
  const store = {
    products: (list.body as { products: Product[] }).products,
    deliveryFee: (settings.body as { deliveryFee: number }).deliveryFee,
  }
  const accounts: Account[] = []
  let next = 0
  const worker = async () => {
    while (next < shopperCount) {
      const n = next++
      const address = `10.3.${n >> 8}.${n & 255}`
      const { email, headers } = await signUpShopper(call, { name: `Checkout ${n}`, address })
      accounts[n] = { email, token: headers.token, address, lines: [] }
    }
  }
  await Promise.race([Promise.all(Array.from({ length: 8 }, worker)), server.died])
  return {
    label,
    server,
    accounts,
    store,
    env: {},
    bareEnv: databaseUrl ? { BENCH_BARE_DATABASE_URL: databaseUrl } : {},
    release,
  }
}

/**
 * Completed checkouts for `seconds`: `checkoutWorkers` shoppers each placing an order, paying it
 * on the emulator's page and verifying it, again and again; the server's CPU per one completed.
 */
export async function completedCheckouts(target: Target, seconds: number, signal: AbortSignal) {
  const call = keptAliveClient(target.server.url, checkoutWorkers)
  const body = (n: number) =>
    JSON.parse(placeOrderEndpoint(target.store).request(account(n), n, 0).body ?? '{}')
  const account = (n: number) => target.accounts[n % target.accounts.length] as Account
  let n = 0
  let completed = 0
  let failed = 0
  const deadline = performance.now() + seconds * 1000
  const before = totalCpuMs(target.server.pid)
  const started = performance.now()
  const worker = async () => {
    while (performance.now() < deadline && !signal.aborted) {
      const i = n++
      const headers = { token: account(i).token }
      const placed = await checkoutCalls.place(call, headers, body(i))
      const { accessCode, reference } = placed.body as { accessCode: string; reference: string }
      const paid = placed.status === 201 ? await checkoutCalls.pay(call, accessCode) : placed
      const verified =
        paid.status === 200 ? await checkoutCalls.verify(call, headers, reference) : paid
      if (verified.status === 200 && (verified.body as { success?: boolean }).success) completed++
      else failed++
    }
  }
  await Promise.race([
    Promise.all(Array.from({ length: checkoutWorkers }, worker)),
    target.server.died,
  ])
  const elapsed = (performance.now() - started) / 1000
  const cpuMs = totalCpuMs(target.server.pid) - before
  return {
    completed,
    failed,
    perSecond: completed / elapsed,
    cpuMsPerCheckout: cpuMs / Math.max(1, completed),
  }
}
