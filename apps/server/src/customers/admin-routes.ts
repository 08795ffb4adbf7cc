import {
  AdminCustomersQuery,
  CUSTOMER_MESSAGES,
  exportFileName,
  REFUSAL_FALLBACKS,
  refusalOf,
} from '@adire/contract'
import { Hono } from 'hono'
import { csvDownload } from '../csv/download.ts'
import { errorJson } from '../http/errors.ts'
import { isRowId } from '../http/ids.ts'
import type { SessionEnv } from '../users/require-session.ts'
import type { Customers } from './customers.ts'
import { customersCsv } from './export.ts'

/**
 * `/api/admin/customers/*`: the store team's customers (docs/product.md §11.12). Mounted behind
 * the admin guard (admin/routes.ts), so every handler has a team member's session. Reads only:
 * nothing here changes a customer.
 */
export function adminCustomerRoutes({ customers }: { customers: Customers }) {
  return (
    new Hono<SessionEnv>()
      .get('/', async (c) => {
        const query = AdminCustomersQuery.safeParse(c.req.query())
        if (!query.success) {
          return errorJson(c, refusalOf(query.error.issues, REFUSAL_FALLBACKS.filter).message, 400)
        }
        return c.json(await customers.list(query.data))
      })
      // Before `/:id`, which `export` would also match.
      .get('/export', async (c) => {
        const { csv } = await customersCsv(customers)
        return csvDownload(c, exportFileName('customers'), csv)
      })
      .get('/:id', async (c) => {
        const id = c.req.param('id')
        const found = isRowId(id) ? await customers.get(id) : undefined
        if (!found) return errorJson(c, CUSTOMER_MESSAGES.notFound, 404)
        return c.json({ success: true as const, ...found })
      })
  )
}
