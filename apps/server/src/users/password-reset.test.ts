import { AuthResponse, ErrorResponse, MessageResponse, USER_MESSAGES } from '@adire/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { passwordResetTokens } from '../db/schema.ts'
import { openTestDatabase } from '../testing/database.ts'
import { send, signUp } from '../testing/requests.ts'
import { mailsTo as mailsToOf, TEST_PUBLIC_URL, testApp } from '../testing/services.ts'
import { RESET_TOKEN_LIFETIME_MS } from './service.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>

beforeAll(async () => {
  database = await openTestDatabase()
  harness = testApp(database.db, { trustedProxies: 1 })
})
afterAll(() => database.close())

let nextAddress = 1
const fromNewAddress = () => ({ 'X-Forwarded-For': `10.1.0.${nextAddress++}` })

const forgot = async (email: string, headers: Record<string, string> = fromNewAddress()) => {
  const res = await send(harness.app, 'POST', '/api/users/forgot-password', { email }, headers)
  await harness.services.background.drain()
  return res
}
const reset = (token: string, newPassword: string) =>
  send(
    harness.app,
    'POST',
    `/api/users/reset-password/${encodeURIComponent(token)}`,
    { newPassword },
    fromNewAddress(),
  )
const login = (email: string, password: string) =>
  send(harness.app, 'POST', '/api/users/login', { email, password }, fromNewAddress())
const me = (token: string) => send(harness.app, 'GET', '/api/users/me', undefined, { token })

const mailsTo = (email: string) => mailsToOf(harness.mailer, email)

/** Asks for a reset link and returns the token from the e-mail. */
async function resetTokenFor(email: string): Promise<string> {
  await forgot(email)
  const mail = mailsTo(email).at(-1)
  const token = mail?.link && new URL(mail.link).searchParams.get('token')
  if (!token) throw new Error(`no reset link was sent to ${email}`)
  return token
}

async function refusal(res: Response, status: number) {
  expect(res.status).toBe(status)
  return ErrorResponse.parse(await res.json()).message
}

describe('POST /api/users/forgot-password', () => {
  it('answers a known and an unknown e-mail identically, and mails only the known one', async () => {
    const shopper = await signUp(harness.app)
    const known = await forgot(shopper.email)
    const unknown = await forgot('nobody-here@example.com')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(known.status)
    const knownBody = await known.text()
    expect(await unknown.text()).toBe(knownBody)
    expect(MessageResponse.parse(JSON.parse(knownBody)).message).toBe(USER_MESSAGES.resetRequested)
    expect(mailsTo(shopper.email)).toHaveLength(1)
    expect(mailsTo('nobody-here@example.com')).toHaveLength(0)
  })

  it('mails a link built from PUBLIC_URL, never from the request, with text and HTML parts', async () => {
    const shopper = await signUp(harness.app)
    await forgot(shopper.email.toUpperCase(), {
      ...fromNewAddress(),
      Host: 'evil.example',
      'X-Forwarded-Host': 'evil.example',
    })
    const [mail] = mailsTo(shopper.email)
    expect(mail?.subject).toBe('Reset your Adire password')
    expect(mail?.link).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/login/resetPassword\\?token=[A-Za-z0-9_-]{43}$`),
    )
    expect(mail?.text).toContain(mail?.link)
    expect(mail?.text).toContain('Adire')
    expect(mail?.html).toContain(`href="${mail?.link}"`)
    expect(`${mail?.text}${mail?.html}`).not.toContain('evil.example')
  })

  it('stores the reset token only as a hash, expiring in an hour', async () => {
    const shopper = await signUp(harness.app)
    const token = await resetTokenFor(shopper.email)
    const rows = await database.db.select().from(passwordResetTokens)
    expect(rows.some((row) => row.tokenHash === token)).toBe(false)
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]
    expect(newest && newest.expiresAt.getTime() - newest.createdAt.getTime()).toBe(
      RESET_TOKEN_LIFETIME_MS,
    )
  })

  it('refuses a malformed e-mail with 400', async () => {
    const res = await send(harness.app, 'POST', '/api/users/forgot-password', { email: 'x' })
    expect(await refusal(res, 400)).toBe('Please enter a valid email address')
  })
})

describe('POST /api/users/reset-password/:token', () => {
  it('sets the new password, signs out every session and tells the owner by e-mail', async () => {
    const shopper = await signUp(harness.app)
    const phone = AuthResponse.parse(
      await (await login(shopper.email, shopper.password)).json(),
    ).token
    const token = await resetTokenFor(shopper.email)

    const res = await reset(token, 'a brand new passphrase')
    expect(MessageResponse.parse(await res.json()).message).toBe(USER_MESSAGES.resetDone)
    await harness.services.background.drain()

    expect((await login(shopper.email, shopper.password)).status).toBe(401)
    expect((await login(shopper.email, 'a brand new passphrase')).status).toBe(200)
    for (const old of [shopper.token, phone]) expect((await me(old)).status).toBe(401)
    const notice = mailsTo(shopper.email).at(-1)
    expect(notice?.subject).toBe('Your Adire password was changed')
    expect(notice?.text).toContain(`${TEST_PUBLIC_URL}/login/forgotPassword`)
  })

  it('works once: a used link is refused and the password stays as it was set', async () => {
    const shopper = await signUp(harness.app)
    const token = await resetTokenFor(shopper.email)
    expect((await reset(token, 'first new password')).status).toBe(200)
    expect(await refusal(await reset(token, 'second new password'), 400)).toBe(
      USER_MESSAGES.resetTokenInvalid,
    )
    expect((await login(shopper.email, 'first new password')).status).toBe(200)
  })

  it('lets exactly one of two simultaneous uses of one link through', async () => {
    const shopper = await signUp(harness.app)
    const token = await resetTokenFor(shopper.email)
    const results = await Promise.all([
      reset(token, 'racer number one'),
      reset(token, 'racer two!'),
    ])
    expect(results.map((res) => res.status).sort()).toEqual([200, 400])
  })

  it('refuses a link older than an hour, leaving the password unchanged', async () => {
    const shopper = await signUp(harness.app)
    const token = await resetTokenFor(shopper.email)
    harness.clock.advance(RESET_TOKEN_LIFETIME_MS + 1000)
    expect(await refusal(await reset(token, 'too late for this'), 400)).toBe(
      USER_MESSAGES.resetTokenInvalid,
    )
    expect((await login(shopper.email, shopper.password)).status).toBe(200)
  })

  it('ends the other links still in the mailbox once one is used', async () => {
    const shopper = await signUp(harness.app)
    const first = await resetTokenFor(shopper.email)
    const second = await resetTokenFor(shopper.email)
    expect((await reset(second, 'from the second mail')).status).toBe(200)
    expect((await reset(first, 'from the first mail')).status).toBe(400)
  })

  it.each([
    ['unknown', 'A'.repeat(43)],
    ['malformed', 'not-a-token'],
    ['absurdly long', 'x'.repeat(5000)],
  ])('refuses an %s token with 400', async (_, token) => {
    expect(await refusal(await reset(token, 'whatever it is'), 400)).toBe(
      USER_MESSAGES.resetTokenInvalid,
    )
  })

  it('refuses a too-short new password without burning the link', async () => {
    const shopper = await signUp(harness.app)
    const token = await resetTokenFor(shopper.email)
    expect(await refusal(await reset(token, 'short'), 400)).toBe(
      'Password must be at least 8 characters',
    )
    expect((await reset(token, 'long enough now')).status).toBe(200)
  })

  it('leaves other accounts alone', async () => {
    const owner = await signUp(harness.app)
    const bystander = await signUp(harness.app)
    const token = await resetTokenFor(owner.email)
    await reset(token, 'owner changed it')
    expect((await me(bystander.token)).status).toBe(200)
    expect((await login(bystander.email, bystander.password)).status).toBe(200)
  })
})
