import { PAGE_ROUTES, type Product, type ProductSearchResponse, productPath } from '@adire/contract'
import {
  CategoryFilter,
  Container,
  FilterDisclosure,
  LoadMore,
  type LoadMoreStatus,
  NoResults,
  PriceFilter,
  ProductGrid,
  ResultCount,
  SearchField,
  SectionTitle,
  SizeFilter,
  SortSelect,
} from '@adire/ui'
import { keepPreviousData, type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useDepartments } from '../../api/store.ts'
import { useSearchParams } from '../../app/router.tsx'
import { usePageMeta } from '../../app/usePageMeta.ts'
import { productQueries } from '../api/products.ts'
import {
  activeFilterCount,
  type BrowseState,
  browseFilter,
  browseParamsToSearch,
  hasOutdatedFilters,
  MAX_PAGES_SHOWN,
  parseBrowseParams,
  priceRange,
} from '../collection/browse.ts'

/** Long enough to wait out a word being typed, short enough to feel live. */
const SEARCH_DEBOUNCE_MS = 250

/** Cards in the first screenful load their images at once; the rest wait for the scroll. */
const EAGER_IMAGES = 4
/** The first row (two cards on a phone) holds the page's largest paint. */
const PRIORITY_IMAGES = 2

/**
 * The catalogue with department, size and price filters, a sort order and a text search,
 * filtered, sorted and searched by the server (`GET /api/products`) and shown a page at a time
 * with "Load more products". The URL holds the state (`?filter=`, `?size=`, `?minPrice=`,
 * `?maxPrice=`, `?sort=`, `?q=`, `?pages=`), so a view can be shared, survives a reload and
 * Back, and follows links such as the footer's categories while the page is open.
 */
export default function CollectionPage() {
  usePageMeta('collection')
  const [searchParams, setSearchParams] = useSearchParams()
  const departments = useDepartments()
  const browse = useMemo(
    () => parseBrowseParams(searchParams, departments),
    [searchParams, departments],
  )
  const filter = useMemo(() => browseFilter(browse), [browse])

  // One query per page shown, each cached on its own: "load more" fetches one page, and a
  // reloaded or shared URL fetches its pages side by side. The first page keeps the previous
  // filter's results on screen while a new filter's arrive, so the grid does not flash empty
  // (its own `useQuery`: only a lasting observer can hand over the previous data).
  const first = useQuery({
    ...productQueries.page(filter, 1),
    placeholderData: keepPreviousData,
  })
  const later = useQueries({
    queries: Array.from({ length: browse.pages - 1 }, (_, index) =>
      productQueries.page(filter, index + 2),
    ),
  })
  const pages = [first, ...later]
  const { status } = first
  const total = first.data?.total ?? 0

  // The products of every page in order, up to the first page not in yet, and that page's state.
  const { products, next } = pagesShown(pages)

  // The URLs this page wrote itself, so their arrival is not mistaken for a link from outside.
  const ownSearches = useRef(new Set<string>())

  // Every control replaces the history entry: Back leaves the collection, it does not step
  // through each ticked box or each page loaded.
  const write = useCallback(
    (next: BrowseState) => {
      const search = browseParamsToSearch(next, searchParams, departments)
      if (search.toString() === searchParams.toString()) return
      ownSearches.current.add(search.toString())
      setSearchParams(search, { replace: true })
    },
    [searchParams, setSearchParams, departments],
  )

  // A link from before a department's rename (or the footer's `Hoodle`) shows the department it
  // names, and the address bar then shows its current name (docs/product.md §11.13).
  useEffect(() => {
    if (hasOutdatedFilters(searchParams, departments)) write(browse)
  }, [searchParams, departments, browse, write])
  /** A new filter, sort or search starts again from its first page. */
  const refine = (changes: Partial<BrowseState>) => write({ ...browse, ...changes, pages: 1 })

  // The search box runs ahead of the URL while the shopper types.
  const [queryInput, setQueryInput] = useState(browse.query)

  // A URL from outside (a footer link, Back, an edited address) resets the box to its query.
  // The page's own writes are skipped: the box may already hold newer keystrokes than they do.
  useEffect(() => {
    const search = searchParams.toString()
    if (ownSearches.current.delete(search)) return
    ownSearches.current.clear()
    setQueryInput(browse.query)
  }, [searchParams, browse.query])

  useEffect(() => {
    if (queryInput.trim() === browse.query) return
    const timer = setTimeout(
      () => write({ ...browse, query: queryInput, pages: 1 }),
      SEARCH_DEBOUNCE_MS,
    )
    return () => clearTimeout(timer)
  }, [queryInput, browse, write])

  const clearFilters = () => {
    setQueryInput('')
    // The sort order is kept: it hides nothing, and the shopper chose it.
    refine({ categories: [], sizes: [], minPrice: undefined, maxPrice: undefined, query: '' })
  }

  const activeFilters = activeFilterCount(browse)
  const filtered = activeFilters > 0 || browse.query !== ''
  // The size choices stay while a new filter's first page comes (it keeps the previous one).
  const sizes = first.data?.sizes ?? []
  // Filters make no sense beside an error or an empty shop; while loading they stay, so the
  // page does not jump when the products arrive.
  const showControls = status === 'pending' || (status === 'success' && (total > 0 || filtered))

  // Only the parameters the page reads: the server renders this link without the others
  // (campaign tags), and the first render in the browser must match it. A click keeps them.
  const moreHref = `${PAGE_ROUTES.collection}?${browseParamsToSearch(
    { ...browse, pages: browse.pages + 1 },
    undefined,
    departments,
  )}`
  let moreStatus: LoadMoreStatus | undefined
  if (status === 'success' && next === undefined) {
    // Every match is shown: say so once the shopper has paged, not under a short list.
    moreStatus = browse.pages > 1 ? 'done' : undefined
  } else if (status === 'success' && next) {
    moreStatus =
      next.page === undefined
        ? browse.pages >= MAX_PAGES_SHOWN
          ? 'limit'
          : 'idle'
        : next.page.status === 'error'
          ? 'error'
          : 'loading'
  }

  return (
    <Container className="py-10">
      <div className="md:flex md:items-start md:justify-between md:gap-8">
        <SectionTitle level={1} text1="ALL" text2="COLLECTIONS" className="max-md:mb-5" />
        {showControls ? (
          <SearchField
            value={queryInput}
            onValueChange={setQueryInput}
            onSearch={(query) => refine({ query })}
            className="mb-4 md:mb-6 md:w-80 md:shrink-0"
          />
        ) : null}
      </div>

      {showControls ? (
        <div className="md:grid md:grid-cols-[12rem_minmax(0,1fr)] md:gap-8 lg:gap-10">
          <FilterDisclosure
            activeCount={activeFilters}
            doneLabel={status === 'success' ? showProductsLabel(total) : 'Done'}
            className="mb-4 md:sticky md:top-24 md:mb-0 md:self-start"
          >
            <div className="flex flex-col gap-6">
              <CategoryFilter
                departments={departments}
                value={browse.categories}
                onValueChange={(categories) => refine({ categories })}
              />
              <SizeFilter
                sizes={sizes}
                value={browse.sizes}
                onValueChange={(sizes) => refine({ sizes })}
              />
              <PriceFilter
                minPrice={browse.minPrice}
                maxPrice={browse.maxPrice}
                onApply={({ minPrice, maxPrice }) => refine(priceRange(minPrice, maxPrice))}
              />
            </div>
          </FilterDisclosure>

          <section aria-label="Products" aria-busy={first.isPlaceholderData ? true : undefined}>
            <div className="mb-5 flex min-h-10 flex-wrap items-center justify-between gap-x-4 gap-y-2 md:mb-6">
              {status === 'success' ? (
                <ResultCount count={products.length} total={total} />
              ) : (
                <span />
              )}
              <SortSelect value={browse.sort} onValueChange={(sort) => refine({ sort })} />
            </div>
            {status === 'success' && total === 0 ? (
              <NoResults
                onClear={clearFilters}
                nearest={first.data?.nearest}
                departments={departments}
              />
            ) : (
              <ProductGrid
                products={products}
                status={status}
                emptyMessage="No products to show yet."
                hrefFor={(p) => productPath(p._id)}
                eagerCount={EAGER_IMAGES}
                priorityCount={PRIORITY_IMAGES}
                // The sidebar takes a column's width from md up.
                columns="beside-filters"
                className={first.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
              />
            )}
            {moreStatus ? (
              <LoadMore
                href={moreHref}
                status={moreStatus}
                total={total}
                errorMessage={next?.page?.error?.message}
                onLoadMore={() => write({ ...browse, pages: browse.pages + 1 })}
                onRetry={() => void next?.page?.refetch()}
              />
            ) : null}
          </section>
        </div>
      ) : (
        <ProductGrid
          products={[]}
          status={status}
          errorMessage={first.error?.message}
          emptyMessage="No products to show yet."
          hrefFor={(p) => productPath(p._id)}
        />
      )}
    </Container>
  )
}

/** The filter sheet's closing button on a phone: what the shopper goes back to. */
const showProductsLabel = (total: number) =>
  total === 0 ? 'Show results' : `Show ${total} ${total === 1 ? 'product' : 'products'}`

/**
 * The products of the pages in order, up to the first page not in yet (loading or failed) and
 * that page, if any; `next` is undefined once a page says nothing follows it, and has no page
 * when the next one is not asked for yet. Pages after the end (a URL asking for more pages than
 * there are) are never waited for.
 */
function pagesShown(pages: UseQueryResult<ProductSearchResponse>[]): {
  products: Product[]
  next: { page: UseQueryResult<ProductSearchResponse> | undefined } | undefined
} {
  const products: Product[] = []
  for (const page of pages) {
    if (page.status !== 'success') return { products, next: { page } }
    products.push(...page.data.products)
    if (!page.data.hasMore) return { products, next: undefined }
  }
  return { products, next: { page: undefined } }
}
