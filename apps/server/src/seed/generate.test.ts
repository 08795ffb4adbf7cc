import { Product, ProductListResponse } from '@adire/contract'
import { SEED_PRODUCTS } from '@adire/launch-range'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { products } from '../db/schema.ts'
import { onSale } from '../products/product-rows.ts'
import { textMatch, textQuery } from '../products/search.ts'
import { openTestDatabase } from '../testing/database.ts'
import { testApp } from '../testing/services.ts'
import { generatedProducts, seedGrownCatalogue } from './generate.ts'

describe('generatedProducts', () => {
  it('is the same every time, with distinct ids and dates', () => {
    const first = generatedProducts(2000)
    expect(generatedProducts(2000)).toEqual(first)
    expect(new Set(first.map((p) => p.slug)).size).toBe(2000)
    expect(new Set(first.map((p) => p.addedDaysAgo)).size).toBe(2000)
    expect(first.every((p) => p.slug.length <= 64)).toBe(true)
  })
})

describe('seedGrownCatalogue', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(() => database.close())

  it('seeds the launch range and generated products up to the total, valid for the API', async () => {
    expect(await seedGrownCatalogue(database.db, 1200)).toBe(1200)
    const { app } = testApp(database.db)
    const list = ProductListResponse.parse(await (await app.request('/api/products/list')).json())
    expect(list.products).toHaveLength(1200)
    for (const product of list.products) Product.parse(product)
    // The launch range is the newest: a grown store still opens on it.
    expect(
      list.products
        .slice(0, SEED_PRODUCTS.length)
        .map((p) => p._id)
        .sort(),
    ).toEqual(SEED_PRODUCTS.map((p) => p.slug).sort())
    // A filled catalogue is left alone.
    expect(await seedGrownCatalogue(database.db, 5000)).toBe(0)
  })

  it('searches the grown catalogue through its text indexes, not by reading every product', async () => {
    // After the test above: 1,200 products, of which about one in eight are hoodies. As every
    // shopper's search, it asks for the live products: the indexes hold only those.
    const plan = async (match: SQL) => {
      const { rows } = (await database.db.execute(
        sql`explain select ${products.id} from ${products} where ${match} and ${onSale}`,
      )) as { rows: Record<string, string>[] }
      return rows.map((row) => Object.values(row)[0]).join('\n')
    }
    expect(await plan(sql`${products.searchVector} @@ ${textQuery('hoodie')}`)).toContain(
      'products_search_idx',
    )
    // A search that forgives slips reads both: the words, and the names by trigrams.
    const forgiving = await plan(textMatch('indigo hoddie'))
    expect(forgiving).toContain('products_search_idx')
    expect(forgiving).toContain('products_search_name_idx')
    expect(forgiving).not.toContain('Seq Scan')
  })
})
