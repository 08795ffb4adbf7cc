import { ORDER_MESSAGES } from '@adire/contract'
import { Hono } from 'hono'
import { adminMessageRoutes } from '../contact/admin-routes.ts'
import type { ContactInbox } from '../contact/service.ts'
import { adminCustomerRoutes } from '../customers/admin-routes.ts'
import type { Customers } from '../customers/customers.ts'
import type { Database } from '../db/client.ts'
import { adminDiscountRoutes } from '../discounts/admin-routes.ts'
import type { DiscountCodes } from '../discounts/codes.ts'
import { adminHomeRoutes } from '../home/admin-routes.ts'
import type { StoreHome } from '../home/store-home.ts'
import { errorJson, handleError } from '../http/errors.ts'
import { adminOrderRoutes } from '../orders/admin-routes.ts'
import type { OrderService } from '../orders/service.ts'
import { adminPhotoRoutes } from '../photos/admin-routes.ts'
import type { PhotoService } from '../photos/service.ts'
import { adminDepartmentRoutes, adminProductRoutes } from '../products/admin-routes.ts'
import type { StoreDepartments } from '../products/departments.ts'
import type { ProductEditor } from '../products/editor.ts'
import type { ProductStock } from '../products/stock.ts'
import { adminReturnRoutes } from '../returns/admin-routes.ts'
import type { Returns } from '../returns/returns.ts'
import { adminSettingsRoutes } from '../store/admin-routes.ts'
import type { StoreSettingsService } from '../store/settings.ts'
import { requireSession, type SessionEnv } from '../users/require-session.ts'
import type { SessionStore } from '../users/sessions.ts'

export interface AdminRouteDependencies {
  contact: ContactInbox
  customers: Customers
  db: Database
  departments: StoreDepartments
  discountCodes: DiscountCodes
  orders: OrderService
  photos: PhotoService
  productEditor: ProductEditor
  productStock: ProductStock
  publicUrl: string
  returns: Returns
  storeSettings: StoreSettingsService
  storeHome: StoreHome
  sessions: SessionStore
}

/**
 * `/api/admin/*`: the store team's tools, each beside its resource (`<resource>/admin-routes.ts`)
 * and all mounted here, behind the one guard: no session, 401; a shopper's session, 403. A new
 * admin resource is mounted here, never on the app, so that none is ever left unguarded.
 */
export function adminRoutes(deps: AdminRouteDependencies) {
  const app = new Hono<SessionEnv>()
  app.onError(handleError)
  app.use(requireSession(deps.sessions))
  app.use(async (c, next) => {
    // The role as the session's own lookup read it (users/sessions.ts).
    if (c.var.session.user.role !== 'admin') {
      return errorJson(c, ORDER_MESSAGES.adminOnly, 403)
    }
    await next()
  })
  return app
    .route('/orders', adminOrderRoutes(deps))
    .route('/products', adminProductRoutes(deps))
    .route('/departments', adminDepartmentRoutes(deps))
    .route('/discounts', adminDiscountRoutes(deps))
    .route('/returns', adminReturnRoutes(deps))
    .route('/messages', adminMessageRoutes(deps))
    .route('/settings', adminSettingsRoutes(deps))
    .route('/photos', adminPhotoRoutes(deps))
    .route('/', adminHomeRoutes(deps))
    .route('/customers', adminCustomerRoutes(deps))
}
