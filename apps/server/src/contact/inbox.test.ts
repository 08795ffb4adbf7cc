import {
  AdminMessagesResponse,
  ErrorResponse,
  MESSAGE_TEXTS,
  MessageHandledResponse,
} from '@adire/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { openTestDatabase } from '../testing/database.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let member: Awaited<ReturnType<typeof signUp>>

const writers = ['Chiamaka Eze', 'Tunde Bakare', 'Halima Sani']

beforeAll(async () => {
  database = await openTestDatabase()
  harness = testApp(database.db)
  member = await signUp(harness.app, { name: 'Kemi from Adire' })
  await harness.services.users.makeAdmin(member.email)
  for (const name of writers) {
    const res = await send(harness.app, 'POST', '/api/contact', {
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
      message: `Hello from ${name}: do you deliver to Kano this week?`,
    })
    expect(res.status).toBe(201)
    // A later message, a later time.
    harness.clock.advance(60_000)
  }
})
afterAll(() => database.close())

const inbox = async (query = '', token = member.token) => {
  const res = await send(harness.app, 'GET', `/api/admin/messages${query}`, undefined, { token })
  return { status: res.status, body: await res.json() }
}
const mark = (id: string, handled: unknown, token = member.token) =>
  send(harness.app, 'PUT', `/api/admin/messages/${id}/handled`, { handled }, { token })

describe('the store team’s inbox (/api/admin/messages)', () => {
  it('lists the contact page’s messages newest first, all of them open', async () => {
    const { status, body } = await inbox()
    expect(status).toBe(200)
    const list = AdminMessagesResponse.parse(body)
    expect(list.messages.map((m) => m.name)).toEqual([...writers].reverse())
    expect(list.messages[0]).toMatchObject({
      email: 'halima@example.com',
      message: 'Hello from Halima Sani: do you deliver to Kano this week?',
      handled: null,
    })
    expect(list).toMatchObject({ total: 3, open: 3, page: 1 })
  })

  it('marks one handled by the team member, keeps the first who did, and opens it again', async () => {
    const [newest] = AdminMessagesResponse.parse((await inbox()).body).messages
    if (!newest) throw new Error('no message')
    const res = await mark(newest.id, true)
    expect(res.status).toBe(200)
    const { message } = MessageHandledResponse.parse(await res.json())
    expect(message.handled).toEqual({ at: expect.any(Number), by: member.email })

    const other = await signUp(harness.app, { name: 'Bisi' })
    await harness.services.users.makeAdmin(other.email)
    const again = MessageHandledResponse.parse(
      await (await mark(newest.id, true, other.token)).json(),
    )
    expect(again.message.handled?.by).toBe(member.email)

    const open = AdminMessagesResponse.parse((await inbox('?show=open')).body)
    expect(open.messages.map((m) => m.name)).toEqual(['Tunde Bakare', 'Chiamaka Eze'])
    expect(open).toMatchObject({ total: 2, open: 2 })
    const handled = AdminMessagesResponse.parse((await inbox('?show=handled')).body)
    expect(handled.messages.map((m) => m.name)).toEqual(['Halima Sani'])

    const reopened = MessageHandledResponse.parse(await (await mark(newest.id, false)).json())
    expect(reopened.message.handled).toBeNull()
    expect(AdminMessagesResponse.parse((await inbox()).body).open).toBe(3)
  })

  it('gives a message marked by two team members at once one handler, told to both', async () => {
    const [, oldest] = AdminMessagesResponse.parse((await inbox('?show=open')).body).messages
    if (!oldest) throw new Error('no message')
    const other = await signUp(harness.app, { name: 'Femi' })
    await harness.services.users.makeAdmin(other.email)
    const answers = await Promise.all(
      [member.token, other.token].map(async (token) =>
        MessageHandledResponse.parse(await (await mark(oldest.id, true, token)).json()),
      ),
    )
    const [first, second] = answers.map((answer) => answer.message.handled)
    expect([member.email, other.email]).toContain(first?.by)
    expect(second).toEqual(first)
    const handled = AdminMessagesResponse.parse((await inbox('?show=handled')).body).messages
    expect(handled.find((m) => m.id === oldest.id)?.handled).toEqual(first)
  })

  it('refuses what is not a message, a filter or a page, with a clear message', async () => {
    const missing = await mark('00000000-0000-4000-8000-000000000000', true)
    expect(missing.status).toBe(404)
    expect(ErrorResponse.parse(await missing.json()).message).toBe(MESSAGE_TEXTS.notFound)
    expect((await mark('not-an-id', true)).status).toBe(404)
    const [first] = AdminMessagesResponse.parse((await inbox()).body).messages
    expect((await mark(first?.id ?? '', 'yes')).status).toBe(400)
    const badFilter = await inbox('?show=spam')
    expect(badFilter.status).toBe(400)
    expect(badFilter.body).toEqual({
      success: false,
      message: 'Choose open, handled or all messages',
    })
    expect((await inbox('?page=0')).status).toBe(400)
  })

  it('is the store team’s alone', async () => {
    expect((await send(harness.app, 'GET', '/api/admin/messages')).status).toBe(401)
    const shopper = await signUp(harness.app)
    expect((await inbox('', shopper.token)).status).toBe(403)
    const [first] = AdminMessagesResponse.parse((await inbox()).body).messages
    expect((await mark(first?.id ?? '', true, shopper.token)).status).toBe(403)
  })
})
