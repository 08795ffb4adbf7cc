// The discount codes' handlers (docs/product.md §11.14): listed with their figures, made,
// edited, paused, ended and deleted in the mock server's memory by the server's rules, each
// change recorded in the server's words.
import {
  AdminDiscountResponse,
  AdminDiscountsResponse,
  DISCOUNT_ADMIN_MESSAGES,
  ErrorResponse,
} from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { FIXTURE_DISCOUNT_IDS, fixtureDiscounts } from '../../fixtures/admin-discounts.ts'
import { ADMIN_USER } from '../../fixtures/people.ts'
import { send, useMockServer } from '../../testing.ts'
import { MOCK_ADMIN_TOKEN } from '../state.ts'

useMockServer()

const asAdmin = (method: string, path = '', body?: unknown) =>
  send(`/api/admin/discounts${path}`, body, { token: MOCK_ADMIN_TOKEN, method })
const listOf = async (res: Response) => AdminDiscountsResponse.parse(await res.json()).discounts
const oneOf = async (res: Response) => AdminDiscountResponse.parse(await res.json())
const refusalOf = async (res: Response) => ({
  status: res.status,
  message: ErrorResponse.parse(await res.json()).message,
})

describe('/api/admin/discounts', () => {
  it('lists every code newest first, one in each state', async () => {
    const list = await listOf(await asAdmin('GET'))
    expect(list.map((d) => d.code)).toEqual(fixtureDiscounts.map((d) => d.code))
    expect(new Set(list.map((d) => d.state))).toEqual(
      new Set(['active', 'scheduled', 'paused', 'ended']),
    )
    expect(list.find((d) => d.code === 'ADIRE10')).toMatchObject({ uses: 12, held: 2 })
  })

  it('makes a code, upper-cased, one use per customer unless told, and records it', async () => {
    const made = await asAdmin('POST', '', { code: ' spring5 ', kind: 'percent', percent: '5' })
    expect(made.status).toBe(201)
    const { discount, changes } = await oneOf(made)
    expect(discount).toMatchObject({ code: 'SPRING5', percent: 5, perCustomer: 1, state: 'active' })
    expect(changes).toEqual([expect.objectContaining({ by: ADMIN_USER.email, what: 'created' })])
    expect((await listOf(await asAdmin('GET')))[0]?.code).toBe('SPRING5')
    expect(
      await refusalOf(await asAdmin('POST', '', { code: 'Spring5', kind: 'freeDelivery' })),
    ).toEqual({ status: 409, message: DISCOUNT_ADMIN_MESSAGES.codeTaken })
  })

  it('edits, pauses and resumes a code, recording each change in words', async () => {
    const id = FIXTURE_DISCOUNT_IDS.unused
    const edited = await oneOf(await asAdmin('PATCH', `/${id}`, { amount: 2500, maxUses: 30 }))
    expect(edited.discount).toMatchObject({ amount: 2500, maxUses: 30 })
    expect(edited.changes.slice(0, 2).map((c) => c.what)).toEqual([
      'uses none → 30',
      'amount 2000 → 2500',
    ])
    const paused = await oneOf(await asAdmin('PATCH', `/${id}`, { paused: true }))
    expect(paused.discount.state).toBe('paused')
    expect(paused.changes[0]?.what).toBe('paused')
    const resumed = await oneOf(await asAdmin('PATCH', `/${id}`, { paused: false }))
    expect(resumed.changes[0]?.what).toBe('resumed')
  })

  it('keeps a used code’s kind and figure, and refuses what the server refuses', async () => {
    const used = `/${FIXTURE_DISCOUNT_IDS.used}`
    expect(await refusalOf(await asAdmin('PATCH', used, { percent: 20 }))).toEqual({
      status: 409,
      message: DISCOUNT_ADMIN_MESSAGES.usedTerms,
    })
    // Its other terms still change.
    expect((await asAdmin('PATCH', used, { maxUses: 150 })).status).toBe(200)
    expect(await refusalOf(await asAdmin('DELETE', used))).toEqual({
      status: 409,
      message: DISCOUNT_ADMIN_MESSAGES.usedDelete,
    })
    const ended = `/${FIXTURE_DISCOUNT_IDS.ended}`
    expect(await refusalOf(await asAdmin('PATCH', ended, { maxUses: 5 }))).toEqual({
      status: 409,
      message: DISCOUNT_ADMIN_MESSAGES.ended,
    })
    expect(
      await refusalOf(await asAdmin('POST', '', { code: 'NEW1', kind: 'percent', percent: 0 })),
    ).toEqual({ status: 400, message: DISCOUNT_ADMIN_MESSAGES.percent })
    expect(
      await refusalOf(
        await asAdmin('POST', '', {
          code: 'NEW1',
          kind: 'amount',
          amount: 100,
          departments: ['x'],
        }),
      ),
    ).toEqual({ status: 400, message: DISCOUNT_ADMIN_MESSAGES.department })
    expect(await refusalOf(await asAdmin('GET', '/nope'))).toEqual({
      status: 404,
      message: DISCOUNT_ADMIN_MESSAGES.notFound,
    })
    expect((await send('/api/admin/discounts', undefined, { method: 'GET' })).status).toBe(403)
  })

  it('ends a used code for good, and deletes one never used', async () => {
    const ended = await oneOf(await asAdmin('POST', `/${FIXTURE_DISCOUNT_IDS.used}/end`))
    expect(ended.discount).toMatchObject({ state: 'ended', uses: 12 })
    expect(ended.changes[0]?.what).toBe('ended')
    const left = await listOf(await asAdmin('DELETE', `/${FIXTURE_DISCOUNT_IDS.unused}`))
    expect(left.map((d) => d.id)).not.toContain(FIXTURE_DISCOUNT_IDS.unused)
  })
})
