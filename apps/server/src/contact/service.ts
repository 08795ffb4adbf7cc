import {
  ADMIN_MESSAGES_PAGE_SIZE,
  type AdminMessagesQuery,
  type AdminMessagesResponse,
  type ContactMessage,
  type ContactRequest,
} from '@adire/contract'
import { desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { contactMessages } from '../db/schema.ts'
import { contactMessageMail } from '../mail/messages.ts'
import type { MailQueue } from '../mail/queue.ts'
import type { SettingsSource } from '../store/settings.ts'

type MessageRow = typeof contactMessages.$inferSelect

/** A stored message as the store team reads it. */
const toMessage = (row: MessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  receivedAt: row.createdAt.getTime(),
  handled:
    row.handledAt && row.handledBy ? { at: row.handledAt.getTime(), by: row.handledBy } : null,
})

const FILTERS: Record<AdminMessagesQuery['show'], SQL | undefined> = {
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
  all: undefined,
}

/**
 * The support inbox (docs/product.md §11.8): messages from the contact page, each told to the
 * store's e-mail address when it has one (§12), listed newest first for the store team, who mark
 * each handled once answered. It knows nothing of HTTP; the routes hand it input already checked
 * against the contract.
 */
export class ContactInbox {
  constructor(
    private readonly deps: {
      db: Database
      mail: MailQueue
      settings: SettingsSource
      clock: Clock
    },
  ) {}

  /**
   * Stores one message (and its e-mail to the store, in the same transaction); returns its id.
   * `userId`: the account signed in when it was sent, if any.
   */
  async receive(message: ContactRequest, userId?: string): Promise<string> {
    const { storeEmail } = this.deps.settings.current()
    const id = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          name: message.name,
          email: message.email,
          message: message.message,
          userId: userId ?? null,
          createdAt: this.deps.clock.now(),
        })
        .returning({ id: contactMessages.id })
      if (!row) throw new Error('The contact message was not stored')
      if (storeEmail) await this.deps.mail.add(contactMessageMail(storeEmail, message), tx, userId)
      return row.id
    })
    if (storeEmail) this.deps.mail.deliver()
    return id
  }

  /** One page of the messages the filter shows, newest first, and how many are still open. */
  async list({ show, page }: AdminMessagesQuery): Promise<Omit<AdminMessagesResponse, 'success'>> {
    const { db } = this.deps
    const where = FILTERS[show]
    const countWhere = (filter: SQL | undefined) =>
      (filter ? sql`count(*) filter (where ${filter})` : sql`count(*)`).mapWith(Number)
    const [rows, [counts]] = await Promise.all([
      db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(ADMIN_MESSAGES_PAGE_SIZE)
        .offset((page - 1) * ADMIN_MESSAGES_PAGE_SIZE),
      // Both counts in one pass: those the filter shows, and those still open (the badge).
      db.select({ total: countWhere(where), open: countWhere(FILTERS.open) }).from(contactMessages),
    ])
    return {
      messages: rows.map(toMessage),
      page,
      pageSize: ADMIN_MESSAGES_PAGE_SIZE,
      total: counts?.total ?? 0,
      open: counts?.open ?? 0,
    }
  }

  /**
   * Marks a message handled by `by` (a team member's e-mail), or open again; undefined when no
   * message has the id. Marking a handled message handled again keeps who handled it first.
   */
  async setHandled(id: string, handled: boolean, by: string): Promise<ContactMessage | undefined> {
    const { db, clock } = this.deps
    const [row] = await db
      .update(contactMessages)
      .set(
        handled
          ? {
              handledAt: sql`coalesce(${contactMessages.handledAt}, ${clock.now()})`,
              handledBy: sql`coalesce(${contactMessages.handledBy}, ${by})`,
            }
          : { handledAt: null, handledBy: null },
      )
      .where(eq(contactMessages.id, id))
      .returning()
    return row ? toMessage(row) : undefined
  }
}
