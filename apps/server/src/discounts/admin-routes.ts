import {
  type AdminDiscountResponse,
  type AdminDiscountsResponse,
  DiscountCreateRequest,
  DiscountUpdateRequest,
} from '@adire/contract'
import { Hono } from 'hono'
import { jsonBody } from '../http/json-body.ts'
import type { SessionEnv } from '../users/require-session.ts'
import type { DiscountCodes } from './codes.ts'

/**
 * `/api/admin/discounts/*`: the store team's discount codes (docs/product.md §11.14), made,
 * edited, paused, ended and deleted. Mounted behind the admin guard (admin/routes.ts); each
 * change is recorded with the team member who made it.
 */
export function adminDiscountRoutes({ discountCodes }: { discountCodes: DiscountCodes }) {
  const one = (found: Omit<AdminDiscountResponse, 'success'>): AdminDiscountResponse => ({
    success: true,
    ...found,
  })
  const all = (discounts: AdminDiscountsResponse['discounts']): AdminDiscountsResponse => ({
    success: true,
    discounts,
  })
  return new Hono<SessionEnv>()
    .get('/', async (c) => c.json(all(await discountCodes.list())))
    .post('/', jsonBody(DiscountCreateRequest), async (c) => {
      const actor = { userId: c.var.session.userId }
      return c.json(one(await discountCodes.create(c.req.valid('json'), actor)), 201)
    })
    .get('/:id', async (c) => c.json(one(await discountCodes.get(c.req.param('id')))))
    .patch('/:id', jsonBody(DiscountUpdateRequest), async (c) => {
      const actor = { userId: c.var.session.userId }
      return c.json(one(await discountCodes.update(c.req.param('id'), c.req.valid('json'), actor)))
    })
    .post('/:id/end', async (c) => {
      const actor = { userId: c.var.session.userId }
      return c.json(one(await discountCodes.end(c.req.param('id'), actor)))
    })
    .delete('/:id', async (c) => {
      const actor = { userId: c.var.session.userId }
      return c.json(all(await discountCodes.remove(c.req.param('id'), actor)))
    })
}
