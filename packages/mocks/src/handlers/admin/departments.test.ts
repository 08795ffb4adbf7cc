// The departments' handlers (docs/product.md §11.13): listed with their products, made,
// renamed, ordered and removed in the mock server's memory by the server's rules, and the
// store's settings following every change.
import {
  AdminDepartmentsResponse,
  CATEGORIES,
  DEPARTMENT_MESSAGES,
  ErrorResponse,
  StoreSettingsResponse,
} from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { base, send, useMockServer } from '../../testing.ts'
import { MOCK_ADMIN_TOKEN } from '../state.ts'
import { mockProductsIn } from './products.ts'

useMockServer()

const asAdmin = (method: string, path = '', body?: unknown) =>
  send(`/api/admin/departments${path}`, body, { token: MOCK_ADMIN_TOKEN, method })
const listOf = async (res: Response) => AdminDepartmentsResponse.parse(await res.json()).departments
const messageOf = async (res: Response) => ErrorResponse.parse(await res.json()).message
const shopDepartments = async () =>
  StoreSettingsResponse.parse(await (await fetch(`${base}/api/store/settings`)).json()).departments

describe('/api/admin/departments', () => {
  it('lists the eight a store starts with, with the products in each', async () => {
    const list = await listOf(await asAdmin('GET'))
    expect(list.map((d) => d.id)).toEqual(CATEGORIES.map((c) => c.id))
    for (const d of list) expect(d).toMatchObject(mockProductsIn(d.id))
    expect(await shopDepartments()).toEqual(
      CATEGORIES.map((c) => ({ ...c, aliases: [...c.aliases] })),
    )
  })

  it('makes, renames, orders and removes one, the shop following each change', async () => {
    const made = await asAdmin('POST', '', { label: 'Summer dresses' })
    expect(made.status).toBe(201)
    expect((await listOf(made)).at(-1)).toMatchObject({ id: 'Summer-dresses', products: 0 })
    const renamed = await asAdmin('PATCH', '/Summer-dresses', { slug: 'Dresses' })
    expect((await listOf(renamed)).at(-1)).toMatchObject({
      id: 'Summer-dresses',
      slug: 'Dresses',
      aliases: ['Summer-dresses'],
    })
    const ids = ['Summer-dresses', ...CATEGORIES.map((c) => c.id)]
    expect((await listOf(await asAdmin('PUT', '/order', { ids }))).map((d) => d.id)).toEqual(ids)
    expect((await shopDepartments())[0]).toMatchObject({ id: 'Summer-dresses', slug: 'Dresses' })
    const removed = await asAdmin('DELETE', '/Summer-dresses')
    expect(removed.status).toBe(200)
    expect((await shopDepartments()).map((d) => d.id)).toEqual(CATEGORIES.map((c) => c.id))
  })

  it('refuses as the server does', async () => {
    const taken = await asAdmin('POST', '', { label: 'Shades', slug: 'tshirt' })
    expect(taken.status).toBe(400)
    expect(await messageOf(taken)).toBe(DEPARTMENT_MESSAGES.slugTaken)
    const held = await asAdmin('DELETE', '/Hoodie')
    expect(held.status).toBe(409)
    expect(await messageOf(held)).toBe(
      DEPARTMENT_MESSAGES.hasProducts(mockProductsIn('Hoodie').products),
    )
    expect((await asAdmin('PATCH', '/Shoes', { label: 'Shoes' })).status).toBe(404)
    expect((await asAdmin('PUT', '/order', { ids: ['Hoodie'] })).status).toBe(400)
    expect((await send('/api/admin/departments', undefined, { method: 'GET' })).status).toBe(403)
  })
})
