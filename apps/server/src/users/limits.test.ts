import { ErrorResponse, USER_MESSAGES } from '@adire/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { openTestDatabase } from '../testing/database.ts'
import { send, signUp } from '../testing/requests.ts'
import { mailsTo, testApp } from '../testing/services.ts'
import { USER_LIMITS } from './limits.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>

beforeAll(async () => {
  database = await openTestDatabase()
  harness = testApp(database.db, { trustedProxies: 1 })
})
afterAll(() => database.close())

let nextAddress = 1
const newAddress = () => `10.2.${nextAddress >> 8}.${nextAddress++ & 255}`
const from = (address: string) => ({ 'X-Forwarded-For': address })

const login = (email: string, password: string, address = newAddress()) =>
  send(harness.app, 'POST', '/api/users/login', { email, password }, from(address))

async function tooMany(res: Response, message: RegExp) {
  expect(res.status).toBe(429)
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(ErrorResponse.parse(await res.json()).message).toMatch(message)
}

describe('failed logins', () => {
  it('lock one account from one address after 5 failures, for 15 minutes at most', async () => {
    const shopper = await signUp(harness.app)
    const address = newAddress()
    for (let i = 0; i < USER_LIMITS.failuresPerAccountAndAddress.limit; i++) {
      expect((await login(shopper.email, 'wrong password', address)).status).toBe(401)
    }
    const locked = await login(shopper.email, shopper.password, address)
    await tooMany(locked, /Too many failed login attempts\. Please try again in 15 minutes\./)
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60)
    // The shopper on another network is not locked out by someone else's guesses.
    expect((await login(shopper.email, shopper.password)).status).toBe(200)
    harness.clock.advance(USER_LIMITS.failuresPerAccountAndAddress.windowMs)
    expect((await login(shopper.email, shopper.password, address)).status).toBe(200)
  })

  it('stop guessing spread over many addresses at 30 failures per account', async () => {
    const shopper = await signUp(harness.app)
    for (let i = 0; i < USER_LIMITS.failuresPerAccount.limit; i++) {
      expect((await login(shopper.email, `guess ${i}`)).status).toBe(401)
    }
    await tooMany(await login(shopper.email, 'guess 31'), /Too many failed login attempts/)
    harness.clock.advance(USER_LIMITS.failuresPerAccount.windowMs)
    expect((await login(shopper.email, shopper.password)).status).toBe(200)
  })

  it('are limited for e-mails without an account too, so a 429 reveals nothing', async () => {
    const address = newAddress()
    for (let i = 0; i < 5; i++) await login('ghost@example.com', 'guess', address)
    await tooMany(await login('ghost@example.com', 'guess', address), /Too many failed/)
  })

  it('answer 429 to 100 bad logins in a row', async () => {
    const shopper = await signUp(harness.app)
    const statuses: number[] = []
    for (let i = 0; i < 100; i++) statuses.push((await login(shopper.email, `bad ${i}`)).status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(USER_LIMITS.failuresPerAccount.limit)
    expect(statuses.slice(USER_LIMITS.failuresPerAccount.limit).every((s) => s === 429)).toBe(true)
  })
})

describe('floods from one address', () => {
  it('are cut at 60 account requests a minute', async () => {
    const address = newAddress()
    const statuses: number[] = []
    for (let i = 0; i < USER_LIMITS.burstPerAddress.limit + 1; i++) {
      statuses.push((await login(`flood${i}@example.com`, 'whatever', address)).status)
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true)
    const last = await login('flood@example.com', 'whatever', address)
    await tooMany(last, /Too many requests from your network/)
    harness.clock.advance(USER_LIMITS.burstPerAddress.windowMs)
    expect((await login('flood@example.com', 'whatever', address)).status).toBe(401)
  })

  it('cannot create more than 20 accounts an hour', async () => {
    const address = newAddress()
    for (let i = 0; i < USER_LIMITS.registrationsPerAddress.limit; i++) {
      const res = await send(
        harness.app,
        'POST',
        '/api/users/register',
        { name: 'Bot', email: `bot${i}.${address}@example.com`, password: 'password123' },
        from(address),
      )
      expect(res.status).toBe(201)
    }
    const res = await send(
      harness.app,
      'POST',
      '/api/users/register',
      { name: 'Bot', email: `one-more.${address}@example.com`, password: 'password123' },
      from(address),
    )
    await tooMany(res, /Too many accounts created from your network/)
  })

  it('count sign-ups refused because the e-mail has an account: an address probes 20 an hour', async () => {
    // "An account with this email already exists" tells whoever asks that the address is a
    // customer's; the limit bounds how many addresses one network can check that way.
    const taken = await signUp(harness.app)
    const address = newAddress()
    const register = (email: string) =>
      send(
        harness.app,
        'POST',
        '/api/users/register',
        { name: 'Prober', email, password: 'password123' },
        from(address),
      )
    for (let i = 0; i < USER_LIMITS.registrationsPerAddress.limit; i++) {
      const res = await register(taken.email)
      expect(res.status).toBe(409)
      expect(ErrorResponse.parse(await res.json()).message).toBe(USER_MESSAGES.emailTaken)
    }
    await tooMany(await register(taken.email), /Too many accounts created from your network/)
    await tooMany(await register(`fresh.${address}@example.com`), /Too many accounts created/)
    harness.clock.advance(USER_LIMITS.registrationsPerAddress.windowMs)
    expect((await register(taken.email)).status).toBe(409)
  })
})

describe('reset e-mails', () => {
  it('go to one address at most 3 times an hour, known account or not', async () => {
    const shopper = await signUp(harness.app)
    for (const email of [shopper.email, 'not-a-customer@example.com']) {
      for (let i = 0; i < USER_LIMITS.resetEmailsPerAccount.limit; i++) {
        const res = await send(
          harness.app,
          'POST',
          '/api/users/forgot-password',
          { email },
          from(newAddress()),
        )
        expect(res.status).toBe(200)
      }
      const res = await send(
        harness.app,
        'POST',
        '/api/users/forgot-password',
        { email: email.toUpperCase() },
        from(newAddress()),
      )
      await tooMany(res, /Too many reset requests for this address/)
    }
    await harness.services.background.drain()
    expect(mailsTo(harness.mailer, shopper.email)).toHaveLength(3)
  })
})
