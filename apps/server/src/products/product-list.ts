import { createHash } from 'node:crypto'
import { type Department, type Product, ProductListResponse } from '@adire/contract'
import type { Database } from '../db/client.ts'
import { products } from '../db/schema.ts'
import { type Prepared, precompressAside } from '../http/precompressed.ts'
import {
  CATALOGUE_ORDER,
  onSale,
  productColumns,
  readDepartments,
  toProduct,
} from './product-rows.ts'

/**
 * The products, and the `GET /api/products/list` body serialized and compressed once; with the
 * shop's departments, which the same changes invalidate (products/departments.ts) and which the
 * ETag also names, so that every answer and page made from the list follows a renamed department.
 */
export interface CachedProductList extends Prepared {
  products: Product[]
  /** In the shop's order. */
  departments: Department[]
}

/**
 * Reads the catalogue. The product list is the store's hottest read (the list endpoint, every
 * page's meta tags, the sitemap), so it is read, validated and serialized once and kept with
 * its ETag until `invalidate()` is called by whatever changes products.
 */
export class ProductListCache {
  #cached: Promise<CachedProductList> | undefined

  constructor(private readonly db: Database) {}

  async #read(): Promise<CachedProductList> {
    const rows = await this.db
      .select(productColumns)
      .from(products)
      .where(onSale)
      .orderBy(...CATALOGUE_ORDER)
    const departments = await readDepartments(this.db)
    const response = ProductListResponse.parse({ success: true, products: rows.map(toProduct) })
    const json = JSON.stringify(response)
    const etag = `W/"${createHash('sha1').update(json).update(JSON.stringify(departments)).digest('base64url')}"`
    return { products: response.products, departments, body: await precompressAside(json), etag }
  }

  current(): Promise<CachedProductList> {
    this.#cached ??= this.#read()
    const pending = this.#cached
    // A failed read must not be cached: the next request tries again.
    pending.catch(() => {
      if (this.#cached === pending) this.#cached = undefined
    })
    return pending
  }

  async list(): Promise<Product[]> {
    return (await this.current()).products
  }

  /** The shop's departments, in order. */
  async departments(): Promise<Department[]> {
    return (await this.current()).departments
  }

  invalidate(): void {
    this.#cached = undefined
  }
}
