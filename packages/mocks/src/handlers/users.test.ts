// The account handlers: log in, sign up and who a token belongs to, as the server answers.
import {
  AuthResponse,
  ErrorResponse,
  MeResponse,
  MessageResponse,
  USER_MESSAGES,
} from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { ADMIN_USER, DEMO_USER } from '../fixtures/people.ts'
import { base, post, send, useMockServer } from '../testing.ts'
import { EXPIRED_MOCK_TOKEN, MOCK_ADMIN_TOKEN, MOCK_TOKEN } from './state.ts'

useMockServer()

describe('mock users', () => {
  it('logs in the demo user and refuses a wrong password with the server message', async () => {
    const ok = await post('/api/users/login', DEMO_USER)
    expect(AuthResponse.parse(await ok.json()).token).toBe(MOCK_TOKEN)
    const bad = await post('/api/users/login', { ...DEMO_USER, password: 'wrong' })
    expect(bad.status).toBe(401)
    expect(ErrorResponse.parse(await bad.json()).message).toBe(USER_MESSAGES.loginFailed)
  })

  it('validates bodies with the contract, as the server does', async () => {
    const res = await post('/api/users/register', {
      name: 'Ada',
      email: 'new@example.com',
      password: 'short',
    })
    expect(res.status).toBe(400)
    expect(ErrorResponse.parse(await res.json()).message).toBe(
      'Password must be at least 8 characters',
    )
  })

  it('restores the demo session and refuses an expired token', async () => {
    const me = await fetch(`${base}/api/users/me`, { headers: { token: MOCK_TOKEN } })
    expect(MeResponse.parse(await me.json()).user.email).toBe(DEMO_USER.email)
    const expired = await fetch(`${base}/api/users/me`, {
      headers: { Authorization: `Bearer ${EXPIRED_MOCK_TOKEN}` },
    })
    expect(expired.status).toBe(401)
  })

  it('changes the demo password only with the right current one, said at its field', async () => {
    const change = (currentPassword: string) =>
      send('/api/users/password', { currentPassword, newPassword: 'a brand new passphrase' })
    const ok = await change(DEMO_USER.password)
    expect(MessageResponse.parse(await ok.json()).message).toBe(USER_MESSAGES.passwordChanged)
    const wrong = await change('not the password')
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({
      success: false,
      message: USER_MESSAGES.currentPasswordWrong,
      field: 'currentPassword',
    })
  })

  it('knows the store team by its token', async () => {
    const me = await fetch(`${base}/api/users/me`, { headers: { token: MOCK_ADMIN_TOKEN } })
    expect(MeResponse.parse(await me.json()).user).toEqual({ ...ADMIN_USER, role: 'admin' })
    const shopper = await fetch(`${base}/api/users/me`, { headers: { token: MOCK_TOKEN } })
    expect(MeResponse.parse(await shopper.json()).user.role).toBe('shopper')
  })
})
