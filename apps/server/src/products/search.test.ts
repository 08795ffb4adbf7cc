import {
  CATEGORIES,
  ErrorResponse,
  inSizeOrder,
  MAX_PRODUCT_PAGE_SIZE,
  PRODUCT_PAGE_SIZE,
  type Product,
  ProductListResponse,
  ProductSearchQuery,
  ProductSearchResponse,
} from '@adire/contract'
import { eq, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { products } from '../db/schema.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { testApp } from '../testing/services.ts'
import { ProductSearch, textMatch, textQuery } from './search.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
/** The whole catalogue in its natural order, as `GET /api/products/list` gives it. */
let catalogue: Product[]

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db)
  catalogue = ProductListResponse.parse(
    await (await harness.app.request('/api/products/list')).json(),
  ).products
})
afterAll(() => database.close())

const get = (query: string, headers: Record<string, string> = {}) =>
  harness.app.request(`/api/products${query ? `?${query}` : ''}`, { headers })

async function search(query: string) {
  const res = await get(query)
  expect(res.status, await res.clone().text()).toBe(200)
  return ProductSearchResponse.parse(await res.json())
}

/** Every match of a query, all pages read. */
async function everything(query: string) {
  const body = await search(`${query}&pageSize=${MAX_PRODUCT_PAGE_SIZE}`)
  expect(body.hasMore).toBe(false)
  return body.products
}

const ids = (list: readonly Product[]) => list.map((product) => product._id)

/** The catalogue order: newest first, then by id. */
const natural = (a: Product, b: Product) => b.date - a.date || a._id.localeCompare(b._id)

describe('GET /api/products without parameters', () => {
  it('answers the first page of the whole catalogue in its natural order', async () => {
    const body = await search('')
    expect(catalogue.length).toBe(56)
    expect(body).toMatchObject({ page: 1, pageSize: PRODUCT_PAGE_SIZE, total: 56, hasMore: true })
    expect(body.products).toEqual([...catalogue].sort(natural).slice(0, PRODUCT_PAGE_SIZE))
  })

  it('sends the products in the same shape as the list', async () => {
    const { products: page } = await search('pageSize=5')
    for (const product of page) {
      expect(product).toEqual(catalogue.find((p) => p._id === product._id))
    }
  })

  it('may be cached publicly like the list, and carries the security headers', async () => {
    const res = await get('')
    expect(res.headers.get('cache-control')).toBe('public, no-cache')
    expect(res.headers.get('etag')).toMatch(/^W\/".+"$/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('is compressed for clients that accept it', async () => {
    const res = await get('pageSize=60', { 'Accept-Encoding': 'gzip' })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/)
  })
})

describe('filtering by category', () => {
  it.each(CATEGORIES.map((c) => c.id))('keeps only %s', async (id) => {
    const found = await everything(`category=${encodeURIComponent(id)}`)
    expect(ids(found)).toEqual(ids(catalogue.filter((p) => p.category === id).sort(natural)))
  })

  it.each([
    ['repeated', 'category=Hoodie&category=Polo'],
    ['comma-separated', 'category=Hoodie,Polo'],
    ['comma-separated with spaces and a repeat', 'category=Polo%2C%20Hoodie&category=Hoodie'],
  ])('takes several categories %s', async (_, query) => {
    const found = await everything(query)
    const wanted = catalogue.filter((p) => p.category === 'Hoodie' || p.category === 'Polo')
    expect(ids(found)).toEqual(ids(wanted.sort(natural)))
  })

  it('counts the matches, not the page', async () => {
    const body = await search('category=Jersey&pageSize=3')
    expect(body).toMatchObject({ total: 7, hasMore: true })
    expect(body.products).toHaveLength(3)
  })
})

describe('sorting', () => {
  const byPrice = (direction: 1 | -1) => (a: Product, b: Product) =>
    direction * (a.price - b.price) || natural(a, b)

  it.each([
    ['relevance', natural],
    ['newest', natural],
    ['price-asc', byPrice(1)],
    ['price-desc', byPrice(-1)],
  ] as const)('orders by %s (equal prices newest first)', async (sort, order) => {
    expect(ids(await everything(`sort=${sort}`))).toEqual(ids([...catalogue].sort(order)))
  })

  it('has equal prices in the catalogue, so the tie-break is tested', () => {
    expect(new Set(catalogue.map((p) => p.price)).size).toBeLessThan(catalogue.length)
  })

  it('sorts within a category', async () => {
    const found = await everything('category=Sunglasses&sort=price-asc')
    expect(found.map((p) => p.price)).toEqual(
      catalogue
        .filter((p) => p.category === 'Sunglasses')
        .map((p) => p.price)
        .sort((a, b) => a - b),
    )
  })
})

describe('text search', () => {
  const hoodies = () => ids(catalogue.filter((p) => p.category === 'Hoodie'))

  it('finds every hoodie for "hoodie", and the plural and any case find the same', async () => {
    for (const q of ['hoodie', 'hoodies', 'HOODIE']) {
      expect(ids(await everything(`q=${q}`)).sort()).toEqual(hoodies().sort())
    }
  })

  it('finds hoodies while the word is still being typed ("hood")', async () => {
    expect(ids(await everything('q=hood')).sort()).toEqual(hoodies().sort())
  })

  it('needs every word of a multi-word search', async () => {
    expect(ids(await everything('q=indigo%20hoodie'))).toEqual(['indigo-adire-hoodie'])
    expect(ids(await everything('q=bucket%20hat')).sort()).toEqual([
      'harmattan-bucket-hat',
      'indigo-adire-bucket-hat',
      'obudu-reversible-bucket-hat',
    ])
  })

  it('takes the last word of a multi-word search as a prefix', async () => {
    expect(ids(await everything('q=zuma%20heavy'))).toEqual(['zuma-rock-heavyweight-hoodie'])
  })

  it('understands "phrases", -exclusions and or, as a web search box does', async () => {
    expect(ids(await everything('q=%22bucket%20hat%22')).length).toBe(3)
    const withoutZip = ids(await everything('q=hoodie%20-zip'))
    expect(withoutZip).not.toContain('harmattan-zip-hoodie')
    expect(withoutZip.length).toBe(hoodies().length - 1)
    const either = ids(await everything('q=aviators%20or%20snapback')).sort()
    expect(either).toEqual(['aso-oke-snapback', 'tortoise-aviators'])
  })

  it('ranks name matches above description-only matches for relevance', async () => {
    const found = await everything('q=adire')
    const inName = (p: Product) => /adire/i.test(p.name)
    expect(found.some((p) => !inName(p))).toBe(true)
    const firstDescriptionOnly = found.findIndex((p) => !inName(p))
    expect(found.slice(firstDescriptionOnly).every((p) => !inName(p))).toBe(true)
    expect(found.slice(0, firstDescriptionOnly).length).toBe(catalogue.filter(inName).length)
  })

  it('searches the category too', async () => {
    expect(ids(await everything('q=sunglasses')).sort()).toEqual(
      ids(catalogue.filter((p) => p.category === 'Sunglasses')).sort(),
    )
  })

  it('combines with a category and another sort', async () => {
    const found = await everything('q=adire&category=HeadWear,Pant&sort=price-desc')
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((p) => p.category === 'HeadWear' || p.category === 'Pant')).toBe(true)
    expect(found.map((p) => p.price)).toEqual(found.map((p) => p.price).sort((a, b) => b - a))
  })

  it.each([
    "'; drop table products; --",
    'a & b | !c',
    'hoodie:*',
    "hood'",
    '\\',
    '((( ) !',
    '<-> <2> & | !',
    '"unclosed hood',
    '-',
    'or',
    '*',
    '%',
    '$1',
    ' ',
    'ỌYỌ́ àṣà',
    '🧵 hood',
    'a'.repeat(200),
    'hood\u0000ie',
  ])('answers %j without an error, and leaves the catalogue alone', async (q) => {
    const body = await search(`q=${encodeURIComponent(q)}`)
    // A page that agrees with its own count: whatever the text matched, nothing broke.
    expect(body.products).toHaveLength(Math.min(body.total, body.pageSize))
    expect(body.hasMore).toBe(body.total > body.pageSize)
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products)
    expect(row?.n).toBe(56)
  })

  it('finds a product however its accents are typed: "pique", "piqué" and "PIQUÉ" alike', async () => {
    const pique = ids(catalogue.filter((p) => /piqué/i.test(`${p.name} ${p.description}`)))
    expect(pique.length).toBeGreaterThan(0)
    for (const q of ['pique', 'piqué', 'PIQUÉ', 'piq', 'pique\u0301']) {
      expect(ids(await everything(`q=${encodeURIComponent(q)}`)).sort()).toEqual(pique.sort())
    }
  })

  it('finds Yoruba names typed without tone marks or dots ("oyo" finds Ọ̀yọ́)', async () => {
    const id = 'oyo-asa-cap'
    await database.db.insert(products).values({
      id,
      name: 'Ọ̀yọ́ Àṣà Cap',
      description: 'A test cap.',
      priceKobo: 1_000_000,
      category: 'HeadWear',
      sizes: ['M'],
      images: ['/images/test.webp'],
    })
    try {
      for (const q of ['oyo', 'asa cap', 'Ọ̀yọ́', 'OYO', 'Oyọ']) {
        expect(ids(await everything(`q=${encodeURIComponent(q)}`)), q).toEqual([id])
      }
    } finally {
      await database.db.delete(products).where(eq(products.id, id))
    }
  })

  it('finds nothing for words no product has, and suggests no name far from them', async () => {
    expect(await search('q=tuxedo')).toMatchObject({
      products: [],
      total: 0,
      hasMore: false,
      nearest: [],
    })
  })

  it('sends the search text to the database as a parameter, never inside the statement', () => {
    const typed = "x'); drop table products; --"
    for (const query of [textQuery(`${typed} hood`), textMatch(`${typed} hood`)]) {
      const { sql: statement, params } = new PgDialect().sqlToQuery(query)
      expect(statement).not.toContain('drop')
      expect(params).toContain(`${typed} hood`)
      expect(params).toContain("'hood':*")
    }
  })
})

describe('a search that forgives (issue 41)', () => {
  const jerseys = () => ids(catalogue.filter((p) => p.category === 'Jersey')).sort()

  it('finds the jerseys for a word typed with a slip: "jersy", "jursey", "jerseyy"', async () => {
    for (const q of ['jersy', 'jursey', 'jerseyy', 'JERSY']) {
      expect(ids(await everything(`q=${q}`)).sort(), q).toEqual(jerseys())
    }
  })

  it('forgives a slip in one word of several, in any order: "indigo hoddie", "hoodie indgo"', async () => {
    for (const q of ['indigo hoddie', 'hoodie indgo', 'hoody indigo', 'adire indigo hoodie']) {
      expect(ids(await everything(`q=${encodeURIComponent(q)}`)), q).toEqual([
        'indigo-adire-hoodie',
      ])
    }
  })

  it('puts the name that comes nearest first', async () => {
    const [first] = await everything(`q=${encodeURIComponent('harmatan zip hoddie')}`)
    expect(first?._id).toBe('harmattan-zip-hoodie')
    const found = ids(await everything('q=sunglases'))
    expect(found.sort()).toEqual(ids(catalogue.filter((p) => p.category === 'Sunglasses')).sort())
  })

  it('finds nothing for a text of stop words alone ("the", "with the"), and ignores them beside others', async () => {
    for (const q of ['the', 'with the', 'THE']) {
      expect((await search(`q=${encodeURIComponent(q)}`)).total, q).toBe(0)
    }
    expect(ids(await everything(`q=${encodeURIComponent('the indigo hoddie')}`))).toEqual([
      'indigo-adire-hoodie',
    ])
  })

  it('does not stretch short words ("hat" finds hats, not the Harmattan Zip Hoodie)', async () => {
    const found = await everything('q=hat')
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((p) => p.category === 'HeadWear')).toBe(true)
  })

  it('keeps the search syntax exact: a slip after a minus or inside quotes is not forgiven', async () => {
    expect((await search(`q=${encodeURIComponent('"indigo hoddie"')}`)).total).toBe(0)
    expect(ids(await everything('q=hoodie%20-zipp'))).toContain('harmattan-zip-hoodie')
  })

  it('suggests the nearest names when a search finds nothing, whatever the filters', async () => {
    const body = await search(`q=${encodeURIComponent('indigo hoodie bucket')}&category=Polo`)
    expect(body).toMatchObject({ products: [], total: 0 })
    expect(body.nearest.length).toBeGreaterThan(0)
    expect(body.nearest.length).toBeLessThanOrEqual(4)
    expect(ids(body.nearest)).toContain('indigo-adire-hoodie')
    expect(ids(body.nearest)).toContain('indigo-adire-bucket-hat')
    // A search that found something suggests nothing.
    expect((await search('q=hoodie')).nearest).toEqual([])
  })
})

describe('size and price filters (issue 41)', () => {
  it('keeps the products made in any of the sizes asked for', async () => {
    const found = await everything('size=XXL&size=38')
    const expected = catalogue.filter((p) => p.sizes.includes('XXL') || p.sizes.includes('38'))
    expect(expected.length).toBeGreaterThan(0)
    expect(ids(found).sort()).toEqual(ids(expected).sort())
  })

  it('keeps the prices in the range, both ends included, in naira', async () => {
    const prices = [...new Set(catalogue.map((p) => p.price))].sort((a, b) => a - b)
    const low = prices[3] as number
    const high = prices[prices.length - 4] as number
    const found = await everything(`minPrice=${low}&maxPrice=${high}`)
    expect(ids(found).sort()).toEqual(
      ids(catalogue.filter((p) => p.price >= low && p.price <= high)).sort(),
    )
    expect(found.some((p) => p.price === low)).toBe(true)
    expect(found.some((p) => p.price === high)).toBe(true)
    expect(ids(await everything(`minPrice=${high}`)).sort()).toEqual(
      ids(catalogue.filter((p) => p.price >= high)).sort(),
    )
  })

  it('combines sizes, prices, departments and a text', async () => {
    const found = await everything('q=hoodie&size=S&maxPrice=40000&category=Hoodie')
    const expected = catalogue.filter(
      (p) => p.category === 'Hoodie' && p.sizes.includes('S') && p.price <= 40_000,
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(ids(found).sort()).toEqual(ids(expected).sort())
  })

  it('offers the sizes of the chosen departments, in size order, whatever the other filters', async () => {
    const all = await search('')
    expect(all.sizes).toEqual(inSizeOrder(catalogue.flatMap((p) => p.sizes)))
    expect(all.sizes.slice(0, 3)).toEqual(['S', 'S/M', 'M'])
    const sunglasses = await search('category=Sunglasses&size=XL&q=hoodie')
    expect(sunglasses.sizes).toEqual(['One size'])
  })

  it('refuses a price range upside down, with the field named', async () => {
    const res = await get('minPrice=30000&maxPrice=10000')
    expect(res.status).toBe(400)
    expect(ErrorResponse.parse(await res.json()).message).toBe(
      'minPrice may not be more than maxPrice',
    )
  })
})

describe('paging', () => {
  it('walks the whole result a page at a time, each product once', async () => {
    const seen: Product[] = []
    for (let page = 1; ; page += 1) {
      const body = await search(`pageSize=10&page=${page}`)
      expect(body).toMatchObject({ page, pageSize: 10, total: 56 })
      seen.push(...body.products)
      if (!body.hasMore) break
    }
    expect(ids(seen)).toEqual(ids([...catalogue].sort(natural)))
  })

  it.each(['newest', 'price-asc', 'price-desc', 'relevance'])(
    'walks a text search a page at a time in its order (%s), each match once',
    async (sort) => {
      const all = await everything(`q=cotton&sort=${sort}`)
      expect(all.length).toBeGreaterThan(7)
      const seen: Product[] = []
      for (let page = 1; ; page += 1) {
        const body = await search(`q=cotton&sort=${sort}&pageSize=3&page=${page}`)
        expect(body).toMatchObject({ page, pageSize: 3, total: all.length })
        seen.push(...body.products)
        if (!body.hasMore) break
      }
      expect(ids(seen)).toEqual(ids(all))
    },
  )

  it('answers the last page short and without more', async () => {
    const body = await search('pageSize=10&page=6')
    expect(body.products).toHaveLength(6)
    expect(body.hasMore).toBe(false)
  })

  it('has no more when a page ends exactly at the last product', async () => {
    const body = await search('pageSize=28&page=2')
    expect(body.products).toHaveLength(28)
    expect(body.hasMore).toBe(false)
  })

  it('answers a page beyond the end with no products, and the total', async () => {
    expect(await search('pageSize=10&page=7')).toMatchObject({
      products: [],
      page: 7,
      total: 56,
      hasMore: false,
    })
    expect(await search('page=10000&q=hoodie')).toMatchObject({ products: [], total: 7 })
  })
})

describe('refused queries', () => {
  it.each([
    ['category=Shoes', /^Unknown category "Shoes"; use HeadWear, Hoodie/],
    ['category=Hoodie,shoes,Boots', /^Unknown category "shoes", "Boots"/],
    ['sort=cheapest', /^sort must be one of relevance, price-asc, price-desc, newest$/],
    ['sort=newest&sort=price-asc', /^sort may be given only once$/],
    ['q=a&q=b', /^q may be given only once$/],
    ['page=0', /^page must be a whole number from 1 to 10000$/],
    ['page=-1', /^page must be a whole number/],
    ['page=1.5', /^page must be a whole number/],
    ['page=two', /^page must be a whole number/],
    ['page=10001', /^page must be a whole number/],
    ['page=1&page=2', /^page may be given only once$/],
    ['pageSize=61', /^pageSize must be a whole number from 1 to 60$/],
    ['pageSize=0', /^pageSize must be a whole number/],
    ['pageSize=1e400', /^pageSize must be a whole number/],
    [`q=${'x'.repeat(201)}`, /^The search text may be at most 200 characters$/],
  ])('%s: 400 with a clear message', async (query, message) => {
    const res = await get(query)
    expect(res.status).toBe(400)
    const body = ErrorResponse.parse(await res.json())
    expect(body.message).toMatch(message)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('ignores parameters it does not know, and empty ones', async () => {
    const body = await search('utm_source=chat&page=&sort=&category=&q=')
    expect(body).toMatchObject({ page: 1, pageSize: PRODUCT_PAGE_SIZE, total: 56 })
  })
})

describe('ETag', () => {
  it('answers a repeat carrying the ETag with 304 and no body', async () => {
    const first = await get('category=Hoodie&sort=price-asc')
    const etag = first.headers.get('etag') ?? ''
    const again = await get('category=Hoodie&sort=price-asc', { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toBe('public, no-cache')
    const among = await get('category=Hoodie&sort=price-asc', {
      'If-None-Match': `W/"other", ${etag}`,
    })
    expect(among.status).toBe(304)
  })

  it('answers a repeat, kept ready ahead of the middleware, as it answered the first', async () => {
    const query = 'category=Polo&sort=price-desc&pageSize=3'
    const headersOf = (res: Response) =>
      Object.fromEntries([...res.headers].filter(([name]) => name !== 'content-length'))
    const encodings: Record<string, string>[] = [{}, { 'Accept-Encoding': 'gzip, br' }]
    for (const encoding of encodings) {
      const first = await get(query, encoding)
      const again = await get(query, encoding)
      expect(again.status).toBe(200)
      expect(headersOf(again)).toEqual(headersOf(first))
      expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()))
      const etag = first.headers.get('etag') ?? ''
      const revalidated = await get(query, { ...encoding, 'If-None-Match': `W/"other", ${etag}` })
      expect(revalidated.status).toBe(304)
      expect(revalidated.headers.get('etag')).toBe(etag)
      expect(revalidated.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('is the same for the same query however it is written, and differs between queries', async () => {
    const etag = async (query: string) => (await get(query)).headers.get('etag')
    expect(await etag('category=Polo,Hoodie')).toBe(await etag('category=Hoodie&category=Polo'))
    expect(await etag('category=Hoodie')).not.toBe(await etag('category=Polo'))
    expect(await etag('page=1')).not.toBe(await etag('page=2'))
    expect(await etag('q=hood')).not.toBe(await etag('q=hoodie'))
  })

  it('changes with the catalogue, and the new answer shows the change', async () => {
    const [cheapest] = (await search('sort=price-asc&pageSize=1')).products
    if (!cheapest) throw new Error('the seeded catalogue is empty')
    const before = await get('sort=price-asc&pageSize=1')
    const etag = before.headers.get('etag') ?? ''
    const setPrice = (naira: number) =>
      database.db
        .update(products)
        .set({ priceKobo: naira * 100 })
        .where(eq(products.id, cheapest._id))
    await setPrice(cheapest.price + 100_000)
    try {
      harness.services.catalogue.invalidate()
      const after = await get('sort=price-asc&pageSize=1', { 'If-None-Match': etag })
      expect(after.status).toBe(200)
      expect(after.headers.get('etag')).not.toBe(etag)
      const [first] = ProductSearchResponse.parse(await after.json()).products
      expect(first?._id).not.toBe(cheapest._id)
    } finally {
      await setPrice(cheapest.price)
      harness.services.catalogue.invalidate()
    }
  })
})

describe('ProductSearch', () => {
  it('takes the validated query and knows nothing of HTTP', async () => {
    const page = await new ProductSearch(database.db).search(
      ProductSearchQuery.parse({ category: ['Short'], q: 'linen', sort: 'price-desc' }),
    )
    expect(ids(page.products)).toEqual(['lekki-linen-shorts'])
    expect(page).toMatchObject({ page: 1, pageSize: PRODUCT_PAGE_SIZE, total: 1, hasMore: false })
  })
})
