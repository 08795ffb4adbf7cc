import {
  inSizeOrder,
  NEAREST_PRODUCTS_LIMIT,
  nairaToKobo,
  type Product,
  type ProductSearchQuery,
} from '@adire/contract'
import {
  type AnyColumn,
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm'
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
  /** The sizes of the chosen departments, for the size filter. */
  sizes: string[]
  /** For a text that matched nothing: the products with the nearest names. */
  nearest: Product[]
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

/**
 * A word the search forgives a slip in: four or more letters or digits (shorter words find too
 * much by trigrams: "hat" would find "harmattan"; db/client.ts, `WORD_SIMILARITY_THRESHOLD`).
 */
const FORGIVABLE_WORD = /^[\p{L}\p{N}]{4,}$/u

/**
 * A text typed as plain words: none excluded (`-zip`), quoted or joined by `or`. Only such a text
 * is also searched word by word with slips forgiven; the search syntax means what it says.
 */
function plainWords(text: string): string[] | undefined {
  const chunks = text.split(/\s+/).filter(Boolean)
  if (chunks.some((chunk) => chunk.startsWith('-') || chunk.includes('"') || /^or$/i.test(chunk))) {
    return undefined
  }
  return chunks.flatMap((chunk) => chunk.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter(Boolean)
}

/**
 * Which products a text finds, as SQL. Full-text search first (`textQuery`: stems, prefixes, the
 * search syntax); and, for a text of plain words, also the products for which every word is found
 * either that way or, for a word of four letters or more, as a near miss of a word of the name or
 * department (pg_trgm's `<%`, served by `products_search_name_idx`). So "jersy", "indigo hoddie"
 * and "hoodie indigo" all find the Indigo Adire Hoodie's kind, while "hoodie -zip" still means
 * what it says.
 */
export function textMatch(typed: string): SQL {
  const exact = sql`${products.searchVector} @@ ${textQuery(typed)}`
  const words = plainWords(unaccent(typed))
  if (!words || words.length === 0) return exact
  const stemmed = (word: string) => sql`to_tsquery(${CONFIG}, ${`'${word}':*`})`
  const eachWord = words.map((word) => {
    // A stop word ("the") makes an empty query, which matches nothing: it asks for nothing.
    const found = sql`(numnode(${stemmed(word)}) = 0 or ${products.searchVector} @@ ${stemmed(word)})`
    return FORGIVABLE_WORD.test(word) ? sql`(${found} or ${word} <% ${products.searchName})` : found
  })
  // A text of stop words alone ("the", "with") asks for nothing, so it finds nothing.
  const asksForSomething = sql`(${sql.join(
    words.map((word) => sql`numnode(${stemmed(word)}) > 0`),
    sql` or `,
  )})`
  return sql`(${exact} or (${and(asksForSomething, ...eachWord)}))`
}

/**
 * How well a product matches a text: the full-text rank (the name weighs most, then the
 * department, then the description) and how near the text comes to the name and department, so
 * a name matched with a slip still comes before a word found only in a description.
 */
function textRank(typed: string): SQL<number> {
  return sql<number>`(ts_rank(${products.searchVector}, ${textQuery(typed)}) + word_similarity(${unaccent(typed)}, ${products.searchName}))`
}

/** How near a text must come to a name (and department) for the name to be suggested. */
const NEAREST_SIMILARITY = 0.3

/**
 * What one costs now, in kobo: the sale price while on sale (docs/product.md §11.4). The shop
 * sorts and filters by it, as shoppers read the price; the catalogue's price indexes are on it.
 */
const shopPriceKobo = sql<number>`coalesce(${products.salePriceKobo}, ${products.priceKobo})`

/** What a page is sorted by: columns of the products, or of a text search's matches. */
interface SortKeys {
  id: AnyColumn
  createdAt: AnyColumn
  priceKobo: AnyColumn | SQL<number> | SQL.Aliased<number>
  /** A text search's rank; without a text, "relevance" is the catalogue's own order. */
  rank?: AnyColumn | SQL.Aliased<number>
}

/** The catalogue's own columns as sort keys. */
const catalogueKeys: SortKeys = {
  id: products.id,
  createdAt: products.createdAt,
  priceKobo: shopPriceKobo,
}

/** The order of `sort`, then the catalogue's own: newest first, and by id for the same moment. */
function orderOf(sort: ProductSearchQuery['sort'], keys: SortKeys): SQL[] {
  const newestFirst = [desc(keys.createdAt), asc(keys.id)]
  if (sort === 'price-asc') return [asc(keys.priceKobo), ...newestFirst]
  if (sort === 'price-desc') return [desc(keys.priceKobo), ...newestFirst]
  if (sort === 'relevance' && keys.rank) return [desc(keys.rank), ...newestFirst]
  return newestFirst
}

/** The departments chosen, or every one. */
const inCategories = (category: ProductSearchQuery['category']) =>
  category.length > 0 ? inArray(products.category, category) : undefined

/** The filters other than the text: departments, sizes (any of them) and the price range. */
function filtersOf({ category, size, minPrice, maxPrice }: ProductSearchQuery): SQL | undefined {
  return and(
    onSale,
    inCategories(category),
    size.length > 0 ? arrayOverlaps(products.sizes, size) : undefined,
    minPrice !== undefined ? gte(shopPriceKobo, nairaToKobo(minPrice)) : undefined,
    maxPrice !== undefined ? lte(shopPriceKobo, nairaToKobo(maxPrice)) : undefined,
  )
}

/**
 * Finds products a page at a time: filtered by category, size and price, searched with
 * PostgreSQL's full-text search (forgiving slips by trigrams), sorted. Knows nothing of HTTP; the
 * query comes validated (`ProductSearchQuery`).
 */
export class ProductSearch {
  constructor(private readonly db: Database) {}

  async search(query: ProductSearchQuery): Promise<ProductPage> {
    const { page, pageSize } = query
    const [{ rows, total }, sizes] = await Promise.all([
      query.q ? this.#searchText(query, query.q) : this.#browse(query),
      this.#sizes(query.category),
    ])
    const nearest = query.q && total === 0 ? await this.#nearest(query.q) : []
    return {
      products: rows.map(toProduct),
      page,
      pageSize,
      total,
      hasMore: page * pageSize < total,
      sizes,
      nearest,
    }
  }

  /** The sizes the departments' products on sale come in, in size order. */
  async #sizes(category: ProductSearchQuery['category']): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ size: sql<string>`unnest(${products.sizes})` })
      .from(products)
      .where(and(onSale, inCategories(category)))
    return inSizeOrder(rows.map((row) => row.size))
  }

  /**
   * The products on sale whose names (and departments) come nearest to a text that found
   * nothing, however far the filters were narrowed: what the shopper may have meant.
   */
  async #nearest(q: string): Promise<Product[]> {
    const similarity = sql<number>`word_similarity(${unaccent(q)}, ${products.searchName})`
    const rows = await this.db
      .select(productColumns)
      .from(products)
      .where(and(onSale, sql`${similarity} >= ${NEAREST_SIMILARITY}`))
      .orderBy(desc(similarity), ...orderOf('newest', catalogueKeys))
      .limit(NEAREST_PRODUCTS_LIMIT)
    return rows.map(toProduct)
  }

  /**
   * Without a text, the catalogue's indexes give the page in order (category, date, price), and
   * the count beside it.
   */
  async #browse(query: ProductSearchQuery) {
    const { sort, page, pageSize } = query
    const where = filtersOf(query)
    const order = orderOf(sort, catalogueKeys)
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
   * With a text, one statement: the matches are found through the text indexes once (only their
   * id and sort keys), counted, sorted, and the page's products read by id. Left to choose, the
   * planner would walk the date index and test every product's text until the page's offset was
   * reached: fine for page 1 of a common word, 5–10 times slower for later pages at 10,000
   * products, and a full walk for a page past the end.
   */
  async #searchText(query: ProductSearchQuery, q: string) {
    const { sort, page, pageSize } = query
    const matched = this.db.$with('matched').as(
      this.db
        .select({
          id: products.id,
          createdAt: products.createdAt,
          priceKobo: shopPriceKobo.as('shop_price_kobo'),
          // Ranked only when sorted by it: the rank reads each match's whole text vector.
          rank: (sort === 'relevance' ? textRank(q) : sql<number>`0`).as('rank'),
        })
        .from(products)
        .where(and(filtersOf(query), textMatch(q))),
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
