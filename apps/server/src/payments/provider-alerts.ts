import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { providerAlerts } from '../db/schema.ts'

/** What the store team must know about Paystack; today, only that it refused the secret key. */
export type ProviderAlertKind = 'key refused'

/** An alert as the admin screen shows it. */
export interface ProviderAlert {
  kind: ProviderAlertKind
  detail: string
  since: Date
}

/**
 * Alerts about the payment provider, kept in the database so that every server shows the same
 * banner (docs/decisions/014-payments.md, "A refused key"). A sighting while the alert is open
 * only moves `last_seen_at`: the server's log says it once, when the alert opens, not on every
 * request that meets it. The next answer Paystack gives to the key clears it.
 */
export class ProviderAlerts {
  /**
   * Whether an alert may be open, as far as this server knows: clearing is then a statement on
   * the next good answer, and otherwise none (verify is on the sale's hot path). A server starts
   * not knowing, as another may have raised one before it started.
   */
  private mayBeOpen = true

  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  /** Paystack refused the key: opens the alert, or notes that it still holds. */
  async raise(kind: ProviderAlertKind, detail: string): Promise<void> {
    this.mayBeOpen = true
    const now = this.deps.clock.now()
    const [row] = await this.deps.db
      .insert(providerAlerts)
      .values({ kind, detail, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: providerAlerts.kind,
        set: {
          detail,
          lastSeenAt: now,
          firstSeenAt: sql`case when ${providerAlerts.clearedAt} is null then ${providerAlerts.firstSeenAt} else ${now.toISOString()}::timestamptz end`,
          clearedAt: null,
        },
      })
      // A new or re-opened alert starts now; one still open keeps its first sighting.
      .returning({ firstSeenAt: providerAlerts.firstSeenAt })
    const opened = row?.firstSeenAt.getTime() === now.getTime()
    if (opened) {
      console.error(
        `[payments] Paystack refused the store's secret key (${detail}). Payments cannot be checked until PAYSTACK_SECRET_KEY is corrected; they are asked about again meanwhile.`,
      )
    }
  }

  /** Paystack answered the key: the alert, if open, is cleared. */
  async clear(kind: ProviderAlertKind): Promise<void> {
    if (!this.mayBeOpen) return
    this.mayBeOpen = false
    const [row] = await this.deps.db
      .update(providerAlerts)
      .set({ clearedAt: this.deps.clock.now() })
      .where(and(eq(providerAlerts.kind, kind), isNull(providerAlerts.clearedAt)))
      .returning({ kind: providerAlerts.kind })
    if (row) console.warn('[payments] Paystack accepts the store’s secret key again.')
  }

  /** The alerts still open, oldest first. */
  async open(): Promise<ProviderAlert[]> {
    const rows = await this.deps.db
      .select()
      .from(providerAlerts)
      .where(isNull(providerAlerts.clearedAt))
      .orderBy(providerAlerts.firstSeenAt)
    return rows.map((row) => ({
      kind: row.kind as ProviderAlertKind,
      detail: row.detail,
      since: row.firstSeenAt,
    }))
  }
}
