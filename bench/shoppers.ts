/**
 * What the load and dynamic benches do as shoppers: sign up, place an order, pay it in the
 * emulator's window and verify it, through whichever HTTP client each bench measures with.
 */
import { randomUUID } from 'node:crypto'
import { rawRequest } from './raw-http.ts'

/** An answer as the benches read it: the status and the parsed body. */
export interface Answer {
  status: number
  body: unknown
}

/** One call to the store: a JSON body or a form, and headers. */
export type Call = (
  method: string,
  route: string,
  options?: { json?: unknown; form?: string; headers?: Record<string, string> },
) => Promise<Answer>

/** A delivery address the contract accepts. */
export const BENCH_ADDRESS = {
  firstName: 'Bench',
  lastName: 'Shopper',
  email: 'bench@example.com',
  street: '1 Marina',
  city: 'Lagos Island',
  state: 'Lagos',
  zipcode: '101001',
  country: 'Nigeria',
  phone: '08030000000',
}

/** The test card the emulator takes. */
const PAYING_CARD = 'card=4084084084084081'

/**
 * Sends a call again, up to five times in all and waiting longer each time, while the store
 * answers 503 (briefly full, as when two servers set up at once share the cores); answers the
 * last answer.
 */
export async function untilNotBusy(send: () => Promise<Answer>): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await send()
    if (answer.status !== 503 || attempt === 5) return answer
    await new Promise((resolve) => setTimeout(resolve, 1000 * attempt))
  }
}

/**
 * Signs a new shopper up from `address` (an X-Forwarded-For behind the one trusted proxy, so
 * per-address limits count each shopper apart); answers the headers their calls carry. A 503
 * (every password-hashing place taken, as when two servers are set up at once) is tried again.
 */
export async function signUpShopper(
  call: Call,
  {
    name,
    address,
    password = 'bench passphrase 2026',
  }: { name: string; address: string; password?: string },
) {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}.${randomUUID()}@example.com`
  const res = await untilNotBusy(() =>
    call('POST', '/api/users/register', {
      json: { name, email, password },
      headers: { 'x-forwarded-for': address },
    }),
  )
  if (res.status !== 201) {
    throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`)
  }
  const token = (res.body as { token: string }).token
  return { email, headers: { 'x-forwarded-for': address, token } }
}

/** The calls of one checkout, each for the bench to time or check as it wants. */
export const checkoutCalls = {
  place: (call: Call, headers: Record<string, string>, order: unknown) =>
    call('POST', '/api/order/paystack', { json: order, headers }),
  pay: (call: Call, accessCode: string) =>
    call('POST', `/paystack-emulator/checkout/${accessCode}/pay`, { form: PAYING_CARD }),
  verify: (call: Call, headers: Record<string, string>, reference: string) =>
    call('POST', '/api/order/verifyPaystack', { json: { reference }, headers }),
}

/** Calls to our server at `baseUrl`, one plain request each (no connection kept alive). */
export function callOn(baseUrl: string): Call {
  return async (method, route, options = {}) => {
    const headers: Record<string, string> = { ...options.headers }
    let body: string | undefined
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(options.json)
    } else if (options.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      body = options.form
    }
    const res = await rawRequest(new URL(route, baseUrl).href, { method, headers, body })
    const text = res.body.toString('utf8')
    const json = String(res.headers['content-type'] ?? '').includes('json')
    return { status: res.status, body: json ? JSON.parse(text) : text }
  }
}

/**
 * The `n`-th client address of a bench, as the X-Forwarded-For of a shopper behind the one proxy
 * hop the bench servers trust: each shopper from an address of their own, as real shoppers are.
 */
export const clientAddress = (n: number): string =>
  `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
