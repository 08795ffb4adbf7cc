// The devices' handlers answer as the server does, so the account page's stories behave as the
// store does.
import { SESSION_MESSAGES, SessionsChangeResponse, SessionsResponse } from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { send, useMockServer } from '../testing.ts'
import { fixtureSessions } from './sessions.ts'

useMockServer()

const PATH = '/api/users/sessions'

describe('mock sessions', () => {
  it('lists this browser first, then the iPhone', async () => {
    const res = await send(PATH, undefined, { method: 'GET' })
    const { sessions } = SessionsResponse.parse(await res.json())
    expect(sessions.map((s) => [s.device, s.current])).toEqual([
      ['Chrome on Android', true],
      ['Safari on iPhone', false],
    ])
  })

  it('signs one device out, then answers 404 for it', async () => {
    const iphone = fixtureSessions[1]?.id
    const ended = await send(`${PATH}/${iphone}`, undefined, { method: 'DELETE' })
    expect(SessionsChangeResponse.parse(await ended.json())).toMatchObject({
      message: SESSION_MESSAGES.signedOut,
      sessions: [{ device: 'Chrome on Android' }],
    })
    expect((await send(`${PATH}/${iphone}`, undefined, { method: 'DELETE' })).status).toBe(404)
  })

  it('signs out everywhere else', async () => {
    const res = await send(`${PATH}/sign-out-others`)
    expect(SessionsChangeResponse.parse(await res.json()).sessions).toHaveLength(1)
  })
})
