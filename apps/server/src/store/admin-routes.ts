import { type AdminSettingsResponse, StoreSettingsChange } from '@adire/contract'
import { Hono } from 'hono'
import { jsonBody } from '../http/json-body.ts'
import type { SessionEnv } from '../users/require-session.ts'
import type { StoreSettingsService } from './settings.ts'

/**
 * `/api/admin/settings`: the store's settings and their history, for the store team
 * (docs/product.md §11.7). Mounted behind the admin guard (admin/routes.ts), so every handler
 * has a team member's session.
 */
export function adminSettingsRoutes({ storeSettings }: { storeSettings: StoreSettingsService }) {
  return new Hono<SessionEnv>()
    .get('/', async (c) => {
      const settings = await storeSettings.refresh()
      return c.json<AdminSettingsResponse>({
        success: true,
        settings,
        changes: await storeSettings.history(),
      })
    })
    .put('/', jsonBody(StoreSettingsChange), async (c) => {
      // The team member who changed them, by the e-mail the team knows them by.
      const settings = await storeSettings.change(c.req.valid('json'), c.var.session.user.email)
      return c.json<AdminSettingsResponse>({
        success: true,
        settings,
        changes: await storeSettings.history(),
      })
    })
}
