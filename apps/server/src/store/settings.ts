import {
  REFUSAL_FALLBACKS,
  refusalOf,
  SETTING_NAMES,
  type SettingChange,
  StoreSettings,
  StoreSettingsChange,
} from '@adire/contract'
import { desc, sql } from 'drizzle-orm'
import type { BackgroundTasks } from '../background.ts'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { settingChanges, storeSettings } from '../db/schema.ts'
import { FieldRefused } from '../http/errors.ts'

/*
 * The store's settings (docs/product.md §11.7): stored in the database, changed by the team on
 * the settings screen or the command line, read by every server again within a second of a
 * change. What the environment says only seeds a store that has none stored yet.
 */

/** How often a server reads the settings again: another server's change shows within it. */
export const SETTINGS_WATCH_MS = 1000

/** The latest changes shown with the settings. */
const HISTORY_LENGTH = 20

/** Where code that follows the settings reads them. */
export type SettingsSource = Pick<StoreSettingsService, 'current'>

export interface StoreSettingsDependencies {
  db: Database
  clock: Clock
  /** What the environment says (DELIVERY_FEE, LOW_STOCK_THRESHOLD…): the first start's values. */
  seed: StoreSettings
}

/**
 * The settings this server follows: a copy, read from the database at start, after each change
 * made here, and every second (`watchSettings`). Reading it is synchronous, so code inside a
 * transaction never waits on the database for it.
 */
export class StoreSettingsService {
  private copy: StoreSettings

  constructor(private readonly deps: StoreSettingsDependencies) {
    this.copy = { ...deps.seed }
  }

  /** The settings as last read. */
  current(): StoreSettings {
    return this.copy
  }

  /** Reads the stored settings; a setting not stored yet has the environment's value. */
  async refresh(): Promise<StoreSettings> {
    const rows = await this.deps.db.select().from(storeSettings)
    const settings: StoreSettings = { ...this.deps.seed }
    for (const row of rows) {
      const name = SETTING_NAMES.find((known) => known === row.name)
      if (!name) continue
      // A value this version's rules refuse (set by another version) gives way to the seed's.
      const parsed = StoreSettings.shape[name].safeParse(JSON.parse(row.value))
      if (parsed.success) Object.assign(settings, { [name]: parsed.data })
    }
    this.copy = settings
    return settings
  }

  /**
   * On every start: stores the environment's value of each setting not stored yet, recorded as
   * the environment's. Servers starting together store each once.
   */
  async seedMissing(): Promise<void> {
    const now = this.deps.clock.now()
    await this.deps.db.transaction(async (tx) => {
      const stored = await tx
        .insert(storeSettings)
        .values(
          SETTING_NAMES.map((name) => ({
            name,
            value: JSON.stringify(this.deps.seed[name]),
            changedAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ name: storeSettings.name, value: storeSettings.value })
      if (stored.length === 0) return
      await tx
        .insert(settingChanges)
        .values(stored.map((row) => ({ ...row, changedBy: 'environment', createdAt: now })))
    })
    await this.refresh()
  }

  /**
   * Changes the settings named in `change` (the others stay), refusing the whole change when one
   * value breaks the rules. Each value that differs is recorded with who changed it.
   */
  async change(change: unknown, changedBy: string): Promise<StoreSettings> {
    const parsed = StoreSettingsChange.safeParse(change)
    if (!parsed.success) {
      const refusal = refusalOf(parsed.error.issues, REFUSAL_FALLBACKS.settings)
      // A 400 naming the setting, whoever asked: the settings screen or the command line.
      throw new FieldRefused(400, refusal.message, refusal.field ?? '')
    }
    const now = this.deps.clock.now()
    const before = await this.refresh()
    const changed = SETTING_NAMES.filter(
      (name) =>
        name in parsed.data && JSON.stringify(parsed.data[name]) !== JSON.stringify(before[name]),
    ).map((name) => ({ name, value: JSON.stringify(parsed.data[name]) }))
    if (changed.length > 0) {
      await this.deps.db.transaction(async (tx) => {
        await tx
          .insert(storeSettings)
          .values(changed.map((row) => ({ ...row, changedAt: now })))
          .onConflictDoUpdate({
            target: storeSettings.name,
            set: { value: sql`excluded.value`, changedAt: now },
          })
        await tx
          .insert(settingChanges)
          .values(changed.map((row) => ({ ...row, changedBy, createdAt: now })))
      })
    }
    return this.refresh()
  }

  /** The latest changes, newest first. */
  async history(): Promise<SettingChange[]> {
    const rows = await this.deps.db
      .select()
      .from(settingChanges)
      .orderBy(desc(settingChanges.id))
      .limit(HISTORY_LENGTH)
    return rows.map((row) => ({
      setting: row.name,
      value: JSON.parse(row.value),
      changedBy: row.changedBy,
      at: row.createdAt.getTime(),
    }))
  }
}

/** Keeps this server's copy of the settings in step with the database until stopped. */
export function watchSettings(
  settings: StoreSettingsService,
  background: BackgroundTasks,
  everyMs = SETTINGS_WATCH_MS,
): () => void {
  let failing = false
  return background.every('Reading the store settings', everyMs, async () => {
    try {
      await settings.refresh()
      failing = false
    } catch (error) {
      // Through a database outage the last copy serves; said once, not every second.
      if (failing) return
      failing = true
      throw error
    }
  })
}
