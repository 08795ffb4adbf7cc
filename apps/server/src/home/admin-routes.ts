import {
  type AdminCountsResponse,
  AdminHomeQuery,
  type AdminHomeResponse,
  REFUSAL_FALLBACKS,
  refusalOf,
} from '@adire/contract'
import { Hono } from 'hono'
import { errorJson } from '../http/errors.ts'
import type { SessionEnv } from '../users/require-session.ts'
import type { StoreHome } from './store-home.ts'

/**
 * `/api/admin/home` and `/api/admin/counts`: the store team's Home and the counts the admin
 * shell polls (docs/product.md §11.10). Mounted behind the admin guard (admin/routes.ts).
 */
export function adminHomeRoutes({ storeHome }: { storeHome: StoreHome }) {
  return new Hono<SessionEnv>()
    .get('/home', async (c) => {
      const query = AdminHomeQuery.safeParse(c.req.query())
      if (!query.success) {
        return errorJson(c, refusalOf(query.error.issues, REFUSAL_FALLBACKS.filter).message, 400)
      }
      return c.json<AdminHomeResponse>({ success: true, ...(await storeHome.home(query.data)) })
    })
    .get('/counts', async (c) =>
      c.json<AdminCountsResponse>({ success: true, ...(await storeHome.counts()) }),
    )
}
