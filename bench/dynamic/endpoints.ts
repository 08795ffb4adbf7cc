/**
 * The dynamic endpoints as load: what each request of a run sends, for which shopper, and the
 * autocannon options that send them round the shoppers.
 */

import type { DiscountTerms } from '@adire/contract'
import type { Options, RequestParams } from 'autocannon'
import { type Account, orderBody, password, type Store } from './accounts.ts'

/** Connections autocannon keeps open in every run. */
export const connections = 64

export interface DynamicEndpoint {
  name: string
  method: 'GET' | 'POST' | 'PUT'
  path: string
  expected: number
  /** A cart write: held to the p99 target on PostgreSQL. */
  write?: boolean
  /**
   * The headers and body of request `n` of a run, made for `account`; `round` counts how many
   * times the run has gone round all the shoppers.
   */
  request: (
    account: Account,
    n: number,
    round: number,
  ) => { headers: Record<string, string>; body?: string }
}

const json = (token: string) => ({ token, 'content-type': 'application/json' })

/** Measured on our server and on the bare one, which runs the same SQL. */
export const comparedEndpoints: DynamicEndpoint[] = [
  {
    name: 'cart get',
    method: 'GET',
    path: '/api/cart/get',
    expected: 200,
    request: (account) => ({ headers: { token: account.token } }),
  },
  {
    name: 'cart add (items)',
    method: 'POST',
    path: '/api/cart/items',
    expected: 200,
    write: true,
    // Each shopper's k-th request adds to their k-th line (round the lines).
    request: (account, _, round) => ({
      headers: json(account.token),
      body: JSON.stringify({ ...account.lines[round % account.lines.length], quantity: 1 }),
    }),
  },
  {
    name: 'cart update',
    method: 'PUT',
    path: '/api/cart/update',
    expected: 200,
    write: true,
    request: (account, _, round) => ({
      headers: json(account.token),
      // Never 0: the line stays, so every request is the same upsert.
      body: JSON.stringify({
        ...account.lines[round % account.lines.length],
        quantity: 1 + (round % 3),
      }),
    }),
  },
  {
    name: 'order list',
    method: 'POST',
    path: '/api/order/userorders',
    expected: 200,
    request: (account) => ({ headers: { token: account.token } }),
  },
]

/** Placing an order: our server only (the emulator's transaction is part of the call). */
export function placeOrderEndpoint(store: Store): DynamicEndpoint {
  return {
    name: 'place order (emulator)',
    method: 'POST',
    path: '/api/order/paystack',
    expected: 201,
    request: (account, n) => ({
      headers: json(account.token),
      body: orderBody(store, n),
    }),
  }
}

/**
 * Applying a discount code (docs/product.md §11.14): the cart's summary priced by the server with
 * the code, for the shopper, as the cart asks when a code is entered.
 */
export function applyCodeEndpoint(store: Store, code: string): DynamicEndpoint {
  return {
    name: 'apply a code (cart summary)',
    method: 'POST',
    path: '/api/cart/summary',
    expected: 200,
    request: (account, n) => {
      const { items, address } = JSON.parse(orderBody(store, n)) as {
        items: unknown[]
        address: { state: string }
      }
      return {
        headers: json(account.token),
        body: JSON.stringify({ items, state: address.state, discountCode: code }),
      }
    },
  }
}

/** Placing an order with a discount code: its use held beside the unit, under the code's lock. */
export function placeOrderWithCodeEndpoint(store: Store, terms: DiscountTerms): DynamicEndpoint {
  return {
    name: 'place order with a code (emulator)',
    method: 'POST',
    path: '/api/order/paystack',
    expected: 201,
    request: (account, n) => ({ headers: json(account.token), body: orderBody(store, n, terms) }),
  }
}

/** Logging in with the right password: each login an Argon2id check (one at a time, 16 waiting). */
export function loginEndpoint(): DynamicEndpoint {
  let address = 0
  return {
    name: 'login',
    method: 'POST',
    path: '/api/users/login',
    expected: 200,
    request: (account) => {
      // A new address per login, as many shoppers logging in at once have: no per-address
      // limit applies, so the hasher is what is measured.
      address += 1
      return {
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${64 + ((address >> 16) & 63)}.${(address >> 8) & 255}.${address & 255}`,
        },
        body: JSON.stringify({ email: account.email, password }),
      }
    },
  }
}

/**
 * Load options whose requests go round the shoppers: each request is the next shopper's (a
 * counter shared by the connections), so the load is spread over many sessions, carts and
 * order lists rather than one hot row.
 */
export function rotating(
  baseUrl: string,
  endpoint: DynamicEndpoint,
  accounts: Account[],
  seconds: number,
  extra: Partial<Options> = {},
): Options {
  let n = 0
  return {
    url: new URL(endpoint.path, baseUrl).href,
    connections,
    duration: seconds,
    method: endpoint.method,
    ...extra,
    requests: [
      {
        setupRequest: (request: RequestParams) => {
          const i = n++
          const account = accounts[i % accounts.length] as Account
          const { headers, body } = endpoint.request(account, i, Math.floor(i / accounts.length))
          return {
            ...request,
            method: endpoint.method,
            path: endpoint.path,
            headers,
            ...(body === undefined ? {} : { body }),
          }
        },
      },
    ],
  }
}
