import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../db/client.ts'
import { refunds } from '../db/schema.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { payInEmulator, placed } from '../testing/orders.ts'
import { signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'
import { run } from './cli.ts'

/** The CLI reads the server's own configuration: a data directory of its own here. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'adire-cli-'))
const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL }
let shopperEmail = ''
let reference = ''
/** A second paid order, for the cancellation that refunds it. */
let paidToCancel = ''

beforeAll(async () => {
  process.env.DATA_DIR = dataDir
  delete process.env.DATABASE_URL
  // A shopper with a paid order, made by the server's own code, then the database is closed.
  const database = await openDatabase({ dataDir })
  await seedCatalogue(database.db)
  const { app, services } = testApp(database.db, { webhookRetrySeconds: [] })
  const shopper = await signUp(app)
  shopperEmail = shopper.email
  const lines = [{ id: 'lagos-sun-cap', size: 'One size', quantity: 1 }]
  for (const keep of [(ref: string) => (reference = ref), (ref: string) => (paidToCancel = ref)]) {
    const order = await placed(app, shopper.token, lines)
    await payInEmulator(app, order.accessCode)
    keep(order.reference)
  }
  await services.background.drain()
  await database.close()
}, 60_000)

afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  rmSync(dataDir, { recursive: true, force: true })
})

// Each `run` is one command as typed: it opens the embedded database in its data directory and
// closes it, as its own process does (3-7 s under CI's load), so a test of two or three commands
// takes longer than the default wait.
describe('npm run admin', { timeout: 90_000 }, () => {
  it('makes an existing account an admin, and says when there is no such account', async () => {
    const quiet = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      expect(await run(['create-admin', shopperEmail])).toContain(`${shopperEmail} is now an admin`)
      await expect(run(['create-admin', 'nobody@example.com'])).rejects.toThrow(
        'No account has the e-mail nobody@example.com',
      )
    } finally {
      quiet.mockRestore()
    }
  })

  it('moves an order by its reference, e-mailing the shopper, and refuses a move back', async () => {
    const quiet = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      expect(await run(['set-status', reference, 'shipped'])).toBe(
        `Order ${reference} is now Shipped.`,
      )
      expect(await run(['set-status', reference, 'out', 'for', 'delivery'])).toBe(
        `Order ${reference} is now Out for delivery.`,
      )
      await expect(run(['set-status', reference, 'Packing'])).rejects.toThrow(
        'An order that is Out for delivery cannot be set to Packing',
      )
      // The shipped and out-for-delivery e-mails went to that data directory's outbox.
      expect(readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(2)
      expect(log.mock.calls.flat().join('\n')).toContain('is on its way')
    } finally {
      quiet.mockRestore()
      log.mockRestore()
    }
  })

  it('cancels a paid order with its refund, left for the running server to send', async () => {
    const quiet = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      expect(await run(['set-status', paidToCancel, 'cancelled'])).toBe(
        `Order ${paidToCancel} is now Cancelled. Its payment of ₦6,500 is being refunded to the shopper.`,
      )
      // Recorded, and the shopper told; the server's reconciler sends it to Paystack.
      const database = await openDatabase({ dataDir })
      try {
        expect(await database.db.select().from(refunds)).toEqual([
          expect.objectContaining({ paymentReference: paidToCancel, status: 'requested' }),
        ])
      } finally {
        await database.close()
      }
      expect(quiet.mock.calls.flat().join('\n')).toContain(
        `refund of ₦6,500 for order ${paidToCancel}`,
      )
      await expect(run(['retry-refund', paidToCancel])).rejects.toThrow(
        'This order has no failed refund to try again',
      )
    } finally {
      quiet.mockRestore()
    }
  })

  it('explains its usage for anything else', async () => {
    await expect(run([])).rejects.toThrow(/Usage:\n {2}npm run admin -- create-admin <email>/)
    await expect(run(['set-status', reference, 'Lost'])).rejects.toThrow(/Usage:/)
  })
})
