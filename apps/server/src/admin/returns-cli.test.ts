import { RETURN_MESSAGES, RETURN_TEXTS, returnLabel } from '@adire/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { returnEvents, stockChanges } from '../db/schema.ts'
import {
  asked,
  CAP,
  deliveredOrder,
  type Harness,
  HOODIE,
  openReturnsStore,
} from '../testing/returns.ts'
import { TEST_PUBLIC_URL } from '../testing/services.ts'
import { execute } from './cli.ts'
import { UsageError } from './control-socket.ts'

let database: DatabaseHandle
let harness: Harness

beforeAll(async () => {
  ;({ database, harness } = await openReturnsStore())
  await harness.services.productStock.set(HOODIE, { M: 5, L: 5 }, 'counted', 'command line')
})
afterAll(() => database.close())

const admin = (...args: string[]) => execute(args, harness.services, TEST_PUBLIC_URL)

describe('npm run admin -- returns', () => {
  it('lists, approves, receives as new, refunds and exchanges, in the screen’s words', async () => {
    expect(await admin('returns')).toBe('No open returns.')
    const { shopper, reference } = await deliveredOrder(harness, [
      { id: HOODIE, size: 'M', quantity: 1 },
      { id: CAP, size: 'One size', quantity: 1 },
    ])
    const made = await asked(harness, shopper.token, {
      reference,
      lines: [
        { index: 0, quantity: 1, exchangeSize: 'L' },
        { index: 1, quantity: 1 },
      ],
    })
    const label = returnLabel(made.returnNumber)
    const listed = await admin('returns', 'list')
    expect(listed).toContain(`${label} of #`)
    expect(listed).toContain('Return requested (Too small)')
    expect(listed).toContain('1 × Indigo Adire Hoodie (M → L)')

    await expect(admin('returns', 'refund', label)).rejects.toThrow(RETURN_MESSAGES.notReceived)
    expect(await admin('returns', 'approve', label)).toContain(RETURN_TEXTS.approved)
    await expect(admin('returns', 'receive', label)).rejects.toBeInstanceOf(UsageError)
    expect(await admin('returns', 'receive', label, '--as-new')).toContain(RETURN_TEXTS.received)
    const [back] = await database.db
      .select()
      .from(stockChanges)
      .where(and(eq(stockChanges.changedBy, label), eq(stockChanges.productId, HOODIE)))
    expect(back).toMatchObject({ size: 'M', delta: 1, reason: 'returned' })

    expect(await admin('returns', 'refund', label)).toContain(RETURN_TEXTS.refunded)
    const exchanged = await admin('returns', 'exchange', String(made.returnNumber))
    expect(exchanged).toMatch(/Exchange order created for packing\. Its order is #\d+\./)
    expect(exchanged).toContain('Return complete')
    expect(await admin('returns')).toBe('No open returns.')
    expect(await admin('returns', 'list', '--all')).toContain(label)

    const steps = await database.db
      .select({ step: returnEvents.step, actor: returnEvents.actor })
      .from(returnEvents)
      .where(eq(returnEvents.returnId, made.id))
    expect(steps.filter((s) => s.actor === 'cli').map((s) => s.step)).toEqual([
      'approved',
      'received',
      'refunded',
      'exchanged',
      'closed',
    ])
  })

  it('declines with the reason the shopper reads, and names no return that is not there', async () => {
    const { shopper, reference } = await deliveredOrder(harness, [
      { id: CAP, size: 'One size', quantity: 1 },
    ])
    const made = await asked(harness, shopper.token, {
      reference,
      lines: [{ index: 0, quantity: 1 }],
    })
    const label = returnLabel(made.returnNumber)
    expect(await admin('returns', 'decline', label, 'Worn', 'and', 'washed')).toContain(
      RETURN_TEXTS.declined,
    )
    const found = await harness.services.returns.get(label)
    expect(found.declineReason).toBe('Worn and washed')
    await expect(admin('returns', 'approve', 'R999999')).rejects.toThrow(RETURN_MESSAGES.notFound)
    await expect(admin('returns', 'approve', label)).rejects.toThrow(RETURN_MESSAGES.step)
  })
})
