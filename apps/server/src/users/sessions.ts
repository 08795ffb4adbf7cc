import { DAY_MS, HOUR_MS, type SessionUser } from '@adire/contract'
import { and, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { sessions, users } from '../db/schema.ts'
import { USER_AGENT_MAX } from './devices.ts'
import { newToken, type TokenHasher } from './tokens.ts'

/**
 * How long a session lives. The token sits in the browser's local storage (docs/product.md §3), where a
 * script injected into the page could read it, so it must not be good for long: a week without
 * use ends it, and a month ends it whatever (docs/decisions/010-session-tokens.md).
 */
export const SESSION_LIFETIME = {
  idleMs: 7 * DAY_MS,
  maxMs: 30 * DAY_MS,
  touchEveryMs: HOUR_MS,
} as const

/** Who a valid token belongs to, as they were when the request came in. */
export interface SessionIdentity {
  sessionId: string
  userId: string
  user: SessionUser
}

function prepareLookup(db: Database) {
  return db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      name: users.name,
      email: users.email,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
      ),
    )
    .prepare('session_lookup')
}

/** Sessions: opaque random tokens, stored only as HMACs, revoked by deleting their row. */
export class SessionStore {
  /**
   * The look-up every signed-in request makes, built once: drizzle assembles no SQL per request,
   * and on PostgreSQL the named statement is parsed once per connection. It reads the account
   * too, so that no handler reads it again for the shopper's name, e-mail or role.
   */
  private readonly lookup: ReturnType<typeof prepareLookup>

  constructor(
    private readonly db: Database,
    private readonly tokens: TokenHasher,
    private readonly clock: Clock,
  ) {
    this.lookup = prepareLookup(db)
  }

  /**
   * Opens a session for a user, from the browser `userAgent` names, and returns its token (the
   * only time it exists in clear).
   */
  async create(
    userId: string,
    { userAgent, db = this.db }: { userAgent?: string; db?: Database } = {},
  ): Promise<string> {
    const token = newToken()
    const now = this.clock.now()
    // Sessions of this user that have run out are removed as the new one opens, in the same
    // round trip.
    const expired = db
      .$with('expired')
      .as(
        db
          .delete(sessions)
          .where(
            and(
              eq(sessions.userId, userId),
              or(
                lt(sessions.expiresAt, now),
                lt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_LIFETIME.idleMs)),
              ),
            ),
          ),
      )
    await db
      .with(expired)
      .insert(sessions)
      .values({
        userId,
        tokenHash: this.tokens.hash(token) as string,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + SESSION_LIFETIME.maxMs),
        userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null,
      })
    return token
  }

  /** The session a token opens, or undefined if it is malformed, unknown, revoked or expired. */
  async authenticate(token: string): Promise<SessionIdentity | undefined> {
    const tokenHash = this.tokens.hash(token)
    if (!tokenHash) return undefined
    const now = this.clock.now()
    const [row] = await this.lookup.execute({
      tokenHash,
      now,
      idleSince: new Date(now.getTime() - SESSION_LIFETIME.idleMs),
    })
    if (!row) return undefined
    // Keep an active session alive, writing at most once an hour rather than on every request.
    if (now.getTime() - row.lastUsedAt.getTime() > SESSION_LIFETIME.touchEveryMs) {
      await this.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.id))
    }
    const { name, email, role } = row
    return {
      sessionId: row.id,
      userId: row.userId,
      user: { name, email, role: role === 'admin' ? 'admin' : 'shopper' },
    }
  }

  /** A user's live sessions, the most recently used first. */
  async list(userId: string): Promise<(typeof sessions.$inferSelect)[]> {
    const now = this.clock.now()
    return this.db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          gt(sessions.expiresAt, now),
          gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_LIFETIME.idleMs)),
        ),
      )
      .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
  }

  /** Ends one of a user's sessions; false when the user has no session by that id. */
  async revokeOwn(userId: string, sessionId: string): Promise<boolean> {
    const ended = await this.db
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ id: sessions.id })
    return ended.length > 0
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId))
  }

  /** Signs a user out everywhere (after a password reset), or everywhere but `keep`. */
  async revokeAll(userId: string, db: Database = this.db, keep?: string): Promise<void> {
    await db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined))
  }
}
