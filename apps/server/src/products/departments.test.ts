import {
  AdminDepartmentsResponse,
  AdminProductResponse,
  AdminProductsResponse,
  CATEGORIES,
  DEPARTMENT_MESSAGES,
  ErrorResponse,
  MAX_DEPARTMENTS,
  ProductDraft,
  type ProductDraftInput,
  ProductFeaturedResponse,
  ProductSearchResponse,
  StoreSettingsResponse,
} from '@adire/contract'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execute } from '../admin/cli.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { departmentChanges, departments } from '../db/schema.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { send, signUp } from '../testing/requests.ts'
import { TEST_PUBLIC_URL, testApp } from '../testing/services.ts'
import { watchCatalogue } from './catalogue-version.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let admin: Awaited<ReturnType<typeof signUp>>

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db)
  admin = await signUp(harness.app, { name: 'Kemi from Adire' })
  await harness.services.users.makeAdmin(admin.email)
})
afterAll(() => database.close())

const call = (method: string, path: string, body?: unknown, token = admin.token) =>
  send(harness.app, method, `/api/admin/departments${path}`, body, { token })
const listOf = async (res: Response) => AdminDepartmentsResponse.parse(await res.json()).departments
const refusal = async (res: Response) => ErrorResponse.parse(await res.json())
const shopSettings = async (app = harness.app) =>
  StoreSettingsResponse.parse(await (await app.request('/api/store/settings')).json())
const draft = (overrides: Partial<ProductDraftInput> = {}): ProductDraftInput => ({
  name: 'Adire Wrap Dress',
  description: 'Hand-dyed in Abeokuta.',
  category: 'Hoodie',
  price: '18,500',
  sizes: ['S', 'M'],
  bestseller: false,
  images: ['/images/products/lagos-sun-cap-1.svg'],
  ...overrides,
})
const lastChange = async () => {
  const [change] = await database.db
    .select()
    .from(departmentChanges)
    .orderBy(desc(departmentChanges.id))
    .limit(1)
  return change
}

describe('the departments', () => {
  it('start as the eight seeded, in order, with their products counted', async () => {
    const res = await call('GET', '')
    expect(res.status).toBe(200)
    const list = await listOf(res)
    expect(list.map(({ id, label, slug, aliases }) => ({ id, label, slug, aliases }))).toEqual(
      CATEGORIES.map((c) => ({ ...c, aliases: [...c.aliases] })),
    )
    for (const department of list) expect(department.products).toBeGreaterThan(0)
    expect((await shopSettings()).departments).toEqual(
      CATEGORIES.map((c) => ({ ...c, aliases: [...c.aliases] })),
    )
  })

  it('are the store team’s alone', async () => {
    expect((await send(harness.app, 'GET', '/api/admin/departments')).status).toBe(401)
    const shopper = await signUp(harness.app)
    const refused = await call('POST', '', { label: 'Shoes' }, shopper.token)
    expect(refused.status).toBe(403)
  })

  it('takes a new one last, its slug made from its name and kept as its id, recorded', async () => {
    const res = await call('POST', '', { label: 'Summer dresses & wraps' })
    expect(res.status).toBe(201)
    const made = (await listOf(res)).at(-1)
    expect(made).toEqual({
      id: 'Summer-dresses-wraps',
      label: 'Summer dresses & wraps',
      slug: 'Summer-dresses-wraps',
      aliases: [],
      products: 0,
      liveProducts: 0,
    })
    expect(await lastChange()).toMatchObject({
      action: 'created',
      departmentId: 'Summer-dresses-wraps',
      changedBy: admin.email,
      before: null,
    })
    // The shop sees it at once.
    expect((await shopSettings()).departments.at(-1)?.label).toBe('Summer dresses & wraps')
  })

  it.each([
    [{ label: 'hoodies' }, 'label', DEPARTMENT_MESSAGES.labelTaken],
    [{ label: 'Knitwear', slug: 'hoodle' }, 'slug', DEPARTMENT_MESSAGES.slugTaken],
    [{ label: 'Knitwear', slug: 'tshirt' }, 'slug', DEPARTMENT_MESSAGES.slugTaken],
    [{ label: 'Knitwear', slug: 'JERSEY' }, 'slug', DEPARTMENT_MESSAGES.slugTaken],
    [{ label: 'Pants' }, 'label', DEPARTMENT_MESSAGES.labelTaken],
    [{ label: 'Knitwear', slug: 'knit wear' }, 'slug', DEPARTMENT_MESSAGES.slug],
    [{ label: '' }, 'label', DEPARTMENT_MESSAGES.label],
    [{ label: '!!!' }, 'slug', DEPARTMENT_MESSAGES.slug],
  ])('refuses a new one %j naming %s', async (body, field, message) => {
    const res = await call('POST', '', body)
    expect(res.status).toBe(400)
    expect(await refusal(res)).toEqual({ success: false, message, field })
  })

  it('renames one: the old slug keeps leading to it, its products stay, the shop sees it', async () => {
    const before = (await listOf(await call('GET', ''))).find((d) => d.id === 'Hoodie')
    const res = await call('PATCH', '/Hoodie', { label: 'Hoodies & sweats', slug: 'Sweats' })
    expect(res.status).toBe(200)
    const renamed = (await listOf(res)).find((d) => d.id === 'Hoodie')
    expect(renamed).toMatchObject({
      label: 'Hoodies & sweats',
      slug: 'Sweats',
      aliases: ['Hoodle', 'Hoodies', 'Hoodie'],
      products: before?.products,
    })
    expect(await lastChange()).toMatchObject({
      action: 'renamed',
      departmentId: 'Hoodie',
      changedBy: admin.email,
      before: { label: 'Hoodies', slug: 'Hoodie' },
      after: { label: 'Hoodies & sweats', slug: 'Sweats' },
    })
    const shop = (await shopSettings()).departments.find((d) => d.id === 'Hoodie')
    expect(shop?.label).toBe('Hoodies & sweats')
    // Products are still found by the department's id.
    const page = ProductSearchResponse.parse(
      await (await harness.app.request('/api/products?category=Hoodie')).json(),
    )
    expect(page.total).toBe(before?.liveProducts)
    // Taking back its own older slug moves it out of the aliases.
    const back = await listOf(await call('PATCH', '/Hoodie', { slug: 'Hoodle' }))
    expect(back.find((d) => d.id === 'Hoodie')).toMatchObject({
      slug: 'Hoodle',
      aliases: ['Hoodies', 'Hoodie', 'Sweats'],
    })
  })

  it('refuses a rename to another’s name or slug, and an unknown id', async () => {
    const taken = await call('PATCH', '/Polo', { slug: 'sweats' })
    expect(taken.status).toBe(400)
    expect(await refusal(taken)).toMatchObject({ field: 'slug' })
    const label = await call('PATCH', '/Polo', { label: 'JERSEYS' })
    expect(await refusal(label)).toMatchObject({ field: 'label' })
    const unknown = await call('PATCH', '/Shoes', { label: 'Shoes' })
    expect(unknown.status).toBe(404)
    expect((await refusal(unknown)).message).toBe(DEPARTMENT_MESSAGES.notFound)
    const empty = await call('PATCH', '/Polo', {})
    expect(empty.status).toBe(400)
  })

  it('orders them: every id once, or nothing changes', async () => {
    const ids = (await listOf(await call('GET', ''))).map((d) => d.id)
    const reversed = [...ids].reverse()
    const res = await call('PUT', '/order', { ids: reversed })
    expect(res.status).toBe(200)
    expect((await listOf(res)).map((d) => d.id)).toEqual(reversed)
    expect((await shopSettings()).departments.map((d) => d.id)).toEqual(reversed)
    expect(await lastChange()).toMatchObject({ action: 'ordered', before: ids, after: reversed })
    for (const wrong of [
      reversed.slice(1),
      [...reversed, 'Shoes'],
      [...reversed.slice(1), reversed[1]],
      [...reversed.slice(1), 'Shoes'],
    ]) {
      const refused = await call('PUT', '/order', { ids: wrong })
      expect(refused.status).toBe(400)
      expect((await refusal(refused)).message).toBe(DEPARTMENT_MESSAGES.order)
    }
    expect((await listOf(await call('GET', ''))).map((d) => d.id)).toEqual(reversed)
    await call('PUT', '/order', { ids })
  })

  it('removes an empty one, and refuses one holding products (drafts too) or an unknown one', async () => {
    const created = await send(
      harness.app,
      'POST',
      '/api/admin/products',
      { ...draft({ category: 'Summer-dresses-wraps' }), status: 'draft' },
      { token: admin.token },
    )
    expect(created.status).toBe(201)
    const { product } = AdminProductResponse.parse(await created.json())
    const held = await call('DELETE', '/Summer-dresses-wraps')
    expect(held.status).toBe(409)
    expect((await refusal(held)).message).toBe(DEPARTMENT_MESSAGES.hasProducts(1))
    const jerseys = (await listOf(await call('GET', ''))).find((d) => d.id === 'Jersey')
    const many = await call('DELETE', '/Jersey')
    expect((await refusal(many)).message).toBe(
      DEPARTMENT_MESSAGES.hasProducts(jerseys?.products ?? 0),
    )
    // Moved to another department, the product leaves it empty.
    const moved = await send(
      harness.app,
      'PUT',
      `/api/admin/products/${product._id}`,
      { ...draft({ category: 'Polo' }), status: 'draft', version: product.version },
      { token: admin.token },
    )
    expect(moved.status).toBe(200)
    const res = await call('DELETE', '/Summer-dresses-wraps')
    expect(res.status).toBe(200)
    expect((await listOf(res)).some((d) => d.id === 'Summer-dresses-wraps')).toBe(false)
    expect(await lastChange()).toMatchObject({ action: 'removed', after: null })
    expect((await call('DELETE', '/Summer-dresses-wraps')).status).toBe(404)
  })

  it('takes one of two made at once with the same name, refusing the other', async () => {
    const both = await Promise.allSettled([
      harness.services.departments.create({ label: 'Batik' }, 'command line'),
      harness.services.departments.create({ label: 'batik' }, 'command line'),
    ])
    expect(both.filter((made) => made.status === 'fulfilled')).toHaveLength(1)
    const [refused] = both.flatMap((made) => (made.status === 'rejected' ? [made.reason] : []))
    expect(String(refused)).toContain(DEPARTMENT_MESSAGES.labelTaken)
    // Whichever came first: `Batik` or `batik`, its link name and id made from its name.
    const made = (await harness.services.departments.list()).find(
      (d) => d.id.toLowerCase() === 'batik',
    )
    await harness.services.departments.remove(made?.id ?? '', 'command line')
  })

  it('never removes a department while a product is put in it', async () => {
    for (let round = 0; round < 3; round += 1) {
      await harness.services.departments.create({ label: `Brief ${round}` }, 'command line')
      const [created, removed] = await Promise.allSettled([
        harness.services.productEditor.create(
          ProductDraft.parse(draft({ name: `Brief Shirt ${round}`, category: `Brief-${round}` })),
          'command line',
        ),
        harness.services.departments.remove(`Brief-${round}`, 'command line'),
      ])
      // One of the two, never both: a product is never left in a department the store lacks.
      expect([created.status, removed.status].sort()).toEqual(['fulfilled', 'rejected'])
      const left = await harness.services.departments.list()
      const product = created.status === 'fulfilled' ? created.value.product : undefined
      if (product) expect(left.some((d) => d.id === product.category)).toBe(true)
    }
  })
})

/*
 * The store's bounds need a store with no products (a department holding one is never removed):
 * a database of their own, opened once in a hook. Opening it (every migration) took up to 13 s
 * on a busy CI machine, which inside a test left too little of the test's 20 s for its work.
 */
describe('a store’s bounds', () => {
  let bare: DatabaseHandle
  let store: ReturnType<typeof testApp>
  beforeAll(async () => {
    bare = await openTestDatabase()
    store = testApp(bare.db)
  })
  afterAll(() => bare.close())

  it(`keeps at most ${MAX_DEPARTMENTS}`, async () => {
    for (let n = CATEGORIES.length; n < MAX_DEPARTMENTS; n += 1) {
      await store.services.departments.create({ label: `Range ${n}` }, 'command line')
    }
    await expect(
      store.services.departments.create({ label: 'One too many' }, 'command line'),
    ).rejects.toThrow(DEPARTMENT_MESSAGES.tooMany)
  })

  it('keeps the last one', async () => {
    const [last, ...others] = await store.services.departments.list()
    for (const { id } of others) await store.services.departments.remove(id, 'command line')
    await expect(store.services.departments.remove(last?.id ?? '', 'command line')).rejects.toThrow(
      DEPARTMENT_MESSAGES.last,
    )
  })
})

describe('products and their department', () => {
  it('refuses a product in a department the store does not have', async () => {
    const res = await send(
      harness.app,
      'POST',
      '/api/admin/products',
      draft({ category: 'Shoes' }),
      { token: admin.token },
    )
    expect(res.status).toBe(400)
    expect(await refusal(res)).toEqual({
      success: false,
      message: 'Unknown department',
      field: 'category',
    })
  })

  it('filters the team’s list by a department the store has, and refuses another', async () => {
    const res = await send(harness.app, 'GET', '/api/admin/products?category=Polo', undefined, {
      token: admin.token,
    })
    const { products } = AdminProductsResponse.parse(await res.json())
    expect(products.length).toBeGreaterThan(0)
    expect(products.every((p) => p.category === 'Polo')).toBe(true)
    const refused = await send(
      harness.app,
      'GET',
      '/api/admin/products?category=Shoes',
      undefined,
      {
        token: admin.token,
      },
    )
    expect(refused.status).toBe(400)
    expect((await refusal(refused)).message).toBe('Unknown department')
  })

  it('searches a new department, and names the store’s departments for an unknown one', async () => {
    await harness.services.departments.create({ label: 'Kaftans' }, 'command line')
    const empty = await harness.app.request('/api/products?category=Kaftans')
    expect(empty.status).toBe(200)
    expect(ProductSearchResponse.parse(await empty.json()).total).toBe(0)
    const unknown = await harness.app.request('/api/products?category=Shoes')
    expect(unknown.status).toBe(400)
    expect((await refusal(unknown)).message).toMatch(
      /^Unknown category "Shoes"; use HeadWear, Hoodie, .*, Sunglasses, .*Kaftans$/,
    )
    // Removed, it is unknown again at once (no answer kept from before).
    await harness.services.departments.remove('Kaftans', 'command line')
    expect((await harness.app.request('/api/products?category=Kaftans')).status).toBe(400)
  })
})

describe('the home page', () => {
  it('shows the newest of a new department among its rows', async () => {
    await harness.services.departments.create({ label: 'Aso oke' }, 'command line')
    const created = await send(
      harness.app,
      'POST',
      '/api/admin/products',
      draft({ name: 'Aso Oke Cap', category: 'Aso-oke' }),
      { token: admin.token },
    )
    expect(created.status).toBe(201)
    const { products } = ProductFeaturedResponse.parse(
      await (await harness.app.request('/api/products/featured')).json(),
    )
    expect(products.some((p) => p.category === 'Aso-oke')).toBe(true)
  })
})

describe('the command line', () => {
  const cli = (...args: string[]) => execute(args, harness.services, TEST_PUBLIC_URL)

  it('lists, adds, renames, moves and removes departments, recorded as the command line', async () => {
    const listed = await cli('departments')
    expect(listed).toMatch(/^1\. Head wear \(id HeadWear\): \d+ products, \d+ live$/m)
    expect(await cli('departments', 'add', 'Agbada', 'robes', '--slug', 'Agbada')).toContain(
      'Added Agbada robes (id Agbada).',
    )
    expect(await lastChange()).toMatchObject({ action: 'created', changedBy: 'command line' })
    expect(
      await cli('departments', 'rename', 'agbada', '--name', 'Agbada', '--slug', 'Robes'),
    ).toContain('Agbada robes is now Agbada, linked as Robes.')
    expect(await cli('departments', 'move', 'Robes', '--to', '1')).toMatch(
      /Agbada is now number 1\.\n\n1\. Agbada \(id Agbada, link Robes, also Agbada\)/,
    )
    expect((await shopSettings()).departments[0]?.id).toBe('Agbada')
    await expect(cli('departments', 'move', 'Agbada', '--to', '99')).rejects.toThrow(
      /place is 1 to \d+/,
    )
    await expect(cli('departments', 'remove', 'Jersey')).rejects.toThrow(
      /^Move its \d+ products to another department first$/,
    )
    await expect(cli('departments', 'add', 'Jerseys')).rejects.toThrow(
      DEPARTMENT_MESSAGES.labelTaken,
    )
    await expect(cli('departments', 'remove', 'Boots')).rejects.toThrow(
      'No department is called Boots',
    )
    expect(await cli('departments', 'remove', 'Agbada')).toContain('Removed Agbada.')
    expect(await lastChange()).toMatchObject({ action: 'removed', changedBy: 'command line' })
    await expect(cli('departments', 'move', 'Polo')).rejects.toThrow('Usage:')
  })
})

describe('another server on the same database', () => {
  it('shows a renamed department within 2 seconds', async () => {
    const other = testApp(database.db)
    const stop = watchCatalogue(
      database.db,
      other.services.catalogue,
      other.services.background,
      100,
    )
    try {
      const labelThere = async () =>
        (await shopSettings(other.app)).departments.find((d) => d.id === 'Polo')?.label
      expect(await labelThere()).toBe('Polos')
      await harness.services.departments.rename('Polo', { label: 'Polo shirts' }, 'command line')
      await expect.poll(labelThere, { timeout: 2000, interval: 50 }).toBe('Polo shirts')
    } finally {
      stop()
      await other.services.background.drain()
    }
  })
})

describe('a new store', () => {
  it('is seeded with the eight by its migration', async () => {
    const fresh = await openTestDatabase()
    try {
      const rows = await fresh.db.select().from(departments).orderBy(departments.position)
      expect(rows.map(({ id, label, slug, aliases }) => ({ id, label, slug, aliases }))).toEqual(
        CATEGORIES.map((c) => ({ ...c, aliases: [...c.aliases] })),
      )
      const [hoodies] = await fresh.db
        .select()
        .from(departments)
        .where(eq(departments.id, 'Hoodie'))
      expect(hoodies?.aliases).toContain('Hoodle')
    } finally {
      await fresh.close()
    }
  })
})
