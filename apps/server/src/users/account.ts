import { type Account, type EmailChangeRequest, HOUR_MS, PAGE_ROUTES } from '@adire/contract'
import { and, eq, gt, ne, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { emailChanges, users } from '../db/schema.ts'
import type { Mailer } from '../mail/mailer.ts'
import { emailChangeLinkMail, emailChangeNoticeMail } from '../mail/messages.ts'
import type { MailQueue } from '../mail/queue.ts'
import type { PasswordHasher } from './passwords.ts'
import { AccountError } from './service.ts'
import { newToken, type TokenHasher } from './tokens.ts'

/** A link confirming a new e-mail works for a day: long enough to reach another inbox. */
export const EMAIL_CHANGE_LIFETIME_MS = 24 * HOUR_MS

export interface AccountProfileDependencies {
  db: Database
  passwords: PasswordHasher
  tokens: TokenHasher
  /** Sends the confirmation link, which must not be stored (see MailQueue). */
  mailer: Mailer
  mail: MailQueue
  clock: Clock
  /** The store's public address; links in e-mails start with it. */
  publicUrl: string
}

/**
 * The shopper's profile (docs/product.md §3.6): the name, and a change of e-mail that waits for
 * the new address to confirm it, so a mistyped address or a borrowed session cannot take the
 * account away from its owner's inbox.
 */
export class AccountProfile {
  constructor(private readonly deps: AccountProfileDependencies) {}

  /** The account as its page shows it; undefined when it no longer exists. */
  async read(userId: string, db: Database = this.deps.db): Promise<Account | undefined> {
    const [row] = await db
      .select({
        name: users.name,
        email: users.email,
        memberSince: users.createdAt,
        pendingEmail: emailChanges.newEmail,
        pendingUntil: emailChanges.expiresAt,
      })
      .from(users)
      .leftJoin(emailChanges, eq(emailChanges.userId, users.id))
      .where(eq(users.id, userId))
    if (!row) return undefined
    const waiting = row.pendingUntil && row.pendingUntil > this.deps.clock.now()
    return {
      name: row.name,
      email: row.email,
      pendingEmail: waiting ? row.pendingEmail : null,
      memberSince: row.memberSince.getTime(),
    }
  }

  async rename(userId: string, name: string): Promise<Account> {
    await this.deps.db.update(users).set({ name }).where(eq(users.id, userId))
    return this.existing(userId)
  }

  /**
   * Asks to change the e-mail: the password must be right, the address new to this account and
   * free. The link goes to the new address and a notice to the one in use; a request made
   * earlier stops working, as only the latest is kept.
   */
  async requestEmailChange(
    userId: string,
    { newEmail, currentPassword }: EmailChangeRequest,
  ): Promise<Account> {
    const { db, passwords, tokens, clock, publicUrl } = this.deps
    const [user] = await db.select().from(users).where(eq(users.id, userId))
    if (!user || !(await passwords.verify(currentPassword, user.passwordHash))) {
      throw new AccountError('currentPasswordWrong')
    }
    if (newEmail.toLowerCase() === user.email.toLowerCase()) {
      throw new AccountError('emailUnchanged')
    }
    if (await this.isTaken(newEmail, userId)) throw new AccountError('emailTaken')
    const token = newToken()
    const now = clock.now()
    const change = {
      newEmail,
      tokenHash: tokens.hash(token) as string,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LIFETIME_MS),
    }
    await db.transaction(async (tx) => {
      await tx
        .insert(emailChanges)
        .values({ userId, ...change })
        .onConflictDoUpdate({ target: emailChanges.userId, set: change })
      const accountLink = `${publicUrl}${PAGE_ROUTES.account}`
      await this.deps.mail.add(emailChangeNoticeMail(user, newEmail, accountLink), tx)
    })
    this.deps.mail.deliver()
    const link = `${publicUrl}${PAGE_ROUTES.confirmEmail}?token=${token}`
    await this.deps.mailer.send(emailChangeLinkMail({ name: user.name, email: newEmail }, link))
    return this.existing(userId)
  }

  /** Withdraws a change still waiting: its link stops working. */
  async cancelEmailChange(userId: string): Promise<Account> {
    await this.deps.db.delete(emailChanges).where(eq(emailChanges.userId, userId))
    return this.existing(userId)
  }

  /**
   * Opens a confirmation link: the account takes the new address, and the link is spent. A used,
   * expired, withdrawn or unknown link changes nothing; an address another account took in the
   * meantime is refused and the change stays waiting.
   */
  async confirmEmailChange(token: string): Promise<void> {
    const tokenHash = this.deps.tokens.hash(token)
    if (!tokenHash) throw new AccountError('emailChangeInvalid')
    const now = this.deps.clock.now()
    try {
      await this.deps.db.transaction(async (tx) => {
        // Spending the link is the guard: of two openings at once, one deletes the row.
        const [spent] = await tx
          .delete(emailChanges)
          .where(and(eq(emailChanges.tokenHash, tokenHash), gt(emailChanges.expiresAt, now)))
          .returning()
        if (!spent) throw new AccountError('emailChangeInvalid')
        await tx.update(users).set({ email: spent.newEmail }).where(eq(users.id, spent.userId))
      })
    } catch (error) {
      // The unique index on the address: someone signed up with it since the request.
      if (isUniqueViolation(error)) throw new AccountError('emailTaken')
      throw error
    }
  }

  private async isTaken(email: string, userId: string): Promise<boolean> {
    const [other] = await this.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    return Boolean(other)
  }

  private async existing(userId: string): Promise<Account> {
    const account = await this.read(userId)
    // The session was checked a moment ago; an account deleted since is a session ended.
    if (!account) throw new AccountError('accountGone')
    return account
  }
}
