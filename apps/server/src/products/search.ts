import type { Product, ProductSearchQuery } from '@adire/contract'
import { type AnyColumn, and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { products } from '../db/schema.ts'
import { onSale, productColumns, toProduct } from './product-rows.ts'

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

/** What a page is sorted by: columns of the products, or of a text search's matches. */
interface SortKeys {
  id: AnyColumn
  createdAt: AnyColumn
  priceKobo: AnyColumn
  /** A text search's rank; without a text, "relevance" is the catalogue's own order. */
  rank?: AnyColumn | SQL.Aliased<number>
}

/** The order of `sort`, then the catalogue's own: newest first, and by id for the same moment. */
function orderOf(sort: ProductSearchQuery['sort'], keys: SortKeys): SQL[] {
  const newestFirst = [desc(keys.createdAt), asc(keys.id)]
  if (sort === 'price-asc') return [asc(keys.priceKobo), ...newestFirst]
  if (sort === 'price-desc') return [desc(keys.priceKobo), ...newestFirst]
  if (sort === 'relevance' && keys.rank) return [desc(keys.rank), ...newestFirst]
  return newestFirst
}

/**
 * Finds products a page at a time: filtered by category, searched with PostgreSQL's full-text
 * search, sorted. Knows nothing of HTTP; the query comes validated (`ProductSearchQuery`).
 */
export class ProductSearch {
  constructor(private readonly db: Database) {}

  async search(query: ProductSearchQuery): Promise<ProductPage> {
    const { page, pageSize } = query
    const { rows, total } = query.q
      ? await this.#searchText(query, query.q)
      : await this.#browse(query)
    return {
      products: rows.map(toProduct),
      page,
      pageSize,
      total,
      hasMore: page * pageSize < total,
    }
  }

  /**
   * Without a text, the catalogue's indexes give the page in order (category, date, price), and
   * the count beside it.
   */
  async #browse({ category, sort, page, pageSize }: ProductSearchQuery) {
    const where = and(
      onSale,
      category.length > 0 ? inArray(products.category, category) : undefined,
    )
    const order = orderOf(sort, products)
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
    return { rows, total: counted?.n ?? 0 }
  }

  /**
   * With a text, one statement: the matches are found through the text index once (only their
   * id and sort keys), counted, sorted, and the page's products read by id. Left to choose, the
   * planner would walk the date index and test every product's text until the page's offset was
   * reached: fine for page 1 of a common word, 5–10 times slower for later pages at 10,000
   * products, and a full walk for a page past the end.
   */
  async #searchText({ category, sort, page, pageSize }: ProductSearchQuery, q: string) {
    const text = textQuery(q)
    const matched = this.db.$with('matched').as(
      this.db
        .select({
          id: products.id,
          createdAt: products.createdAt,
          priceKobo: products.priceKobo,
          // Ranked only when sorted by it: the rank reads each match's whole text vector.
          rank: (sort === 'relevance'
            ? sql<number>`ts_rank(${products.searchVector}, ${text})`
            : sql<number>`0`
          ).as('rank'),
        })
        .from(products)
        .where(
          and(
            onSale,
            sql`${products.searchVector} @@ ${text}`,
            category.length > 0 ? inArray(products.category, category) : undefined,
          ),
        ),
    )
    const counted = this.db
      .$with('counted')
      .as(this.db.select({ total: sql<number>`count(*)::int`.as('total') }).from(matched))
    const pageOfMatches = this.db.$with('page_of_matches').as(
      this.db
        .select()
        .from(matched)
        .orderBy(...orderOf(sort, matched))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    )
    // `counted` has one row, so even a page past the end answers the total.
    const rows = await this.db
      .with(matched, counted, pageOfMatches)
      .select({ total: counted.total, product: productColumns })
      .from(counted)
      .leftJoin(pageOfMatches, sql`true`)
      .leftJoin(products, eq(products.id, pageOfMatches.id))
      .orderBy(...orderOf(sort, pageOfMatches))
    return {
      rows: rows.flatMap(({ product }) => (product ? [product] : [])),
      total: rows[0]?.total ?? 0,
    }
  }
}
