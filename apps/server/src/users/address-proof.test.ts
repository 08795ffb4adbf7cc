/*
 * An address is the account's only once proven (ADR 034; issue 42's findings D1, D2, D3, D6).
 * Each test is a finding of the hostile probe, as the attacker tried it.
 */
import {
  ACCOUNT_MESSAGES,
  AccountChangeResponse,
  AccountDataExport,
  AccountResponse,
  USER_MESSAGES,
} from '@adire/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { contactMessages, outgoingMail } from '../db/schema.ts'
import { openTestDatabase } from '../testing/database.ts'
import { TEST_ADDRESS } from '../testing/orders.ts'
import { newShopper, send, signUp } from '../testing/requests.ts'
import { confirmAddress, lastLinkToken, testApp } from '../testing/services.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>

beforeAll(async () => {
  database = await openTestDatabase()
  harness = testApp(database.db)
})
afterAll(() => database.close())

let nextAddress = 1
const call = (method: string, path: string, token?: string, body?: unknown) =>
  send(harness.app, method, path, body, {
    ...(token ? { token } : {}),
    'X-Forwarded-For': `10.9.${nextAddress >> 8}.${nextAddress++ & 255}`,
  })
const settle = () => harness.services.background.drain()
const write = (email: string, message: string, token?: string) =>
  call('POST', '/api/contact', token, { name: 'Carol Eze', email, message })
const exported = async (token: string) =>
  AccountDataExport.parse(await (await call('GET', '/api/users/data', token)).json())
const account = async (token: string) =>
  AccountResponse.parse(await (await call('GET', '/api/users/account', token)).json()).account
const mailsTo = (email: string) => harness.mailer.sent.filter((mail) => mail.to === email)

describe('signing up proves nothing until the link is opened', () => {
  it('sends a link that names nobody; opening it proves the address, once', async () => {
    const name = 'Visit http://phish.test now'
    const ada = await signUp(harness.app, { name })
    expect(await account(ada.token)).toMatchObject({ email: ada.email, emailConfirmed: false })
    await settle()
    const [link] = mailsTo(ada.email)
    expect(link?.subject).toBe('Confirm your Adire e-mail address')
    expect(link?.text).toMatch(/^Hello,\n/)
    expect(`${link?.text}${link?.html}`).not.toContain('phish')

    const token = lastLinkToken(harness.mailer, ada.email, 'Confirm your Adire e-mail address')
    const opened = await call('POST', `/api/users/email/confirm/${token}`)
    expect(await opened.json()).toEqual({
      success: true,
      message: ACCOUNT_MESSAGES.emailConfirmed,
    })
    expect(await account(ada.token)).toMatchObject({ email: ada.email, emailConfirmed: true })
    expect((await call('POST', `/api/users/email/confirm/${token}`)).status).toBe(400)
    const again = await call('POST', '/api/users/email/confirmation', ada.token)
    expect(again.status).toBe(409)
    expect((await again.json()).message).toBe(ACCOUNT_MESSAGES.emailAlreadyConfirmed)
  })

  it('sends the link again from the account page, and shops meanwhile', async () => {
    const ada = await signUp(harness.app)
    const res = await call('POST', '/api/users/email/confirmation', ada.token)
    expect(res.status).toBe(200)
    const body = AccountChangeResponse.parse(await res.json())
    expect(body.message).toBe(ACCOUNT_MESSAGES.confirmationSent)
    expect(body.account).toMatchObject({ emailConfirmed: false, pendingEmail: null })
    await settle()
    expect(mailsTo(ada.email).map((mail) => mail.subject)).toEqual([
      'Confirm your Adire e-mail address',
      'Confirm your Adire e-mail address',
    ])
    const saved = await call('POST', '/api/users/addresses', ada.token, TEST_ADDRESS)
    expect(saved.status).toBe(201)
  })
})

describe('D1: "Download my data" holds nobody else’s messages', () => {
  it('holds what the account sent signed in, and what its address sent only once proven', async () => {
    const carol = newShopper().email
    expect((await write(carol, 'My order never came. My phone is 0803 555 0101.')).status).toBe(201)
    // Someone signs up with Carol's address and downloads "their" data.
    const eve = await signUp(harness.app, { email: carol })
    expect((await exported(eve.token)).contactMessages).toEqual([])
    expect((await write(carol, 'Do the caps come in blue?', eve.token)).status).toBe(201)
    expect((await exported(eve.token)).contactMessages.map((m) => m.message)).toEqual([
      'Do the caps come in blue?',
    ])
    // The mailbox's owner opens the link: now the account is hers, and so is what she sent.
    await confirmAddress(harness, carol)
    expect((await exported(eve.token)).contactMessages.map((m) => m.message)).toEqual([
      'My order never came. My phone is 0803 555 0101.',
      'Do the caps come in blue?',
    ])
  })
})

describe('D2: deleting an account erases nobody else’s data', () => {
  it('leaves the messages and queued mail of every address it only typed', async () => {
    const carol = newShopper().email
    expect((await write(carol, 'Where is my refund?')).status).toBe(201)
    // A mail to Carol waiting out a back-off, as when the mail server was down.
    await database.db.insert(outgoingMail).values({
      to: carol,
      subject: 'Your Adire order is on its way',
      text: 'Hello,',
      html: '<p>Hello,</p>',
      nextAttemptAt: new Date(harness.clock.now().getTime() + 3_600_000),
    })
    const eve = await signUp(harness.app)
    await confirmAddress(harness, eve.email)
    // Carol's address typed in Eve's address book, and asked for as Eve's new e-mail.
    const typed = { ...TEST_ADDRESS, email: carol }
    expect((await call('POST', '/api/users/addresses', eve.token, typed)).status).toBe(201)
    const change = { newEmail: carol, currentPassword: eve.password }
    expect((await call('POST', '/api/users/email', eve.token, change)).status).toBe(200)
    expect((await write(eve.email, 'Eve’s own question', eve.token)).status).toBe(201)

    const deleted = await call('POST', '/api/users/delete-account', eve.token, {
      password: eve.password,
    })
    expect(deleted.status).toBe(200)
    const left = await database.db
      .select({ email: contactMessages.email, message: contactMessages.message })
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) in (${carol}, ${eve.email.toLowerCase()})`)
    expect(left).toEqual([{ email: carol, message: 'Where is my refund?' }])
    const queued = await database.db
      .select({ subject: outgoingMail.subject })
      .from(outgoingMail)
      .where(eq(outgoingMail.to, carol))
    expect(queued.map((mail) => mail.subject)).toContain('Your Adire order is on its way')
  })
})

describe('D3: a reset link does not outlive a change of address', () => {
  const askReset = async (email: string) => {
    expect((await call('POST', '/api/users/forgot-password', undefined, { email })).status).toBe(
      200,
    )
    await settle()
    return lastLinkToken(harness.mailer, email, 'Reset your Adire password')
  }
  const reset = (token: string) =>
    call('POST', `/api/users/reset-password/${token}`, undefined, {
      newPassword: 'a password the thief chose',
    })

  it('ends when the change is asked for', async () => {
    const ada = await signUp(harness.app)
    const link = await askReset(ada.email)
    const change = { newEmail: newShopper().email, currentPassword: ada.password }
    expect((await call('POST', '/api/users/email', ada.token, change)).status).toBe(200)
    const res = await reset(link)
    expect(res.status).toBe(400)
    expect((await res.json()).message).toBe(USER_MESSAGES.resetTokenInvalid)
  })

  it('ends when the change is confirmed, and the owner stays signed in', async () => {
    const ada = await signUp(harness.app)
    const newEmail = newShopper().email
    const change = { newEmail, currentPassword: ada.password }
    expect((await call('POST', '/api/users/email', ada.token, change)).status).toBe(200)
    await settle()
    const confirmation = lastLinkToken(
      harness.mailer,
      newEmail,
      'Confirm your new Adire e-mail address',
    )
    // Whoever holds the old mailbox asks for a reset while the change waits.
    const link = await askReset(ada.email)
    expect((await call('POST', `/api/users/email/confirm/${confirmation}`)).status).toBe(200)
    expect((await reset(link)).status).toBe(400)
    expect((await call('GET', '/api/users/me', ada.token)).status).toBe(200)
  })
})

describe('D6: links to an address not proven', () => {
  it('go to one address at most 3 times an hour, whoever asks, and carry no words of theirs', async () => {
    const stranger = newShopper().email
    const askers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        signUp(harness.app, { name: `Claim your prize http://phish.test/${n}` }),
      ),
    )
    const answers = []
    for (const asker of askers) {
      const change = { newEmail: stranger, currentPassword: asker.password }
      answers.push(await call('POST', '/api/users/email', asker.token, change))
    }
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 429])
    expect((await (answers[3] as Response).json()).message).toMatch(
      /^Too many e-mails to this address\. Please try again in \d+ minutes?\.$/,
    )
    // Signing up with it sends no link past the limit either; the account is made all the same.
    const late = await signUp(harness.app, { email: stranger })
    expect((await call('GET', '/api/users/me', late.token)).status).toBe(200)
    await settle()
    const mails = mailsTo(stranger)
    expect(mails).toHaveLength(3)
    for (const mail of mails) {
      expect(mail.text).toMatch(/^Hello,\n/)
      expect(`${mail.text}${mail.html}`).not.toContain('phish')
    }
    // The notice to each asker's own address, not proven either, names neither asker nor stranger.
    for (const asker of askers.slice(0, 3)) {
      const notice = mailsTo(asker.email).find((mail) => mail.subject.startsWith('A change'))
      expect(notice?.text).toMatch(/^Hello,\n/)
      expect(notice?.text).not.toContain(stranger)
    }
  })
})
