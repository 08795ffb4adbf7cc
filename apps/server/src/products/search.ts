import type { Product, ProductSearchQuery } from '@adire/contract'
import { and, asc, count, desc, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { products } from '../db/schema.ts'
import { productColumns, toProduct } from './catalogue.ts'

/** One page of a product search. */
export interface ProductPage {
  products: Product[]
  page: number
  pageSize: number
  /** How many products match in all. */
  total: number
  /** Whether a later page has more. */
  hasMore: boolean
}

/** The text-search configuration of `products.search_vector` (see db/schema.ts): English stems. */
const CONFIG = sql`'english'::regconfig`

/**
 * `text` without accents and tone marks, as `search_vector` is made (db/schema.ts, `unaccented`:
 * the same marks, U+0300–U+036F): "piqué" and "pique" find the same polo.
 */
export function unaccent(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
}

/**
 * A search text that ends in a plain word (letters, marks and digits only), with that word: the
 * one the shopper may still be typing. A text ending in anything else (a quote, `-zip`) ends
 * in an operator of the search syntax, which is left to mean what it says.
 */
const LAST_WORD = /(^|\s)([\p{L}\p{M}\p{N}]+)$/u

/**
 * The text query for what a shopper typed, as SQL with the text as parameters (never spliced
 * into the statement). `websearch_to_tsquery` reads it as a web search box does (words,
 * "quoted phrases", `-word`, `or`) and never fails on any input; so that "hood" already finds
 * hoodies while it is being typed, a text ending in a plain word also matches with that word as
 * a prefix (`indigo hood` as `indigo & hood:*`). The prefix is quoted for `to_tsquery`, which is
 * safe because the word holds no quote, backslash or operator.
 */
export function textQuery(typed: string): SQL {
  const text = unaccent(typed)
  const whole = sql`websearch_to_tsquery(${CONFIG}, ${text})`
  const last = LAST_WORD.exec(text)
  if (!last?.[2]) return whole
  const before = text.slice(0, last.index)
  const typing = sql`(websearch_to_tsquery(${CONFIG}, ${before}) && to_tsquery(${CONFIG}, ${`'${last[2]}':*`}))`
  return sql`(${whole} || ${typing})`
}

/** The catalogue's own order: newest first, and by id for products added at the same moment. */
const NATURAL_ORDER = [desc(products.createdAt), asc(products.id)]

/**
 * Finds products a page at a time: filtered by category, searched with PostgreSQL's full-text
 * search, sorted. Knows nothing of HTTP; the query comes validated (`ProductSearchQuery`).
 */
export class ProductSearch {
  constructor(private readonly db: Database) {}

  async search({ category, sort, q, page, pageSize }: ProductSearchQuery): Promise<ProductPage> {
    const text = q ? textQuery(q) : undefined
    const matches = text ? sql`${products.searchVector} @@ ${text}` : undefined
    const where = and(
      category.length > 0 ? inArray(products.category, category) : undefined,
      matches,
    )
    const order: SQL[] =
      sort === 'price-asc'
        ? [asc(products.priceKobo), ...NATURAL_ORDER]
        : sort === 'price-desc'
          ? [desc(products.priceKobo), ...NATURAL_ORDER]
          : sort === 'relevance' && text
            ? [desc(sql`ts_rank(${products.searchVector}, ${text})`), ...NATURAL_ORDER]
            : NATURAL_ORDER

    const [rows, [counted]] = await Promise.all([
      this.db
        .select(productColumns)
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(products).where(where),
    ])
    const total = counted?.n ?? 0
    return {
      products: rows.map(toProduct),
      page,
      pageSize,
      total,
      hasMore: page * pageSize < total,
    }
  }
}
