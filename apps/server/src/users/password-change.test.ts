import { AuthResponse, ErrorResponse, MessageResponse, USER_MESSAGES } from '@adire/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { openTestDatabase } from '../testing/database.ts'
import { databaseFingerprint } from '../testing/fingerprint.ts'
import { send, signUp } from '../testing/requests.ts'
import { mailsTo, testApp } from '../testing/services.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>

beforeAll(async () => {
  database = await openTestDatabase()
  harness = testApp(database.db, { trustedProxies: 1 })
})
afterAll(() => database.close())

let nextAddress = 1
const fromNewAddress = () => ({ 'X-Forwarded-For': `10.2.0.${nextAddress++}` })

const login = (email: string, password: string) =>
  send(harness.app, 'POST', '/api/users/login', { email, password }, fromNewAddress())
const me = (token: string) => send(harness.app, 'GET', '/api/users/me', undefined, { token })
const change = (token: string, currentPassword: unknown, newPassword: unknown) =>
  send(
    harness.app,
    'POST',
    '/api/users/password',
    { currentPassword, newPassword },
    { token, ...fromNewAddress() },
  )

/** A shopper signed in on two devices: the one changing the password, and a phone. */
async function onTwoDevices() {
  const shopper = await signUp(harness.app)
  const phone = AuthResponse.parse(
    await (await login(shopper.email, shopper.password)).json(),
  ).token
  return { ...shopper, phone }
}

describe('POST /api/users/password', () => {
  it('changes the password, keeps this device signed in, signs out the others and tells the owner', async () => {
    const ada = await onTwoDevices()
    const res = await change(ada.token, ada.password, 'a brand new passphrase')
    expect(res.status).toBe(200)
    expect(MessageResponse.parse(await res.json()).message).toBe(USER_MESSAGES.passwordChanged)
    await harness.services.background.drain()

    expect((await me(ada.token)).status).toBe(200)
    expect((await me(ada.phone)).status).toBe(401)
    // Sessions live in the database: a second server on it has signed the phone out as well.
    const secondServer = testApp(database.db)
    const onSecond = (token: string) =>
      send(secondServer.app, 'GET', '/api/users/me', undefined, { token })
    expect((await onSecond(ada.phone)).status).toBe(401)
    expect((await onSecond(ada.token)).status).toBe(200)
    expect((await login(ada.email, ada.password)).status).toBe(401)
    expect((await login(ada.email, 'a brand new passphrase')).status).toBe(200)
    const notices = mailsTo(harness.mailer, ada.email)
    expect(notices.map((mail) => mail.subject)).toEqual(['Your Adire password was changed'])
  })

  it('refuses a wrong current password at its field, and changes nothing', async () => {
    const ada = await onTwoDevices()
    const before = await databaseFingerprint(database.db)
    const res = await change(ada.token, 'not my password', 'a brand new passphrase')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      success: false,
      message: USER_MESSAGES.currentPasswordWrong,
      field: 'currentPassword',
    })
    expect(await databaseFingerprint(database.db)).toBe(before)
    expect((await me(ada.phone)).status).toBe(200)
  })

  it('checks the new password by the sign-up rule, and asks for a session', async () => {
    const ada = await signUp(harness.app)
    const short = await change(ada.token, ada.password, 'short')
    expect(short.status).toBe(400)
    expect(ErrorResponse.parse(await short.json()).message).toBe(
      'Password must be at least 8 characters',
    )
    expect((await change(ada.token, ada.password, ['x'.repeat(10)])).status).toBe(400)
    const anonymous = await send(harness.app, 'POST', '/api/users/password', {
      currentPassword: ada.password,
      newPassword: 'a brand new passphrase',
    })
    expect(anonymous.status).toBe(401)
    expect((await login(ada.email, ada.password)).status).toBe(200)
  })

  it('lets one of two changes made at once from the same password win', async () => {
    const ada = await signUp(harness.app)
    const answers = await Promise.all(
      ['first new passphrase', 'second new passphrase'].map((next) =>
        change(ada.token, ada.password, next),
      ),
    )
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400])
    const won = answers[0]?.status === 200 ? 'first new passphrase' : 'second new passphrase'
    expect((await login(ada.email, won)).status).toBe(200)
  })

  it('stops guessing through a session after 30 wrong passwords in 15 minutes', async () => {
    const ada = await signUp(harness.app)
    for (let i = 0; i < 30; i++) {
      expect((await change(ada.token, `guess ${i}`, 'a brand new passphrase')).status).toBe(400)
    }
    const stopped = await change(ada.token, ada.password, 'a brand new passphrase')
    expect(stopped.status).toBe(429)
    expect((await login(ada.email, ada.password)).status).toBe(200)
  })
})
