import { createApp } from '../app.ts'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import type { Delivery, Mailer } from '../mail/mailer.ts'
import type { Mail } from '../mail/messages.ts'
import { createServices, type ServiceOptions } from '../services.ts'
import { PasswordHasher } from '../users/passwords.ts'

/** Keeps every message it is asked to send, for tests to read. */
export class RecordingMailer implements Mailer {
  readonly sent: (Mail & { id?: string })[] = []
  async send(mail: Mail, delivery?: Delivery): Promise<void> {
    this.sent.push(delivery ? { ...mail, id: delivery.id } : mail)
  }
}

/** A clock that moves only when told to. */
export class TestClock implements Clock {
  constructor(private time = new Date('2026-11-01T12:00:00Z')) {}
  now(): Date {
    return new Date(this.time)
  }
  advance(ms: number): void {
    this.time = new Date(this.time.getTime() + ms)
  }
}

/**
 * Argon2id at a small fraction of the production cost, so suites that sign up hundreds of
 * accounts stay fast; the production cost has its own tests (users/passwords.test.ts).
 */
export const fastPasswords = () =>
  new PasswordHasher({
    cost: { memoryCost: 256, timeCost: 1, parallelism: 1 },
    concurrency: 4,
    maxQueue: 1000,
  })

export const TEST_PUBLIC_URL = 'https://adire.test'

/**
 * The API (no storefront) on a test database, with a test clock and a recording mailer (unless
 * `options.mailer` replaces it).
 */
export function testApp(db: Database, options: Partial<Omit<ServiceOptions, 'clock'>> = {}) {
  const mailer = new RecordingMailer()
  const clock = new TestClock()
  const services = createServices({
    db,
    publicUrl: TEST_PUBLIC_URL,
    authSecret: Buffer.from('a test secret that is at least 32 characters long'),
    mailer,
    clock,
    passwords: fastPasswords(),
    // As behind a reverse proxy: tests give each simulated shopper an address of their own.
    trustedProxies: 1,
    ...options,
  })
  return { app: createApp({ services }), services, mailer, clock }
}

/** The token of the last link mailed to `email` (a confirmation's, a reset's), or under `subject`. */
export function lastLinkToken(mailer: RecordingMailer, email: string, subject?: string): string {
  const mail = mailer.sent
    .filter((m) => m.to.toLowerCase() === email.toLowerCase())
    .filter((m) => subject === undefined || m.subject === subject)
    .at(-1)
  const token = mail?.link && new URL(mail.link).searchParams.get('token')
  if (!token) throw new Error(`no link mailed to ${email}`)
  return token
}

/**
 * Proves a shopper's address as opening the link sent at sign-up does (ADR 034): waits for the
 * link, which leaves after sign-up's answer, then opens it.
 */
export async function confirmAddress(harness: ReturnType<typeof testApp>, email: string) {
  await harness.services.background.drain()
  const token = lastLinkToken(harness.mailer, email, 'Confirm your Adire e-mail address')
  const res = await harness.app.request(`/api/users/email/confirm/${token}`, { method: 'POST' })
  if (res.status !== 200) throw new Error(`confirming ${email} failed: ${res.status}`)
}

/** The mails sent to `email`, but the link every sign-up sends (ADR 034): for tests of others. */
export function mailsTo(mailer: RecordingMailer, email: string) {
  return mailer.sent.filter(
    (mail) => mail.to === email && mail.subject !== 'Confirm your Adire e-mail address',
  )
}
