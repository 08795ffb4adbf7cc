import {
  CONTACT_SHAPE_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  type ContactRequestInput,
  ContactResponse,
  ErrorResponse,
} from '@adire/contract'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { contactMessages } from '../db/schema.ts'
import { BODY_MESSAGES, MAX_JSON_BODY_BYTES } from '../http/json-body.ts'
import { openTestDatabase } from '../testing/database.ts'
import { testApp } from '../testing/services.ts'
import { CONTACT_LIMIT } from './routes.ts'

let database: DatabaseHandle
let app: ReturnType<typeof testApp>['app']

beforeAll(async () => {
  database = await openTestDatabase()
  app = testApp(database.db).app
})
afterAll(() => database.close())

const valid = {
  name: 'Chiamaka Eze',
  email: 'chiamaka@example.com',
  message: 'Do you deliver to Port Harcourt, and how long does it take?',
}

function post(body: string, contentType = 'application/json') {
  return app.request('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  })
}

const send = (message: Partial<Record<keyof ContactRequestInput, unknown>>) =>
  post(JSON.stringify(message))

async function rejection(res: Response) {
  expect(res.status).toBe(400)
  return ErrorResponse.parse(await res.json()).message
}

const storedCount = async () => (await database.db.select().from(contactMessages)).length

describe('POST /api/contact', () => {
  it('stores a valid message, trimmed, and thanks the shopper', async () => {
    const res = await send({
      name: `  ${valid.name} `,
      email: ` ${valid.email} `,
      message: `\n${valid.message}  `,
    })
    expect(res.status).toBe(201)
    expect(ContactResponse.parse(await res.json())).toEqual({
      success: true,
      message: CONTACT_SUCCESS_MESSAGE,
    })
    const [row] = await database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(1)
    expect(row).toMatchObject(valid)
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(row?.createdAt).toBeInstanceOf(Date)
  })

  it.each([
    ['no name', { name: '' }, 'Please enter your name'],
    ['a blank name', { name: '    ' }, 'Please enter your name'],
    ['a missing name', { name: undefined }, 'Please enter your name'],
    ['a name that is not text', { name: 42 }, 'Please enter your name'],
    ['a name over 100 characters', { name: 'N'.repeat(101) }, 'at most 100 characters'],
    ['a malformed email', { email: 'chiamaka@' }, 'Please enter a valid email address'],
    ['an email over 254 characters', { email: `${'c'.repeat(250)}@x.ng` }, 'valid email'],
    ['an empty message', { message: '' }, 'Please enter your message'],
    ['a message under 10 characters', { message: '  Hello   ' }, 'at least 10 characters'],
    ['a message over 2000 characters', { message: 'm'.repeat(2001) }, 'at most 2000 characters'],
    [
      'a NUL character',
      { message: 'Hello\u0000, is anyone there?' },
      'Your message contains a character that is not allowed',
    ],
  ])('rejects %s with 400 and the reason', async (_, change, expected) => {
    const before = await storedCount()
    const message = await rejection(await send({ ...valid, ...change }))
    expect(message).toContain(expected)
    expect(await storedCount()).toBe(before)
  })

  it.each([
    ['malformed JSON', '{"name": "Ada", ', BODY_MESSAGES.malformed],
    ['an empty body', '', BODY_MESSAGES.malformed],
    ['a JSON array', '[]', CONTACT_SHAPE_MESSAGE],
    ['JSON null', 'null', CONTACT_SHAPE_MESSAGE],
  ])('rejects %s with 400', async (_, body, message) => {
    expect(await rejection(await post(body))).toBe(message)
  })

  // The shared validator's own tests (http/json-body.test.ts) cover every way a body can be bad;
  // these show the contact route goes through it and stores nothing.
  it('refuses a form post with 415 and an oversized body with 413, storing nothing', async () => {
    const before = await storedCount()
    const form = await post(
      new URLSearchParams(valid).toString(),
      'application/x-www-form-urlencoded',
    )
    expect(form.status).toBe(415)
    expect(ErrorResponse.parse(await form.json()).message).toBe(BODY_MESSAGES.wrongType)
    const huge = await send({ ...valid, message: 'x'.repeat(MAX_JSON_BODY_BYTES) })
    expect(huge.status).toBe(413)
    expect(ErrorResponse.parse(await huge.json()).message).toBe(BODY_MESSAGES.tooLarge)
    expect(await storedCount()).toBe(before)
  })

  it.each([
    ['markup', '<script>alert("x")</script><img src=x onerror=alert(1)>'],
    ['SQL', "Robert'); DROP TABLE contact_messages; --"],
    ['template syntax', '{{constructor.constructor("alert(1)")()}} <%= 7*7 %> #{7*7}'],
    ['emoji, right-to-left and zero-width text', 'Ẹ ku ise 👋🏾 \u202Egnp.exe\u202C \u200Bhidden'],
  ])('stores %s verbatim and echoes none of it', async (_, hostile) => {
    const message = `${hostile} — please call me back.`
    const res = await send({ ...valid, name: hostile.slice(0, 100), message })
    expect(res.status).toBe(201)
    const text = await res.text()
    expect(text).not.toContain(hostile.slice(0, 12))
    expect(JSON.parse(text)).toEqual({ success: true, message: CONTACT_SUCCESS_MESSAGE })
    const rows = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, message))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.name).toBe(hostile.slice(0, 100).trim())
  })

  it('answers other methods on the path with 405, naming the one it takes', async () => {
    const res = await app.request('/api/contact')
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST')
    expect(ErrorResponse.parse(await res.json()).success).toBe(false)
  })

  it('takes 20 messages an hour from one address, then answers 429 and stores no more', async () => {
    const from = (address: string) =>
      app.request('/api/contact', {
        method: 'POST',
        // The test server trusts one proxy: this is the address the limit counts.
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify(valid),
      })
    const before = await storedCount()
    for (let n = 0; n < CONTACT_LIMIT.limit; n++)
      expect((await from('198.51.100.9')).status).toBe(201)
    const refused = await from('198.51.100.9')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('3600')
    expect(ErrorResponse.parse(await refused.json()).message).toBe(
      'Too many messages from your network. Please try again in 60 minutes.',
    )
    expect(await storedCount()).toBe(before + CONTACT_LIMIT.limit)
    // Another address is not held back by that one.
    expect((await from('198.51.100.10')).status).toBe(201)
  })
})
