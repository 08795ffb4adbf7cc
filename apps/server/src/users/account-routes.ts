import {
  ACCOUNT_MESSAGES,
  type Account,
  type AccountChangeResponse,
  type AccountDataExport,
  type AccountResponse,
  DeleteAccountRequest,
  EmailChangeRequest,
  type MessageResponse,
  UpdateProfileRequest,
} from '@adire/contract'
import { type Context, Hono } from 'hono'
import { errorJson, handleError } from '../http/errors.ts'
import { jsonBody } from '../http/json-body.ts'
import { type RateLimiter, tooMany } from '../http/rate-limit.ts'
import type { AccountProfile } from './account.ts'
import type { DataRights } from './data-rights.ts'
import { USER_LIMITS } from './limits.ts'
import { ACCOUNT_REFUSALS } from './refusals.ts'
import { requireSession, type SessionEnv } from './require-session.ts'
import { AccountError } from './service.ts'
import type { SessionStore } from './sessions.ts'

export interface AccountRouteDependencies {
  profile: AccountProfile
  dataRights: DataRights
  sessions: SessionStore
  limiter: RateLimiter
}

/**
 * The shopper's own account beyond signing in (docs/product.md §3.6), under `/api/users`: the
 * profile, a change of e-mail (confirmed from the new address's link, with no session), the
 * shopper's data to download, and the account's deletion.
 */
export function accountRoutes({
  profile,
  dataRights,
  sessions,
  limiter,
}: AccountRouteDependencies) {
  const signedIn = requireSession(sessions)
  const app = new Hono<SessionEnv>()
  app.onError((error, c) => {
    if (error instanceof AccountError) {
      const refusal = ACCOUNT_REFUSALS[error.code]
      return errorJson(c, refusal.message, refusal.status, refusal.field)
    }
    return handleError(error, c)
  })

  const changed = (c: Context, account: Account, message: string) =>
    c.json<AccountChangeResponse>({ success: true, message, account })

  /**
   * Runs a call that checks the account's password, limited as failed logins are (30 wrong in
   * 15 minutes): a stolen session cannot be used to guess the password.
   */
  async function withPassword<T>(c: Context<SessionEnv>, work: () => Promise<T>) {
    const key = `account ${c.var.session.userId}`
    const verdict = await limiter.check(USER_LIMITS.failuresPerAccount, key)
    if (!verdict.allowed) return { refused: tooMany(c, verdict) }
    try {
      return { done: await work() }
    } catch (error) {
      const wrong =
        error instanceof AccountError &&
        (error.code === 'currentPasswordWrong' || error.code === 'passwordWrong')
      if (wrong) await limiter.consume(USER_LIMITS.failuresPerAccount, key)
      throw error
    }
  }

  return app
    .get('/account', signedIn, async (c) => {
      const account = await profile.read(c.var.session.userId)
      if (!account) throw new AccountError('accountGone')
      return c.json<AccountResponse>({ success: true, account })
    })
    .put('/account', signedIn, jsonBody(UpdateProfileRequest), async (c) => {
      const account = await profile.rename(c.var.session.userId, c.req.valid('json').name)
      return changed(c, account, ACCOUNT_MESSAGES.profileSaved)
    })
    .post('/email', signedIn, jsonBody(EmailChangeRequest), async (c) => {
      const { userId } = c.var.session
      const request = c.req.valid('json')
      // Each request sends two e-mails: as few as a forgotten password's, for the account and
      // for the new address, which may be anybody's.
      for (const [rule, key] of [
        [USER_LIMITS.emailChangesPerAccount, userId],
        [USER_LIMITS.mailsToUnprovenAddress, request.newEmail.toLowerCase()],
      ] as const) {
        const verdict = await limiter.consume(rule, key)
        if (!verdict.allowed) return tooMany(c, verdict)
      }
      const { refused, done } = await withPassword(c, () =>
        profile.requestEmailChange(userId, request),
      )
      return refused ?? changed(c, done, ACCOUNT_MESSAGES.emailChangeSent)
    })
    .delete('/email', signedIn, async (c) => {
      const account = await profile.cancelEmailChange(c.var.session.userId)
      return changed(c, account, ACCOUNT_MESSAGES.emailChangeCancelled)
    })
    .post('/email/confirmation', signedIn, async (c) => {
      const { userId } = c.var.session
      const account = await profile.read(userId)
      if (!account) throw new AccountError('accountGone')
      if (account.emailConfirmed) throw new AccountError('emailAlreadyConfirmed')
      const verdict = await limiter.consume(
        USER_LIMITS.mailsToUnprovenAddress,
        account.email.toLowerCase(),
      )
      if (!verdict.allowed) return tooMany(c, verdict)
      const sent = await profile.sendAddressConfirmation(userId)
      return changed(c, sent, ACCOUNT_MESSAGES.confirmationSent)
    })
    .post('/email/confirm/:token', async (c) => {
      const { changed: moved } = await profile.confirmEmailChange(c.req.param('token'))
      const message = moved ? ACCOUNT_MESSAGES.emailChanged : ACCOUNT_MESSAGES.emailConfirmed
      return c.json<MessageResponse>({ success: true, message })
    })
    .get('/data', signedIn, async (c) => {
      const data = await dataRights.export(c.var.session.userId)
      c.header('Content-Disposition', 'attachment; filename="adire-my-data.json"')
      c.header('Cache-Control', 'no-store')
      return c.json<AccountDataExport>(data)
    })
    .post('/delete-account', signedIn, jsonBody(DeleteAccountRequest), async (c) => {
      const { password } = c.req.valid('json')
      const { refused } = await withPassword(c, () =>
        dataRights.deleteAccount(c.var.session.userId, password),
      )
      return (
        refused ??
        c.json<MessageResponse>({ success: true, message: ACCOUNT_MESSAGES.accountDeleted })
      )
    })
}
