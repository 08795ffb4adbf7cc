import {
  AdminReturnResponse,
  ErrorResponse,
  type OrderStatus,
  type ReturnRequest,
  ReturnResponse,
} from '@adire/contract'
import { expect } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from './database.ts'
import {
  type Line,
  payInEmulator,
  placed,
  placeOrder,
  placeOrderWithCode,
  prices,
} from './orders.ts'
import { send, signUp } from './requests.ts'
import { testApp } from './services.ts'

/*
 * What the returns tests share (returns/*.test.ts): a store with its launch range and a team
 * member, delivered orders, and the shopper's and team's calls.
 */

export type Harness = ReturnType<typeof testApp>

/** The Indigo Adire Hoodie (₦28,500, S to XXL) and the Lagos Sun Cap (one size). */
export const HOODIE = 'indigo-adire-hoodie'
export const CAP = 'lagos-sun-cap'

export async function openReturnsStore() {
  const database: DatabaseHandle = await openTestDatabase()
  await seedCatalogue(database.db)
  const harness = testApp(database.db, { webhookRetrySeconds: [], refundSeconds: 0 })
  const admin = await signUp(harness.app, { name: 'Kemi from Adire' })
  await harness.services.users.makeAdmin(admin.email)
  return { database, harness, admin }
}

const JOURNEY: OrderStatus[] = ['Packing', 'Shipped', 'Out for delivery', 'Delivered']

/** Moves a paid order along to Delivered, as the team does. */
export async function deliver(harness: Harness, orderId: string) {
  for (const status of JOURNEY) {
    await harness.services.orders.fulfilment.setStatus(
      orderId,
      status,
      { kind: 'cli' },
      {
        courier: 'Kwik',
      },
    )
  }
}

/**
 * A new shopper's order of `lines`, paid (with `code` if given, or with `deliveryFee` naira
 * of delivery) and delivered.
 */
export async function deliveredOrder(
  harness: Harness,
  lines: Line[],
  { code, deliveryFee }: { code?: string; deliveryFee?: number } = {},
) {
  const shopper = await signUp(harness.app)
  let order: { orderId: string; reference: string; accessCode: string }
  if (deliveryFee !== undefined) {
    const shown = await prices(harness.app)
    const items = lines.reduce((sum, line) => sum + (shown.get(line.id) ?? 0) * line.quantity, 0)
    const res = await placeOrder(harness.app, shopper.token, lines, items + deliveryFee)
    if (res.status !== 201) throw new Error(`placing failed: ${res.status} ${await res.text()}`)
    order = (await res.json()) as typeof order
  } else if (code) {
    const res = await placeOrderWithCode(harness.app, shopper.token, lines, code)
    if (res.status !== 201) throw new Error(`placing failed: ${res.status} ${await res.text()}`)
    order = (await res.json()) as typeof order
  } else {
    order = await placed(harness.app, shopper.token, lines)
  }
  await payInEmulator(harness.app, order.accessCode)
  await harness.services.background.drain()
  await deliver(harness, order.orderId)
  return { shopper, orderId: order.orderId, reference: order.reference }
}

/** The shopper's return request, as the order page sends it. */
export function askReturn(
  harness: Harness,
  token: string,
  body: Partial<ReturnRequest> & Record<string, unknown>,
) {
  return send(
    harness.app,
    'POST',
    '/api/order/returns',
    { reason: 'tooSmall', way: 'dropOff', ...body },
    { token },
  )
}

/** A request that must succeed: the return as the shopper reads it. */
export async function asked(
  harness: Harness,
  token: string,
  body: Partial<ReturnRequest> & Record<string, unknown>,
) {
  const res = await askReturn(harness, token, body)
  if (res.status !== 201) throw new Error(`return refused: ${res.status} ${await res.text()}`)
  return ReturnResponse.parse(await res.json()).return
}

/** A team call on a return; answers the raw response. */
export function teamCall(
  harness: Harness,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  return send(harness.app, method, `/api/admin/returns${path}`, body, { token })
}

/** A team step that must succeed: the return as the team reads it. */
export async function teamStep(
  harness: Harness,
  token: string,
  id: string,
  step: string,
  body?: unknown,
) {
  const res = await teamCall(harness, token, 'POST', `/${id}/${step}`, body)
  if (res.status !== 200) throw new Error(`${step} refused: ${res.status} ${await res.text()}`)
  return AdminReturnResponse.parse(await res.json()).return
}

/** The refusal's message, once its status is the one expected. */
export async function refusal(res: Response, status: number) {
  expect(res.status).toBe(status)
  return ErrorResponse.parse(await res.json()).message
}
