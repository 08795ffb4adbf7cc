/**
 * The shoppers the dynamic endpoints are measured with: each signed up from an address of their
 * own, with orders placed (the first paid on the emulator) and a filled cart, before any load.
 */
import {
  type DiscountTerms,
  flatDelivery,
  koboToNaira,
  type Product,
  pricedCartLines,
  priceOrder,
} from '@adire/contract'
import { progress } from '../log.ts'
import {
  type Answer,
  BENCH_ADDRESS,
  callOn,
  checkoutCalls,
  signUpShopper,
  untilNotBusy,
} from '../shoppers.ts'

/** Shoppers signed up before measuring; every request is one of theirs, in turn. */
export const accountCount = 256
/** Orders each shopper has placed (the first one paid) when the order list is measured. */
export const ordersPerAccount = 3
/** Cart lines each shopper holds; the cart calls change these lines. */
export const linesPerAccount = 3
/** Sign-ups in flight per server: well inside the password hasher's queue (16). */
const setupWorkers = 8
/** Every shopper's password: the login measurement signs them in with it. */
export const password = 'bench passphrase 2026'

export interface Account {
  email: string
  token: string
  /** Sign-up address, as the X-Forwarded-For of a shopper behind the one trusted proxy. */
  address: string
  lines: Array<{ productId: string; size: string }>
}

/** What the store sells and charges for delivery: what an order's amount is worked out from. */
export interface Store {
  products: Product[]
  deliveryFee: number
}

/** `send`'s answer if it is `expected` (after any 503s, when the server was briefly full). */
async function expectStatus(
  what: string,
  expected: number,
  send: () => Promise<Answer>,
): Promise<Answer> {
  const answer = await untilNotBusy(send)
  if (answer.status === expected) return answer
  throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`)
}

/**
 * A valid order of one unit of the `n`-th product, at the amount the server will compute; with
 * a discount code's terms, the code and the amount it leaves.
 */
/** The product and size of the `n`th order the bench places (one unit of it). */
function orderedLine(products: readonly Product[], n: number) {
  const product = products[n % products.length] as Product
  return { product, size: product.sizes[n % product.sizes.length] as string }
}

/**
 * How many sizes the bench's orders spread their holds over (each order's line is
 * `orderedLine`): the floor of placing an order spreads its own over as many, so that a size's
 * held units, summed by every hold, pile up alike on both.
 */
export function sizesOrdered({ products }: Store): number {
  const seen = new Set<string>()
  // A product's nth line repeats its size after (products × its sizes' count) orders.
  const longest = Math.max(1, ...products.map((product) => product.sizes.length))
  for (let n = 0; n < products.length * longest; n++) {
    const { product, size } = orderedLine(products, n)
    seen.add(`${product._id}\u0000${size}`)
  }
  return seen.size
}

export function orderBody(
  { products, deliveryFee }: Store,
  n: number,
  discount?: DiscountTerms,
): string {
  const { product, size } = orderedLine(products, n)
  return JSON.stringify({
    address: BENCH_ADDRESS,
    items: [{ _id: product._id, selectedSize: size, quantity: 1 }],
    amount: koboToNaira(
      priceOrder({
        lines: pricedCartLines([{ product, quantity: 1 }]),
        delivery: flatDelivery(deliveryFee),
        discount,
      }).totalKobo,
    ),
    ...(discount ? { discountCode: discount.code } : {}),
  })
}

/** Signs a shopper up, places their orders (paying the first) and fills their cart. */
async function prepareAccount(baseUrl: string, store: Store, n: number): Promise<Account> {
  const address = `10.2.${n >> 8}.${n & 255}`
  const shopper = callOn(baseUrl)
  const { email, headers: signedIn } = await signUpShopper(shopper, {
    name: `Dynamic ${n}`,
    address,
    password,
  })
  const token = signedIn.token
  const headers = { token }
  for (let i = 0; i < ordersPerAccount; i++) {
    const placed = await expectStatus('place order', 201, () =>
      checkoutCalls.place(shopper, headers, JSON.parse(orderBody(store, n + i))),
    )
    if (i > 0) continue
    const { accessCode, reference } = placed.body as { accessCode: string; reference: string }
    await expectStatus('pay (emulator)', 200, () => checkoutCalls.pay(shopper, accessCode))
    const verified = await expectStatus('verify', 200, () =>
      checkoutCalls.verify(shopper, headers, reference),
    )
    if (!(verified.body as { success?: boolean }).success) {
      throw new Error(`verify: the emulator's payment of ${reference} was not confirmed`)
    }
  }
  const lines: Account['lines'] = []
  for (let i = 0; i < linesPerAccount; i++) {
    const product = store.products[(n * linesPerAccount + i) % store.products.length]
    if (!product || lines.some((line) => line.productId === product._id)) continue
    const line = { productId: product._id, size: product.sizes[0] as string }
    await expectStatus('cart line', 200, () =>
      shopper('POST', '/api/cart/items', { json: { ...line, quantity: 1 }, headers }),
    )
    lines.push(line)
  }
  return { email, token, address, lines }
}

/** Reads what the store sells, then prepares `accountCount` shoppers on the server at `baseUrl`. */
export async function prepareAccounts(
  label: string,
  baseUrl: string,
  signal: AbortSignal,
): Promise<{ accounts: Account[]; store: Store }> {
  const call = callOn(baseUrl)
  const list = await call('GET', '/api/products/list')
  const settings = await call('GET', '/api/store/settings')
  const store: Store = {
    products: (list.body as { products: Product[] }).products,
    deliveryFee: (settings.body as { deliveryFee: number }).deliveryFee,
  }
  if (store.products.length === 0) throw new Error('the catalogue is empty')
  const accounts: Account[] = []
  let next = 0
  const worker = async () => {
    while (next < accountCount) {
      signal.throwIfAborted()
      const n = next++
      accounts[n] = await prepareAccount(baseUrl, store, n)
      if ((n + 1) % 64 === 0) progress(`dynamic [${label}]: ${n + 1} of ${accountCount} shoppers`)
    }
  }
  await Promise.all(Array.from({ length: setupWorkers }, worker))
  return { accounts, store }
}
