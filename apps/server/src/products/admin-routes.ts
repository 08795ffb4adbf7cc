import {
  type AdminDepartmentsResponse,
  type AdminProductResponse,
  AdminProductsQuery,
  type AdminProductsResponse,
  DepartmentCreateRequest,
  DepartmentOrderRequest,
  DepartmentUpdateRequest,
  exportFileName,
  PRODUCT_MESSAGES,
  ProductDraft,
  type ProductStockResponse,
  ProductUpdateRequest,
  REFUSAL_FALLBACKS,
  refusalOf,
  StockUpdateRequest,
} from '@adire/contract'
import { Hono } from 'hono'
import { exportProducts } from '../admin/products-cli.ts'
import { csvDownload } from '../csv/download.ts'
import { errorJson } from '../http/errors.ts'
import { jsonBody } from '../http/json-body.ts'
import type { SessionEnv } from '../users/require-session.ts'
import type { StoreDepartments } from './departments.ts'
import type { ProductEditor } from './editor.ts'
import type { ProductStock } from './stock.ts'

/**
 * `/api/admin/products/*`: the store team's products screen and its stock (docs/product.md
 * §11.5, §11.6). Mounted behind the admin guard (admin/routes.ts), so every handler has a team
 * member's session.
 */
export function adminProductRoutes({
  productEditor,
  productStock,
  publicUrl,
}: {
  productEditor: ProductEditor
  productStock: ProductStock
  publicUrl: string
}) {
  return (
    new Hono<SessionEnv>()
      .get('/', async (c) => {
        const query = AdminProductsQuery.safeParse(c.req.query())
        if (!query.success) {
          return errorJson(c, refusalOf(query.error.issues, REFUSAL_FALLBACKS.filter).message, 400)
        }
        return c.json<AdminProductsResponse>(await productEditor.list(query.data))
      })
      // docs/product.md §11.12: the command line's CSV (`products export`), downloaded. Before
      // `/:id`, which `export` would also match (no product may have that id).
      .get('/export', async (c) => {
        const { csv } = await exportProducts({ productEditor, productStock }, publicUrl)
        return csvDownload(c, exportFileName('products'), csv)
      })
      .get('/:id', async (c) => {
        const found = await productEditor.get(c.req.param('id'))
        if (!found) return errorJson(c, PRODUCT_MESSAGES.notFound, 404)
        return c.json<AdminProductResponse>(found)
      })
      .post('/', jsonBody(ProductDraft), async (c) => {
        const actor = { userId: c.var.session.userId }
        return c.json<AdminProductResponse>(
          await productEditor.create(c.req.valid('json'), actor),
          201,
        )
      })
      .put('/:id', jsonBody(ProductUpdateRequest), async (c) => {
        const { version, ...draft } = c.req.valid('json')
        const actor = { userId: c.var.session.userId }
        const saved = await productEditor.update(c.req.param('id'), draft, version, actor)
        return c.json<AdminProductResponse>(saved)
      })
      .get('/:id/stock', async (c) => {
        const found = await productStock.get(c.req.param('id'))
        if (!found) return errorJson(c, PRODUCT_MESSAGES.notFound, 404)
        return c.json<ProductStockResponse>(found)
      })
      .put('/:id/stock', jsonBody(StockUpdateRequest), async (c) => {
        const { stock, reason } = c.req.valid('json')
        const actor = { userId: c.var.session.userId }
        return c.json<ProductStockResponse>(
          await productStock.set(c.req.param('id'), stock, reason, actor),
        )
      })
  )
}

/**
 * `/api/admin/departments/*`: the shop's departments, added, renamed, ordered and removed by the
 * store team (docs/product.md §11.13). Mounted behind the admin guard (admin/routes.ts); each
 * change is recorded with the team member who made it.
 */
export function adminDepartmentRoutes({ departments }: { departments: StoreDepartments }) {
  const answer = (list: AdminDepartmentsResponse['departments']): AdminDepartmentsResponse => ({
    success: true,
    departments: list,
  })
  return (
    new Hono<SessionEnv>()
      .get('/', async (c) => c.json(answer(await departments.list())))
      .post('/', jsonBody(DepartmentCreateRequest), async (c) => {
        const actor = { userId: c.var.session.userId }
        return c.json(answer(await departments.create(c.req.valid('json'), actor)), 201)
      })
      // Before `/:id`, which `order` would also match (no department may have that id).
      .put('/order', jsonBody(DepartmentOrderRequest), async (c) => {
        const actor = { userId: c.var.session.userId }
        return c.json(answer(await departments.order(c.req.valid('json').ids, actor)))
      })
      .patch('/:id', jsonBody(DepartmentUpdateRequest), async (c) => {
        const actor = { userId: c.var.session.userId }
        const id = c.req.param('id')
        return c.json(answer(await departments.rename(id, c.req.valid('json'), actor)))
      })
      .delete('/:id', async (c) => {
        const actor = { userId: c.var.session.userId }
        const id = c.req.param('id')
        return c.json(answer(await departments.remove(id, actor)))
      })
  )
}
