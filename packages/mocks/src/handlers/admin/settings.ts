// `/api/admin/settings`: the store's settings (docs/product.md §11.7), as the server's admin
// routes answer them (no token 401, a shopper's 403, a change the contract refuses 400 naming
// its setting, all or none), kept in the mock server's memory with each change recorded, and
// named variants for the settings screen's other states.
import {
  type AdminSettingsResponse,
  DAY_MS,
  DEFAULT_STORE_SETTINGS,
  type ErrorResponse,
  REFUSAL_FALLBACKS,
  refusalOf,
  SETTING_NAMES,
  type SettingChange,
  type StoreSettings,
  StoreSettingsChange,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { FIXTURE_NOW } from '../../fixtures/clock.ts'
import { ADMIN_USER } from '../../fixtures/people.ts'
import { fail, neverAnswers, serverError, url } from '../http.ts'
import { tick } from '../state.ts'
import { refusedToNonAdmin } from './orders.ts'

/** A store set up as a real one is: its address, a fee, and the first start's record. */
export const fixtureStoreSettings: StoreSettings = {
  ...DEFAULT_STORE_SETTINGS,
  storeEmail: 'orders@adire.ng',
  deliveryFee: 2500,
}

const firstStart = (): SettingChange[] =>
  SETTING_NAMES.map((setting) => ({
    setting,
    value: DEFAULT_STORE_SETTINGS[setting],
    changedBy: 'environment',
    at: FIXTURE_NOW - 30 * DAY_MS,
  }))

const state = {
  settings: structuredClone(fixtureStoreSettings),
  changes: [] as SettingChange[],
}

/** Puts the mock store's settings back as the fixtures have them (each test, each story). */
export function resetMockSettings(settings: StoreSettings = fixtureStoreSettings): void {
  state.settings = structuredClone(settings)
  state.changes = [
    {
      setting: 'storeEmail',
      value: settings.storeEmail,
      changedBy: ADMIN_USER.email,
      at: FIXTURE_NOW - DAY_MS,
    },
    ...firstStart(),
  ]
}
resetMockSettings()

const answer = () =>
  HttpResponse.json<AdminSettingsResponse>({
    success: true,
    settings: structuredClone(state.settings),
    changes: state.changes.slice(0, 20),
  })

type Answer = AdminSettingsResponse | ErrorResponse

export const adminSettingsHandlers = {
  /** GET: every setting and the latest changes, newest first. */
  get: http.get<never, never, Answer>(url('adminSettings'), ({ request }) => {
    const refused = refusedToNonAdmin(request)
    return refused ?? answer()
  }),
  /** PUT: the settings named changed, all or none; only values that differ are recorded. */
  update: http.put<never, never, Answer>(url('adminSettingsUpdate'), async ({ request }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const parsed = StoreSettingsChange.safeParse(await request.json().catch(() => undefined))
    if (!parsed.success) {
      const { message, field } = refusalOf(parsed.error.issues, REFUSAL_FALLBACKS.settings)
      return fail(message, 400, field)
    }
    const at = tick()
    for (const setting of SETTING_NAMES) {
      const value = parsed.data[setting]
      if (
        value === undefined ||
        JSON.stringify(value) === JSON.stringify(state.settings[setting])
      ) {
        continue
      }
      Object.assign(state.settings, { [setting]: value })
      state.changes.unshift({ setting, value, changedBy: ADMIN_USER.email, at })
    }
    return answer()
  }),
  slow: http.get(url('adminSettings'), neverAnswers),
  error: http.get(url('adminSettings'), serverError),
  /** Saving never finishes: the screen stays "Saving…". */
  updateSlow: http.put(url('adminSettingsUpdate'), neverAnswers),
  updateError: http.put(url('adminSettingsUpdate'), serverError),
}
