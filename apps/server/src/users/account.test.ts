import {
  ACCOUNT_MESSAGES,
  AccountChangeResponse,
  AccountResponse,
  USER_MESSAGES,
} from '@adire/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { openTestDatabase } from '../testing/database.ts'
import { databaseFingerprint } from '../testing/fingerprint.ts'
import { newShopper, send, signUp } from '../testing/requests.ts'
import { confirmAddress, lastLinkToken, mailsTo, testApp } from '../testing/services.ts'
import { EMAIL_CHANGE_LIFETIME_MS } from './account.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>

beforeAll(async () => {
  database = await openTestDatabase()
  harness = testApp(database.db)
})
afterAll(() => database.close())

let nextAddress = 1
const fromNewAddress = () => ({ 'X-Forwarded-For': `10.3.0.${nextAddress++}` })
const call = (method: string, path: string, token: string, body?: unknown) =>
  send(harness.app, method, path, body, { token, ...fromNewAddress() })
const login = (email: string, password: string) =>
  send(harness.app, 'POST', '/api/users/login', { email, password }, fromNewAddress())
const account = async (token: string) =>
  AccountResponse.parse(await (await call('GET', '/api/users/account', token)).json()).account
const askToChange = (token: string, newEmail: string, currentPassword: string) =>
  call('POST', '/api/users/email', token, { newEmail, currentPassword })
const confirm = (token: string) =>
  send(harness.app, 'POST', `/api/users/email/confirm/${token}`, undefined, fromNewAddress())

/** The token in the last link mailed to `email` to confirm it as an account's new address. */
const linkTokenFor = (email: string) =>
  lastLinkToken(harness.mailer, email, 'Confirm your new Adire e-mail address')

describe('the account page’s calls', () => {
  it('read the account, and save a new name', async () => {
    const ada = await signUp(harness.app)
    expect(await account(ada.token)).toEqual({
      name: ada.name,
      email: ada.email,
      pendingEmail: null,
      emailConfirmed: false,
      memberSince: expect.any(Number),
    })
    const res = await call('PUT', '/api/users/account', ada.token, { name: '  Ada Okafor-Bello ' })
    expect(res.status).toBe(200)
    const body = AccountChangeResponse.parse(await res.json())
    expect(body.message).toBe(ACCOUNT_MESSAGES.profileSaved)
    expect(body.account.name).toBe('Ada Okafor-Bello')
    const me = await (await call('GET', '/api/users/me', ada.token)).json()
    expect(me.user.name).toBe('Ada Okafor-Bello')
  })

  it('refuse an empty name, a missing session and a made-up one, changing nothing', async () => {
    const ada = await signUp(harness.app)
    // The sign-up's confirmation link is made after its answer: let it be, then compare.
    await harness.services.background.drain()
    const before = await databaseFingerprint(database.db)
    const empty = await call('PUT', '/api/users/account', ada.token, { name: '  ' })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({
      success: false,
      message: 'Name is required',
      field: 'name',
    })
    expect((await send(harness.app, 'GET', '/api/users/account')).status).toBe(401)
    expect((await call('PUT', '/api/users/account', 'made-up', { name: 'Eve' })).status).toBe(401)
    expect(await databaseFingerprint(database.db)).toBe(before)
  })
})

describe('changing the e-mail', () => {
  it('changes nothing until the new address opens its link, then moves the login to it', async () => {
    const ada = await signUp(harness.app)
    // A proven address is told the new one; one not proven only that there is one (ADR 034).
    await confirmAddress(harness, ada.email)
    const newEmail = newShopper().email
    const res = await askToChange(ada.token, newEmail, ada.password)
    expect(res.status).toBe(200)
    const body = AccountChangeResponse.parse(await res.json())
    expect(body.message).toBe(ACCOUNT_MESSAGES.emailChangeSent)
    expect(body.account).toMatchObject({ email: ada.email, pendingEmail: newEmail })
    await harness.services.background.drain()

    // The new address got the link, the current one the notice; neither can log in as new yet.
    const toNew = harness.mailer.sent.filter((m) => m.to === newEmail)
    expect(toNew.map((m) => m.subject)).toEqual(['Confirm your new Adire e-mail address'])
    expect(toNew[0]?.link).toMatch(/^https:\/\/adire\.test\/account\/confirm-email\?token=/)
    const toOld = mailsTo(harness.mailer, ada.email)
    expect(toOld.map((m) => m.subject)).toEqual([
      'A change of e-mail was asked for your Adire account',
    ])
    expect(toOld[0]?.text).toContain(newEmail)
    expect((await login(newEmail, ada.password)).status).toBe(401)
    expect((await login(ada.email, ada.password)).status).toBe(200)

    const opened = await confirm(linkTokenFor(newEmail))
    expect(opened.status).toBe(200)
    expect((await opened.json()).message).toBe(ACCOUNT_MESSAGES.emailChanged)
    expect(await account(ada.token)).toMatchObject({ email: newEmail, pendingEmail: null })
    expect((await login(newEmail, ada.password)).status).toBe(200)
    expect((await login(ada.email, ada.password)).status).toBe(401)
    // The link works once.
    expect((await confirm(linkTokenFor(newEmail))).status).toBe(400)
  })

  it('refuses a wrong password at its field, the same address, and one another account has', async () => {
    const ada = await signUp(harness.app)
    const bola = await signUp(harness.app)
    const before = await databaseFingerprint(database.db)
    const wrong = await askToChange(ada.token, newShopper().email, 'not my password')
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({
      success: false,
      message: USER_MESSAGES.currentPasswordWrong,
      field: 'currentPassword',
    })
    const same = await askToChange(ada.token, ada.email.toUpperCase(), ada.password)
    expect(same.status).toBe(400)
    expect((await same.json()).message).toBe(ACCOUNT_MESSAGES.emailUnchanged)
    const taken = await askToChange(ada.token, bola.email, ada.password)
    expect(taken.status).toBe(409)
    expect((await taken.json()).message).toBe(USER_MESSAGES.emailTaken)
    const malformed = await askToChange(ada.token, 'not an address', ada.password)
    expect(malformed.status).toBe(400)
    expect(await databaseFingerprint(database.db)).toBe(before)
  })

  it('stops a link once withdrawn, replaced or expired', async () => {
    const ada = await signUp(harness.app)
    const first = newShopper().email
    await askToChange(ada.token, first, ada.password)
    const withdrawn = linkTokenFor(first)
    const cancelled = await call('DELETE', '/api/users/email', ada.token)
    expect(AccountChangeResponse.parse(await cancelled.json())).toMatchObject({
      message: ACCOUNT_MESSAGES.emailChangeCancelled,
      account: { pendingEmail: null },
    })
    const refused = await confirm(withdrawn)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      success: false,
      message: ACCOUNT_MESSAGES.emailChangeInvalid,
    })

    const second = newShopper().email
    const third = newShopper().email
    await askToChange(ada.token, second, ada.password)
    await askToChange(ada.token, third, ada.password)
    expect((await confirm(linkTokenFor(second))).status).toBe(400)
    harness.clock.advance(EMAIL_CHANGE_LIFETIME_MS + 1)
    expect((await account(ada.token)).pendingEmail).toBeNull()
    expect((await confirm(linkTokenFor(third))).status).toBe(400)
    expect((await account(ada.token)).email).toBe(ada.email)
    expect((await confirm('made-up-token')).status).toBe(400)
  })

  it('refuses a link whose address another account took meanwhile, keeping the change waiting', async () => {
    const ada = await signUp(harness.app)
    const wanted = newShopper().email
    await askToChange(ada.token, wanted, ada.password)
    await signUp(harness.app, { email: wanted })
    const res = await confirm(linkTokenFor(wanted))
    expect(res.status).toBe(409)
    expect((await account(ada.token)).email).toBe(ada.email)
  })

  it('lets one of two openings of the same link through', async () => {
    const ada = await signUp(harness.app)
    const newEmail = newShopper().email
    await askToChange(ada.token, newEmail, ada.password)
    const token = linkTokenFor(newEmail)
    const statuses = (await Promise.all([confirm(token), confirm(token)])).map((r) => r.status)
    expect(statuses.sort()).toEqual([200, 400])
  })
})
