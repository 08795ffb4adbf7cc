import { type Account, type EmailChangeRequest, HOUR_MS, PAGE_ROUTES } from '@adire/contract'
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { emailChanges, passwordResetTokens, users } from '../db/schema.ts'
import {
  addressConfirmationMail,
  emailChangeLinkMail,
  emailChangeNoticeMail,
} from '../mail/account-mails.ts'
import type { Mailer } from '../mail/mailer.ts'
import { type Mail, recipientOf } from '../mail/messages.ts'
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
 * The shopper's profile (docs/product.md §3.6): the name, and the proof of the account's address
 * (ADR 034). A link sent to an address proves it: the one typed at sign-up, or a new one, whose
 * change waits for it, so a mistyped address or a borrowed session cannot take the account away
 * from its owner's inbox. One proof waits at a time per account (the latest asked for), in
 * `email_changes`: a sign-up's is a "change" to the address the account already has.
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
        emailConfirmedAt: users.emailConfirmedAt,
        pendingEmail: emailChanges.newEmail,
        pendingUntil: emailChanges.expiresAt,
      })
      .from(users)
      .leftJoin(emailChanges, eq(emailChanges.userId, users.id))
      .where(eq(users.id, userId))
    if (!row) return undefined
    const waiting = row.pendingUntil && row.pendingUntil > this.deps.clock.now()
    // A proof of the address in use is not a change.
    const change = waiting && row.pendingEmail?.toLowerCase() !== row.email.toLowerCase()
    return {
      name: row.name,
      email: row.email,
      pendingEmail: change ? row.pendingEmail : null,
      emailConfirmed: row.emailConfirmedAt !== null,
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
   * earlier stops working, as only the latest is kept, and so does every reset link still in a
   * mailbox (a reset sent to the old address must not outlive the move). The caller limits the
   * mails to the new address, as it is not proven.
   */
  async requestEmailChange(
    userId: string,
    { newEmail, currentPassword }: EmailChangeRequest,
  ): Promise<Account> {
    const { db, passwords, publicUrl } = this.deps
    const [user] = await db.select().from(users).where(eq(users.id, userId))
    if (!user || !(await passwords.verify(currentPassword, user.passwordHash))) {
      throw new AccountError('currentPasswordWrong')
    }
    if (newEmail.toLowerCase() === user.email.toLowerCase()) {
      throw new AccountError('emailUnchanged')
    }
    if (await this.isTaken(newEmail, userId)) throw new AccountError('emailTaken')
    const accountLink = `${publicUrl}${PAGE_ROUTES.account}`
    const link = await this.keepProof(userId, newEmail, emailChangeLinkMail, async (tx) => {
      await endResetLinks(tx, userId, this.deps.clock.now())
      const notice = emailChangeNoticeMail(recipientOf(user), newEmail, accountLink)
      await this.deps.mail.add(notice, tx, userId)
    })
    this.deps.mail.deliver()
    await this.deps.mailer.send(link)
    return this.existing(userId)
  }

  /**
   * Sends a link that proves the address the account has, from the account's page; refused once
   * it is proven. The caller limits mails to the address.
   */
  async sendAddressConfirmation(userId: string): Promise<Account> {
    await (await this.startAddressConfirmation(userId))()
    return this.existing(userId)
  }

  /**
   * Keeps the proof of a new account's address and answers the sending of its link, for after
   * sign-up's answer: the proof is written before the account is handed over, so nothing in the
   * database changes once sign-up has answered, and only the mail server is waited for later.
   */
  async startAddressConfirmation(userId: string): Promise<() => Promise<void>> {
    const [user] = await this.deps.db
      .select({ email: users.email, confirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, userId))
    if (!user) throw new AccountError('accountGone')
    if (user.confirmedAt) throw new AccountError('emailAlreadyConfirmed')
    const mail = await this.keepProof(userId, user.email, addressConfirmationMail)
    return () => this.deps.mailer.send(mail)
  }

  /**
   * Keeps a proof waiting for `email` (replacing any earlier one) and answers the mail with its
   * link, to be sent directly: it is never stored. `alsoInTransaction` adds to the same
   * transaction (what a change also does).
   */
  private async keepProof(
    userId: string,
    email: string,
    linkMail: (to: string, link: string) => Mail,
    alsoInTransaction?: (tx: Database) => Promise<void>,
  ): Promise<Mail> {
    const { db, tokens, clock, publicUrl } = this.deps
    const token = newToken()
    const now = clock.now()
    const proof = {
      newEmail: email,
      tokenHash: tokens.hash(token) as string,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LIFETIME_MS),
    }
    await db.transaction(async (tx) => {
      await tx
        .insert(emailChanges)
        .values({ userId, ...proof })
        .onConflictDoUpdate({ target: emailChanges.userId, set: proof })
      await alsoInTransaction?.(tx)
    })
    return linkMail(email, `${publicUrl}${PAGE_ROUTES.confirmEmail}?token=${token}`)
  }

  /** Withdraws a change still waiting: its link stops working. */
  async cancelEmailChange(userId: string): Promise<Account> {
    await this.deps.db.delete(emailChanges).where(eq(emailChanges.userId, userId))
    return this.existing(userId)
  }

  /**
   * Opens a confirmation link: the account takes the address, proven, its reset links end, and
   * the link is spent. A used, expired, withdrawn or unknown link changes nothing; an address
   * another account took in the meantime is refused and the change stays waiting. Answers
   * whether the address changed (or only the one in use was proven).
   */
  async confirmEmailChange(token: string): Promise<{ changed: boolean }> {
    const tokenHash = this.deps.tokens.hash(token)
    if (!tokenHash) throw new AccountError('emailChangeInvalid')
    const now = this.deps.clock.now()
    try {
      return await this.deps.db.transaction(async (tx) => {
        // Spending the link is the guard: of two openings at once, one deletes the row.
        const [spent] = await tx
          .delete(emailChanges)
          .where(and(eq(emailChanges.tokenHash, tokenHash), gt(emailChanges.expiresAt, now)))
          .returning()
        if (!spent) throw new AccountError('emailChangeInvalid')
        const [before] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, spent.userId))
          .for('update')
        await tx
          .update(users)
          .set({ email: spent.newEmail, emailConfirmedAt: now })
          .where(eq(users.id, spent.userId))
        await endResetLinks(tx, spent.userId, now)
        return { changed: before?.email.toLowerCase() !== spent.newEmail.toLowerCase() }
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

/** Ends every reset link of the account still unused: a change of address outdates them. */
function endResetLinks(tx: Database, userId: string, now: Date) {
  return tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
}
