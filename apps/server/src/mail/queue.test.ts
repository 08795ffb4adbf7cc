import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { BackgroundTasks } from '../background.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { outgoingMail } from '../db/schema.ts'
import { openTestDatabase } from '../testing/database.ts'
import { RecordingMailer, TestClock } from '../testing/services.ts'
import type { Delivery } from './mailer.ts'
import type { Mail } from './messages.ts'
import { MAIL_DELIVERY, MailQueue } from './queue.ts'

let database: DatabaseHandle
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())
beforeEach(async () => {
  await database.db.delete(outgoingMail)
})

const message = (n: number): Mail => ({
  to: `shopper${n}@example.com`,
  subject: `Message ${n}`,
  text: 'Hello',
  html: '<p>Hello</p>',
})

/** A mail server that refuses everything while `down` is set. */
class FlakyMailer extends RecordingMailer {
  down = false
  override async send(mail: Mail, delivery?: Delivery) {
    if (this.down) throw new Error('421 Service not available')
    await super.send(mail, delivery)
  }
}

function queue(mailer = new FlakyMailer(), clock = new TestClock()) {
  const background = new BackgroundTasks()
  return {
    mail: new MailQueue({ db: database.db, mailer, clock, background }),
    mailer,
    clock,
    background,
  }
}

describe('the mail queue', () => {
  it('sends a message queued in a committed transaction once, and forgets it', async () => {
    const { mail, mailer, background } = queue()
    await database.db.transaction(async (tx) => {
      await mail.add(message(1), tx)
    })
    mail.deliver()
    await background.drain()
    expect(mailer.sent.map((m) => m.subject)).toEqual(['Message 1'])
    expect(mailer.sent[0]?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await mail.pending()).toEqual([])
    mail.deliver()
    await background.drain()
    expect(mailer.sent).toHaveLength(1)
  })

  it('never sends a message whose transaction rolled back', async () => {
    const { mail, mailer } = queue()
    await expect(
      database.db.transaction(async (tx) => {
        await mail.add(message(1), tx)
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await mail.deliverDue()).toBe(0)
    expect(mailer.sent).toEqual([])
  })

  it('keeps a message through a mail-server outage and sends it when the back-off is over', async () => {
    const { mail, mailer, clock } = queue()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    mailer.down = true
    await mail.add(message(1))
    expect(await mail.deliverDue()).toBe(0)
    const [waiting] = await mail.pending()
    expect(waiting).toMatchObject({ attempts: 1, lastError: '421 Service not available' })
    mailer.down = false
    // Not before its back-off is over: the mail server gets its minute.
    expect(await mail.deliverDue()).toBe(0)
    clock.advance(MAIL_DELIVERY.backoffMs(1))
    expect(await mail.deliverDue()).toBe(1)
    expect(mailer.sent.map((m) => m.subject)).toEqual(['Message 1'])
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })

  it('logs a failed delivery without its recipient, even when the mail server quotes the address', async () => {
    const { mail, mailer } = queue()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(mailer, 'send').mockRejectedValueOnce(
      new Error('550 5.1.1 <shopper7@example.com>: Recipient address rejected'),
    )
    await mail.add(message(7))
    expect(await mail.deliverDue()).toBe(0)
    const logged = error.mock.calls.flat().join('\n')
    error.mockRestore()
    expect(logged).toContain('"Message 7"')
    expect(logged).toContain('Recipient address rejected')
    expect(logged).not.toContain('shopper7')
    // The operator finds the whole refusal beside the message.
    const [waiting] = await mail.pending()
    expect(waiting?.lastError).toContain('<shopper7@example.com>')
  })

  it('gives up after its last attempt and keeps the message for the operator', async () => {
    const { mail, mailer, clock } = queue()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    mailer.down = true
    await mail.add(message(1))
    for (let attempt = 1; attempt <= MAIL_DELIVERY.maxAttempts; attempt += 1) {
      await mail.deliverDue()
      clock.advance(MAIL_DELIVERY.backoffMs(attempt))
    }
    mailer.down = false
    clock.advance(24 * 60 * 60_000)
    expect(await mail.deliverDue()).toBe(0)
    expect(await mail.pending()).toMatchObject([
      { attempts: MAIL_DELIVERY.maxAttempts, nextAttemptAt: null },
    ])
    expect(error.mock.calls.at(-1)?.[0]).toMatch(/Giving up/)
    error.mockRestore()
  })

  it('lets another server send what a server that died had claimed, once its lease is over', async () => {
    const clock = new TestClock()
    const dead = queue(new FlakyMailer(), clock)
    await dead.mail.add(message(1))
    // The first server claims the message and dies before sending it.
    const hang = new Promise<void>(() => {})
    vi.spyOn(dead.mailer, 'send').mockReturnValue(hang)
    void dead.mail.deliverDue()
    // Until the message is on its way: its claim renewed just before sending (at the clock's
    // time then), so the lease counted below starts no later than now.
    await vi.waitFor(() => expect(dead.mailer.send).toHaveBeenCalledTimes(1))
    const alive = queue(new FlakyMailer(), clock)
    expect(await alive.mail.deliverDue()).toBe(0)
    clock.advance(MAIL_DELIVERY.leaseMs)
    expect(await alive.mail.deliverDue()).toBe(1)
    expect(alive.mailer.sent.map((m) => m.subject)).toEqual(['Message 1'])
  })

  it("holds a dead server's claim only as long as its mailer asks for (the outbox: 10 s)", async () => {
    const clock = new TestClock()
    const quick = Object.assign(new FlakyMailer(), { claimMs: 10_000 })
    const dead = queue(quick, clock)
    await dead.mail.add(message(2))
    vi.spyOn(quick, 'send').mockReturnValue(new Promise<void>(() => {}))
    void dead.mail.deliverDue()
    // On its way, its claim renewed: a renewal after the clock moved on would hold it longer.
    await vi.waitFor(() => expect(quick.send).toHaveBeenCalledTimes(1))
    const alive = queue(new FlakyMailer(), clock)
    clock.advance(9_999)
    expect(await alive.mail.deliverDue()).toBe(0)
    clock.advance(1)
    expect(await alive.mail.deliverDue()).toBe(1)
  })

  it('leaves the rest of its batch to the server that claimed it when its lease ran out mid-batch', async () => {
    const clock = new TestClock()
    const busy = queue(new FlakyMailer(), clock)
    await busy.mail.add(message(1))
    await busy.mail.add(message(2))
    // The busy server claims both, and the first takes longer than the lease to send.
    let release = () => {}
    const slow = new Promise<void>((resolve) => {
      release = resolve
    })
    const send = busy.mailer.send.bind(busy.mailer)
    vi.spyOn(busy.mailer, 'send').mockImplementation(async (m, delivery) => {
      if (m.subject === 'Message 1') await slow
      await send(m, delivery)
    })
    const busyRun = busy.mail.deliverDue()
    await vi.waitFor(() => expect(busy.mailer.send).toHaveBeenCalledTimes(1))
    clock.advance(MAIL_DELIVERY.leaseMs)
    const other = queue(new FlakyMailer(), clock)
    expect(await other.mail.deliverDue()).toBe(2)
    release()
    // The first was on its way here when its lease ran out (delivery is at least once); the
    // second, not started, is not sent again.
    expect(await busyRun).toBe(1)
    expect(busy.mailer.sent.map((m) => m.subject)).toEqual(['Message 1'])
    expect(other.mailer.sent.map((m) => m.subject)).toEqual(['Message 1', 'Message 2'])
  })

  it("sends one shopper's messages in the order they were written, even while one is still sending", async () => {
    // Shipped, Out for delivery, Delivered: written seconds apart, each asking for delivery
    // while the one before is still on its way to a slow mail server, all at one clock time.
    const mailer = new FlakyMailer()
    const { mail, background } = queue(mailer)
    let release = () => {}
    const slow = new Promise<void>((resolve) => {
      release = resolve
    })
    const send = mailer.send.bind(mailer)
    vi.spyOn(mailer, 'send').mockImplementation(async (m, delivery) => {
      if (m.subject === 'Message 1') await slow
      await send(m, delivery)
    })
    await mail.add(message(1))
    mail.deliver()
    await vi.waitFor(async () => expect((await mail.pending())[0]?.attempts).toBe(1))
    for (const n of [2, 3, 4, 5]) {
      await mail.add(message(n))
      mail.deliver()
    }
    // Time for a delivery run beside the first to send 2 to 5 ahead of it, as one did before
    // runs were one at a time (the order checked below cannot depend on this wait's length).
    await new Promise((resolve) => setTimeout(resolve, 200))
    release()
    await background.drain()
    expect(mailer.sent.map((m) => m.subject)).toEqual([1, 2, 3, 4, 5].map((n) => `Message ${n}`))
  })

  it('shares the work between servers delivering at once, each message sent once', async () => {
    const clock = new TestClock()
    const servers = [queue(new FlakyMailer(), clock), queue(new FlakyMailer(), clock)]
    const count = MAIL_DELIVERY.batch * 3
    for (let n = 0; n < count; n += 1) await servers[0]?.mail.add(message(n))
    await Promise.all(servers.map((server) => server.mail.deliverDue()))
    const sent = servers.flatMap((server) => server.mailer.sent.map((m) => m.subject))
    expect(sent).toHaveLength(count)
    expect(new Set(sent).size).toBe(count)
  })
})
