// How a conformance case is run on either side: the shapes of the table in
// conformance-cases.ts, the request a case makes, and how an answer is compared with the
// server's. The mock handlers (conformance.test.ts) and the server
// (apps/server/src/mocks-conformance.test.ts) both run the table through these.
import type { z } from 'zod'

/**
 * Who makes the call: a signed-in shopper, a member of the store team, nobody (no token), or a
 * caller with a token no server issued.
 */
export type Caller = 'shopper' | 'admin' | 'none' | 'malformed token'

/** The token of `malformed token`: no session ever has it. */
export const MALFORMED_TOKEN = 'not-a-session-token'

/** What each side provides: the ids and figures that differ between the mocks and the server. */
export interface ConformanceWorld {
  /**
   * A product the catalogue sells, with a size it is made in (and not in `NOT_MADE_SIZE`), and
   * its price in naira.
   */
  product: { id: string; size: string; price: number }
  /** The delivery fee the store adds to each order, in naira. */
  deliveryFee: number
  /** An order another shopper placed, awaiting payment. */
  othersOrder: { id: string; reference: string }
  /** The session tokens of the shopper and of the store team's member. */
  tokens: { shopper: string; admin: string }
}

/** What the server answers a case with. */
export interface Outcome {
  /** The answer's status. */
  status: number
  /** The message of a refusal (`{ success: false, message }`); none for a success. */
  message?: string
  /** The contract's schema the answer's body fits. */
  answer: z.ZodType
}

export interface ConformanceCase extends Outcome {
  /** What the case shows; the tests are named after it. */
  name: string
  caller: Caller
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** The path, or how it is made from the side's ids. */
  path: string | ((world: ConformanceWorld) => string)
  /** The JSON body, made from the side's ids; no body when absent. */
  body?: (world: ConformanceWorld) => unknown
}

/** The request a case makes on a side: its path and what to send. */
export function requestFor(
  testCase: ConformanceCase,
  world: ConformanceWorld,
): { path: string; init: RequestInit } {
  const token = {
    shopper: world.tokens.shopper,
    admin: world.tokens.admin,
    none: undefined,
    'malformed token': MALFORMED_TOKEN,
  }[testCase.caller]
  const body = testCase.body?.(world)
  return {
    path: typeof testCase.path === 'string' ? testCase.path : testCase.path(world),
    init: {
      method: testCase.method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token === undefined ? {} : { token }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    },
  }
}

/** An answer in the terms a case states, so that both sides compare the same things. */
export interface Observed {
  status: number
  message: string | undefined
  /** Whether the body fits the case's schema. */
  fitsContract: boolean
}

/** How a side answered a case. */
export async function observe(testCase: ConformanceCase, res: Response): Promise<Observed> {
  const body: unknown = await res.json().catch(() => undefined)
  const message =
    typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined
  return {
    status: res.status,
    message: typeof message === 'string' ? message : undefined,
    fitsContract: testCase.answer.safeParse(body).success,
  }
}

/** How the server answers a case, in the same terms. */
export const expected = (testCase: ConformanceCase): Observed => ({
  status: testCase.status,
  message: testCase.message,
  fitsContract: true,
})
