import {
  AuthResponse,
  DAY_MS,
  ErrorResponse,
  MeResponse,
  MessageResponse,
  PASSWORD_MAX_LENGTH,
  USER_MESSAGES,
} from '@adire/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { sessions, users } from '../db/schema.ts'
import { openTestDatabase } from '../testing/database.ts'
import { newShopper, send, signUp } from '../testing/requests.ts'
import { fastPasswords, testApp } from '../testing/services.ts'
import { PasswordHasher } from './passwords.ts'
import { scryptHash } from './scrypt-hashes.ts'
import { SESSION_LIFETIME } from './sessions.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let app: ReturnType<typeof testApp>['app']
const passwords = fastPasswords()

beforeAll(async () => {
  database = await openTestDatabase()
  // Every test has its own addresses (X-Forwarded-For) so the flood limits stay out of the way.
  harness = testApp(database.db, { trustedProxies: 1, passwords })
  app = harness.app
})
afterAll(() => database.close())

let nextAddress = 1
const fromNewAddress = () => ({
  'X-Forwarded-For': `10.0.${nextAddress >> 8}.${nextAddress++ & 255}`,
})

const register = (body: unknown) => send(app, 'POST', '/api/users/register', body, fromNewAddress())
const login = (body: unknown, headers = fromNewAddress()) =>
  send(app, 'POST', '/api/users/login', body, headers)
const me = (headers: Record<string, string>) =>
  send(app, 'GET', '/api/users/me', undefined, headers)
const withToken = (token: string) => ({ token })

async function refusal(res: Response, status: number) {
  expect(res.status).toBe(status)
  return ErrorResponse.parse(await res.json()).message
}

describe('POST /api/users/register', () => {
  it('creates the account, signs it in and answers { success, token, message }', async () => {
    const shopper = newShopper({ name: '  Chiamaka Eze ' })
    const res = await register(shopper)
    expect(res.status).toBe(201)
    const body = AuthResponse.parse(await res.json())
    expect(body.message).toBe(USER_MESSAGES.registered)
    const profile = MeResponse.parse(await (await me(withToken(body.token))).json())
    expect(profile.user).toEqual({ name: 'Chiamaka Eze', email: shopper.email, role: 'shopper' })
  })

  it('stores the password only as an Argon2id hash', async () => {
    const shopper = await signUp(app)
    const [row] = await database.db.select().from(users).where(eq(users.email, shopper.email))
    expect(row?.passwordHash).toMatch(
      /^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/,
    )
    expect(row?.passwordHash).not.toContain(shopper.password)
  })

  it('signs in an account whose password was stored with scrypt, and rehashes it with Argon2id once', async () => {
    const shopper = await signUp(app)
    const old = await scryptHash(shopper.password, { N: 2 ** 10, r: 8, p: 1 })
    await database.db.update(users).set({ passwordHash: old }).where(eq(users.email, shopper.email))
    const storedHash = async () =>
      (await database.db.select().from(users).where(eq(users.email, shopper.email)))[0]
        ?.passwordHash
    const login = () =>
      send(app, 'POST', '/api/users/login', { email: shopper.email, password: shopper.password })
    expect((await login()).status).toBe(200)
    const rehashed = await storedHash()
    expect(rehashed).toMatch(/^\$argon2id\$/)
    expect((await login()).status).toBe(200)
    expect(await storedHash()).toBe(rehashed)
    const wrong = await send(app, 'POST', '/api/users/login', {
      email: shopper.email,
      password: `${shopper.password}!`,
    })
    expect(wrong.status).toBe(401)
  })

  it('refuses an e-mail already used, whatever its letter case, and keeps the first account', async () => {
    const first = await signUp(app)
    const res = await register(newShopper({ email: first.email.toUpperCase(), name: 'Impostor' }))
    expect(await refusal(res, 409)).toBe(USER_MESSAGES.emailTaken)
    const rows = await database.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, first.email.toLowerCase()))
    expect(rows.map((row) => row.name)).toEqual(['Ada Okafor'])
  })

  it('lets exactly one of two simultaneous sign-ups with one e-mail through', async () => {
    const shopper = newShopper()
    const results = await Promise.all([
      register(shopper),
      register({ ...shopper, email: shopper.email.toUpperCase() }),
    ])
    expect(results.map((res) => res.status).sort()).toEqual([201, 409])
  })

  it('takes long passphrases and any characters, with no composition rules', async () => {
    for (const password of ['abcdefgh', 'p'.repeat(PASSWORD_MAX_LENGTH), 'ẹ kú àárọ̀ 🌞 ọ̀rẹ́']) {
      const shopper = newShopper({ password })
      expect((await register(shopper)).status).toBe(201)
      expect((await login({ email: shopper.email, password })).status).toBe(200)
    }
  })

  it.each([
    ['a 7-character password', { password: 'abcdefg' }, 'Password must be at least 8 characters'],
    ['an overlong password', { password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1) }, 'at most 512'],
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['a malformed e-mail', { email: 'ada@' }, 'Please enter a valid email address'],
    ['a missing password', { password: undefined }, 'Password is required'],
  ])('refuses %s with 400 and creates nothing', async (_, change, message) => {
    const shopper = { ...newShopper(), ...change }
    expect(await refusal(await register(shopper), 400)).toContain(message)
    const rows = await database.db
      .select()
      .from(users)
      .where(eq(users.email, shopper.email ?? ''))
    expect(rows).toEqual([])
  })
})

describe('POST /api/users/login', () => {
  it('signs in with the e-mail in any letter case and answers a new token', async () => {
    const shopper = await signUp(app)
    const res = await login({ email: shopper.email.toUpperCase(), password: shopper.password })
    expect(res.status).toBe(200)
    const body = AuthResponse.parse(await res.json())
    expect(body.message).toBe(USER_MESSAGES.loggedIn)
    expect(body.token).not.toBe(shopper.token)
    expect((await me(withToken(body.token))).status).toBe(200)
  })

  it('answers a wrong password and an unknown e-mail with the same 401 and body', async () => {
    const shopper = await signUp(app)
    const wrong = await login({ email: shopper.email, password: 'not the password' })
    const unknown = await login({ email: 'nobody@example.com', password: shopper.password })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await wrong.json()).toEqual(await unknown.json())
  })

  it('checks a password hash for an unknown e-mail too, so both take about as long', async () => {
    const shopper = await signUp(app)
    const verify = vi.spyOn(passwords, 'verify')
    try {
      await login({ email: shopper.email, password: 'not the password' })
      expect(verify).toHaveBeenCalledTimes(1)
      await login({ email: 'nobody@example.com', password: 'not the password' })
      expect(verify).toHaveBeenCalledTimes(2)
    } finally {
      verify.mockRestore()
    }
  })
})

describe('session tokens', () => {
  it('are 256-bit random strings, different each time, stored only as HMACs', async () => {
    const a = await signUp(app)
    const b = await signUp(app)
    for (const token of [a.token, b.token]) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(a.token).not.toBe(b.token)
    const stored = await database.db.select({ hash: sessions.tokenHash }).from(sessions)
    expect(stored.some(({ hash }) => hash === a.token || hash === b.token)).toBe(false)
  })

  it('are accepted in the token header and as Authorization: Bearer', async () => {
    const { token } = await signUp(app)
    expect((await me({ token })).status).toBe(200)
    expect((await me({ Authorization: `Bearer ${token}` })).status).toBe(200)
    expect((await me({ Authorization: `bearer  ${token} ` })).status).toBe(200)
  })

  it('without a token: 401 asking to log in', async () => {
    expect(await refusal(await me({}), 401)).toBe(USER_MESSAGES.notAuthorised)
    expect(await refusal(await me({ Authorization: 'Basic abc' }), 401)).toBe(
      USER_MESSAGES.notAuthorised,
    )
  })

  it.each([
    ['malformed', () => 'not-a-token'],
    ['tampered (one character changed)', (t: string) => `${t[0] === 'A' ? 'B' : 'A'}${t.slice(1)}`],
    ['truncated', (t: string) => t.slice(0, -1)],
    ['unknown', () => 'A'.repeat(43)],
    [
      'an unsigned JWT (alg: none)',
      () =>
        `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"1","admin":true}').toString('base64url')}.`,
    ],
    [
      'a JWT signed with a guessed key',
      () =>
        'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    ],
  ])('a %s token gets 401', async (_, forge) => {
    const { token } = await signUp(app)
    const res = await me({ token: forge(token) })
    expect(await refusal(res, 401)).toBe(USER_MESSAGES.sessionExpired)
  })

  it('stop working after a week without use, and after a month whatever the use', async () => {
    const { clock } = harness
    const idle = await signUp(app)
    const active = await signUp(app)
    const opened = clock.now().getTime()
    clock.advance(SESSION_LIFETIME.idleMs - 60_000)
    expect((await me(withToken(active.token))).status).toBe(200)
    clock.advance(120_000)
    expect((await me(withToken(idle.token))).status).toBe(401)
    // Used every three days, a session lives until its absolute end, and not beyond.
    let lastAnswer = 200
    while (lastAnswer === 200) {
      clock.advance(3 * DAY_MS)
      lastAnswer = (await me(withToken(active.token))).status
    }
    expect(lastAnswer).toBe(401)
    const lived = clock.now().getTime() - opened
    expect(lived).toBeGreaterThan(SESSION_LIFETIME.maxMs)
    expect(lived).toBeLessThanOrEqual(SESSION_LIFETIME.maxMs + 3 * DAY_MS)
  })
})

describe('POST /api/users/logout', () => {
  it('revokes the token: it, and any copy of it, stops working at once', async () => {
    const { token, email, password } = await signUp(app)
    const copied = token
    const res = await send(app, 'POST', '/api/users/logout', undefined, { token })
    expect(MessageResponse.parse(await res.json()).message).toBe(USER_MESSAGES.loggedOut)
    expect(await refusal(await me(withToken(copied)), 401)).toBe(USER_MESSAGES.sessionExpired)
    // Other sessions of the same shopper (another phone) stay signed in.
    const other = AuthResponse.parse(await (await login({ email, password })).json())
    expect((await me(withToken(other.token))).status).toBe(200)
  })

  it('needs a token', async () => {
    const res = await send(app, 'POST', '/api/users/logout')
    expect(await refusal(res, 401)).toBe(USER_MESSAGES.notAuthorised)
  })
})

describe('GET /api/users/me', () => {
  it('answers 401 when the account behind a live session is gone', async () => {
    const { token, email } = await signUp(app)
    await database.db.delete(users).where(eq(users.email, email))
    expect((await me(withToken(token))).status).toBe(401)
  })
})

describe('a flood of logins', () => {
  it('is turned away with 503 and Retry-After once every hash slot and queue place is taken', async () => {
    const busy = testApp(database.db, {
      trustedProxies: 1,
      passwords: new PasswordHasher({
        concurrency: 1,
        maxQueue: 0,
      }),
    })
    const shopper = await signUp(busy.app)
    const attempt = () =>
      send(
        busy.app,
        'POST',
        '/api/users/login',
        { email: shopper.email, password: shopper.password },
        fromNewAddress(),
      )
    const answers = await Promise.all([attempt(), attempt()])
    expect(answers.map((res) => res.status).sort()).toEqual([200, 503])
    const refused = answers.find((res) => res.status === 503) as Response
    expect(await refusal(refused, 503)).toBe(
      'The store is very busy right now. Please try again in a moment.',
    )
    expect(refused.headers.get('retry-after')).toBe('2')
    expect((await attempt()).status).toBe(200)
  })
})
