import {
  AuthResponse,
  ErrorResponse,
  SESSION_MESSAGES,
  SessionsChangeResponse,
  SessionsResponse,
  USER_MESSAGES,
} from '@adire/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { openTestDatabase } from '../testing/database.ts'
import { newShopper, send } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>

beforeAll(async () => {
  database = await openTestDatabase()
  harness = testApp(database.db, { trustedProxies: 1 })
})
afterAll(() => database.close())

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36'
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

let nextAddress = 1
const from = (userAgent: string) => ({
  'User-Agent': userAgent,
  'X-Forwarded-For': `10.3.0.${nextAddress++}`,
})
const tokenOf = async (res: Response) => AuthResponse.parse(await res.json()).token
const me = (token: string) => send(harness.app, 'GET', '/api/users/me', undefined, { token })
const call = async (token: string, method: string, path: string) => {
  const res = await send(harness.app, method, `/api/users/sessions${path}`, undefined, { token })
  return { status: res.status, body: await res.json() }
}

/** A shopper who signed up on an Android phone and later logged in on an iPhone. */
async function onTwoDevices() {
  const shopper = newShopper()
  const android = await tokenOf(
    await send(harness.app, 'POST', '/api/users/register', shopper, from(ANDROID_CHROME)),
  )
  const iphone = await tokenOf(
    await send(harness.app, 'POST', '/api/users/login', shopper, from(IPHONE_SAFARI)),
  )
  return { android, iphone }
}

describe('the devices signed in (/api/users/sessions)', () => {
  it('lists each device by its browser, the one asking first', async () => {
    const { iphone } = await onTwoDevices()
    const { status, body } = await call(iphone, 'GET', '')
    expect(status).toBe(200)
    const { sessions } = SessionsResponse.parse(body)
    expect(sessions.map((s) => [s.device, s.current])).toEqual([
      ['Safari on iPhone', true],
      ['Chrome on Android', false],
    ])
    expect(sessions[0]?.signedInAt).toBeGreaterThan(0)
  })

  it('signs one device out, and only one of the shopper’s own', async () => {
    const { android, iphone } = await onTwoDevices()
    const stranger = await onTwoDevices()
    const [, androidSession] = SessionsResponse.parse((await call(iphone, 'GET', '')).body).sessions
    const [strangersOwn] = SessionsResponse.parse(
      (await call(stranger.android, 'GET', '')).body,
    ).sessions

    for (const id of [strangersOwn?.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const refused = await call(iphone, 'DELETE', `/${id}`)
      expect(refused.status).toBe(404)
      expect(ErrorResponse.parse(refused.body).message).toBe(SESSION_MESSAGES.notFound)
    }
    expect((await me(stranger.android)).status).toBe(200)

    const ended = await call(iphone, 'DELETE', `/${androidSession?.id}`)
    expect(ended.status).toBe(200)
    const answer = SessionsChangeResponse.parse(ended.body)
    expect(answer.message).toBe(SESSION_MESSAGES.signedOut)
    expect(answer.sessions.map((s) => s.device)).toEqual(['Safari on iPhone'])
    expect((await me(android)).status).toBe(401)
    expect((await me(iphone)).status).toBe(200)
  })

  it('signs out everywhere else, keeping the device that asked', async () => {
    const { android, iphone } = await onTwoDevices()
    const ended = await call(android, 'POST', '/sign-out-others')
    expect(SessionsChangeResponse.parse(ended.body)).toMatchObject({
      message: SESSION_MESSAGES.signedOutOthers,
      sessions: [{ device: 'Chrome on Android', current: true }],
    })
    expect((await me(iphone)).status).toBe(401)
    expect((await me(android)).status).toBe(200)
  })

  it('asks for a session', async () => {
    const res = await send(harness.app, 'GET', '/api/users/sessions')
    expect(res.status).toBe(401)
    expect(ErrorResponse.parse(await res.json()).message).toBe(USER_MESSAGES.notAuthorised)
  })
})
