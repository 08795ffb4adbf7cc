import {
  type ChangePasswordRequest,
  HOUR_MS,
  type LoginRequest,
  PAGE_ROUTES,
  type RegisterRequest,
} from '@adire/contract'
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { passwordResetTokens, users } from '../db/schema.ts'
import { passwordChangedMail, passwordResetMail } from '../mail/account-mails.ts'
import type { Mailer } from '../mail/mailer.ts'
import { recipientOf } from '../mail/messages.ts'
import type { MailQueue } from '../mail/queue.ts'
import { HashingBusyError, type PasswordHasher } from './passwords.ts'
import type { SessionIdentity, SessionStore } from './sessions.ts'
import { newToken, type TokenHasher } from './tokens.ts'

/** A reset link works for an hour. */
export const RESET_TOKEN_LIFETIME_MS = HOUR_MS

/** Why an account operation was refused; the routes turn each into a status and a message. */
export type AccountErrorCode =
  | 'emailTaken'
  | 'invalidCredentials'
  | 'resetTokenInvalid'
  | 'currentPasswordWrong'
  | 'emailUnchanged'
  | 'emailChangeInvalid'
  | 'emailAlreadyConfirmed'
  | 'passwordWrong'
  /** The account was deleted while a session of it was being used. */
  | 'accountGone'

export class AccountError extends Error {
  override name = 'AccountError'
  constructor(readonly code: AccountErrorCode) {
    super(code)
  }
}

export interface UserServiceDependencies {
  db: Database
  passwords: PasswordHasher
  sessions: SessionStore
  tokens: TokenHasher
  /** Sends the password-reset e-mail, whose link must not be stored (see MailQueue). */
  mailer: Mailer
  mail: MailQueue
  clock: Clock
  /** The store's public address; links in e-mails start with it, never with a request's Host. */
  publicUrl: string
}

/** Accounts: sign up, log in and out, and reset a forgotten password. No HTTP in here. */
export class UserService {
  constructor(private readonly deps: UserServiceDependencies) {}

  private findByEmail(email: string) {
    return this.deps.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .then(([user]) => user)
  }

  /** Whether a sign-up or login could be hashed now; the routes refuse early when not. */
  canHashNow(): boolean {
    return this.deps.passwords.hasCapacity()
  }

  /**
   * Creates an account and signs it in; refuses an e-mail already used in any letter case. The
   * address is not proven yet (ADR 034). `userAgent`: the browser signing up, for the account's
   * list of devices.
   */
  async register(
    { name, email, password }: RegisterRequest,
    userAgent?: string,
  ): Promise<{ token: string; userId: string }> {
    if (await this.findByEmail(email)) throw new AccountError('emailTaken')
    const passwordHash = await this.deps.passwords.hash(password)
    try {
      return await this.deps.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ name, email, passwordHash })
          .returning({ id: users.id })
        const userId = (user as { id: string }).id
        return { token: await this.deps.sessions.create(userId, { userAgent, db: tx }), userId }
      })
    } catch (error) {
      // Two sign-ups with one address at once: the unique index lets exactly one through.
      if (isUniqueViolation(error)) throw new AccountError('emailTaken')
      throw error
    }
  }

  /**
   * Signs in with e-mail and password. An unknown e-mail and a wrong password fail alike, in
   * about the same time (a hash is checked either way), so neither says which accounts exist.
   */
  async login({ email, password }: LoginRequest, userAgent?: string): Promise<{ token: string }> {
    const { passwords } = this.deps
    const user = await this.findByEmail(email)
    const valid = user
      ? await passwords.verify(password, user.passwordHash)
      : await passwords.verifyNothing(password)
    if (!user || !valid) throw new AccountError('invalidCredentials')
    if (passwords.needsRehash(user.passwordHash)) await this.rehash(user, password)
    return { token: await this.deps.sessions.create(user.id, { userAgent }) }
  }

  /**
   * Stores the password again at today's algorithm and cost. Only over the hash just checked,
   * so a password changed meanwhile is not put back; skipped while the hasher is full, since the
   * shopper's login must not fail for it (the next login tries again).
   */
  private async rehash(user: { id: string; passwordHash: string }, password: string) {
    const passwordHash = await this.deps.passwords.hash(password).catch((error: unknown) => {
      if (error instanceof HashingBusyError) return undefined
      throw error
    })
    if (!passwordHash) return
    await this.deps.db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
  }

  /** Gives an existing account the store team's role; false if no account has that e-mail. */
  async makeAdmin(email: string): Promise<boolean> {
    const changed = await this.deps.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .returning({ id: users.id })
    return changed.length > 0
  }

  logout(session: SessionIdentity): Promise<void> {
    return this.deps.sessions.revoke(session.sessionId)
  }

  /**
   * Sends a reset link if the e-mail has an account, and does nothing otherwise. Callers run
   * it in the background and answer at once, so the answer cannot tell the two cases apart.
   */
  async requestPasswordReset(email: string): Promise<void> {
    const user = await this.findByEmail(email)
    if (!user) return
    const token = newToken()
    const now = this.deps.clock.now()
    await this.deps.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: this.deps.tokens.hash(token) as string,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
    })
    const link = `${this.deps.publicUrl}${PAGE_ROUTES.resetPassword}?token=${token}`
    await this.deps.mailer.send(passwordResetMail(recipientOf(user), link))
  }

  /**
   * Sets a new password with a reset link's token: the token is burnt, every session of the
   * account is ended, and the owner is told by e-mail. A used, expired or unknown token changes
   * nothing.
   */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const { db, clock } = this.deps
    const tokenHash = this.deps.tokens.hash(token)
    if (!tokenHash) throw new AccountError('resetTokenInvalid')
    const now = clock.now()
    const usable = and(
      eq(passwordResetTokens.tokenHash, tokenHash),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, now),
    )
    // Checked before hashing, so that made-up tokens cost the server no hashing.
    const [found] = await db
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(usable)
    if (!found) throw new AccountError('resetTokenInvalid')
    const passwordHash = await this.deps.passwords.hash(newPassword)

    const user = await db.transaction(async (tx) => {
      // Burning the token is the guard: of two uses at once, only one updates the row.
      const burnt = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(usable)
        .returning({ userId: passwordResetTokens.userId })
      if (burnt.length === 0) throw new AccountError('resetTokenInvalid')
      return this.setPassword(tx, eq(users.id, found.userId), passwordHash)
    })
    if (user) this.deps.mail.deliver()
  }

  /**
   * Changes a signed-in account's password; the current one must be right. As after a reset,
   * every other session ends (this one goes on), reset links still in a mailbox stop working,
   * and the owner is told by e-mail. Of two changes made at once from the same current
   * password, one wins and the other is told the current password is not right.
   */
  async changePassword(
    session: SessionIdentity,
    { currentPassword, newPassword }: ChangePasswordRequest,
  ): Promise<void> {
    const { db, passwords } = this.deps
    const [user] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, session.userId))
    const right = user && (await passwords.verify(currentPassword, user.passwordHash))
    if (!user || !right) throw new AccountError('currentPasswordWrong')
    const passwordHash = await passwords.hash(newPassword)
    const changed = await db.transaction((tx) =>
      this.setPassword(
        tx,
        // Only if no other change came in between.
        and(eq(users.id, session.userId), eq(users.passwordHash, user.passwordHash)),
        passwordHash,
        session.sessionId,
      ),
    )
    if (!changed) throw new AccountError('currentPasswordWrong')
    this.deps.mail.deliver()
  }

  /**
   * Sets the password of the account `which` finds, ends its sessions (but `keepSession`) and
   * its unused reset links, and queues the "password changed" e-mail; undefined when no
   * account was changed.
   */
  private async setPassword(
    tx: Database,
    which: SQL | undefined,
    passwordHash: string,
    keepSession?: string,
  ): Promise<{ id: string } | undefined> {
    const now = this.deps.clock.now()
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now })
      .where(which)
      .returning({
        id: users.id,
        name: users.name,
        email: users.email,
        emailConfirmedAt: users.emailConfirmedAt,
      })
    if (!changed) return undefined
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, changed.id), isNull(passwordResetTokens.usedAt)))
    await this.deps.sessions.revokeAll(changed.id, tx, keepSession)
    const forgotLink = `${this.deps.publicUrl}${PAGE_ROUTES.forgotPassword}`
    await this.deps.mail.add(passwordChangedMail(recipientOf(changed), forgotLink), tx, changed.id)
    return changed
  }
}
