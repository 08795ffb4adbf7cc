import {
  type AuthResponse,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LoginRequest,
  type MeResponse,
  type MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  USER_MESSAGES,
} from '@adire/contract'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import type { BackgroundTasks } from '../background.ts'
import { clientAddress } from '../http/client-address.ts'
import { errorJson, handleError } from '../http/errors.ts'
import { jsonBody } from '../http/json-body.ts'
import { limitBy, type RateLimiter, type RateLimitRule, tooMany } from '../http/rate-limit.ts'
import type { AccountProfile } from './account.ts'
import { USER_LIMITS } from './limits.ts'
import { HashingBusyError } from './passwords.ts'
import { ACCOUNT_REFUSALS } from './refusals.ts'
import { requireSession } from './require-session.ts'
import { AccountError, type UserService } from './service.ts'
import type { SessionStore } from './sessions.ts'

export interface UserRouteDependencies {
  users: UserService
  profile: AccountProfile
  sessions: SessionStore
  limiter: RateLimiter
  background: BackgroundTasks
  /** Reverse proxies in front of the server whose X-Forwarded-For is trusted (TRUST_PROXY). */
  trustedProxies: number
}

const BUSY_MESSAGE = 'The store is very busy right now. Please try again in a moment.'

/** `/api/users/*`: the account calls of docs/product.md §7, plus `me` and `logout`. */
export function userRoutes({
  users,
  profile,
  sessions,
  limiter,
  background,
  trustedProxies,
}: UserRouteDependencies) {
  const address = (c: Context) => clientAddress(c, trustedProxies)

  const limit = (rule: RateLimitRule, key: (c: Context) => string) => limitBy(limiter, rule, key)
  const floodGuard = limit(USER_LIMITS.burstPerAddress, address)

  const busy = (c: Context) => {
    c.header('Retry-After', '2')
    return errorJson(c, BUSY_MESSAGE, 503)
  }
  /**
   * Turns a login or sign-up away at once, before its body is even read, when the password
   * hasher has no room: a flood then costs the server almost nothing per request.
   */
  const hashingCapacity: MiddlewareHandler = async (c, next) => {
    if (!users.canHashNow()) return busy(c)
    await next()
  }

  const app = new Hono()
  app.onError((error, c) => {
    if (error instanceof AccountError) {
      const refusal = ACCOUNT_REFUSALS[error.code]
      return errorJson(c, refusal.message, refusal.status, refusal.field)
    }
    // The hasher filled up between the early check and the hash.
    if (error instanceof HashingBusyError) return busy(c)
    return handleError(error, c)
  })

  return app
    .post(
      '/register',
      floodGuard,
      limit(USER_LIMITS.registrationsPerAddress, address),
      hashingCapacity,
      jsonBody(RegisterRequest),
      async (c) => {
        const request = c.req.valid('json')
        const { token, userId } = await users.register(request, c.req.header('user-agent'))
        // The link that proves the address: its proof kept now, the mail sent after the answer,
        // so signing up never waits on the inbox. Within the address's limit, else none (the
        // account's page can send it later).
        const mail = await limiter.consume(
          USER_LIMITS.mailsToUnprovenAddress,
          request.email.toLowerCase(),
        )
        if (mail.allowed) {
          background.run('Address confirmation', await profile.startAddressConfirmation(userId))
        }
        return c.json<AuthResponse>(
          { success: true, token, message: USER_MESSAGES.registered },
          201,
        )
      },
    )
    .post('/login', floodGuard, hashingCapacity, jsonBody(LoginRequest), async (c) => {
      const credentials = c.req.valid('json')
      const account = credentials.email.toLowerCase()
      const pair = `${account} ${address(c)}`
      // Checked before the password, so that a locked account costs no hashing; counted only
      // when the password is wrong, so the owner's own successful logins never lock it.
      for (const [rule, key] of [
        [USER_LIMITS.failuresPerAccountAndAddress, pair],
        [USER_LIMITS.failuresPerAccount, account],
      ] as const) {
        const verdict = await limiter.check(rule, key)
        if (!verdict.allowed) return tooMany(c, verdict)
      }
      try {
        const { token } = await users.login(credentials, c.req.header('user-agent'))
        await limiter.reset(USER_LIMITS.failuresPerAccountAndAddress, pair)
        return c.json<AuthResponse>({ success: true, token, message: USER_MESSAGES.loggedIn })
      } catch (error) {
        if (error instanceof AccountError) {
          await limiter.consume(USER_LIMITS.failuresPerAccountAndAddress, pair)
          await limiter.consume(USER_LIMITS.failuresPerAccount, account)
        }
        throw error
      }
    })
    .get('/me', requireSession(sessions), async (c) => {
      return c.json<MeResponse>({ success: true, user: c.var.session.user })
    })
    .post('/logout', requireSession(sessions), async (c) => {
      await users.logout(c.var.session)
      return c.json<MessageResponse>({ success: true, message: USER_MESSAGES.loggedOut })
    })
    .post(
      '/password',
      floodGuard,
      requireSession(sessions),
      hashingCapacity,
      jsonBody(ChangePasswordRequest),
      async (c) => {
        // Wrong current passwords are limited as failed logins are (30 in 15 minutes): a
        // stolen session cannot be used to guess the password.
        const account = `account ${c.var.session.userId}`
        const verdict = await limiter.check(USER_LIMITS.failuresPerAccount, account)
        if (!verdict.allowed) return tooMany(c, verdict)
        try {
          await users.changePassword(c.var.session, c.req.valid('json'))
        } catch (error) {
          if (error instanceof AccountError && error.code === 'currentPasswordWrong') {
            await limiter.consume(USER_LIMITS.failuresPerAccount, account)
          }
          throw error
        }
        return c.json<MessageResponse>({ success: true, message: USER_MESSAGES.passwordChanged })
      },
    )
    .post('/forgot-password', floodGuard, jsonBody(ForgotPasswordRequest), async (c) => {
      const { email } = c.req.valid('json')
      const verdict = await limiter.consume(USER_LIMITS.resetEmailsPerAccount, email.toLowerCase())
      if (!verdict.allowed) return tooMany(c, verdict)
      // The work (lookup, token, e-mail) happens after the answer, which is therefore the same,
      // in body and in time, whether or not the address has an account.
      background.run('Password reset request', () => users.requestPasswordReset(email))
      return c.json<MessageResponse>({ success: true, message: USER_MESSAGES.resetRequested })
    })
    .post('/reset-password/:token', floodGuard, jsonBody(ResetPasswordRequest), async (c) => {
      await users.resetPassword(c.req.param('token'), c.req.valid('json').newPassword)
      return c.json<MessageResponse>({ success: true, message: USER_MESSAGES.resetDone })
    })
}
