import { pageMeta, productPath } from '@adire/contract'
import {
  CategoryFilter,
  Container,
  FilterDisclosure,
  NoResults,
  ProductGrid,
  ResultCount,
  SearchField,
  SectionTitle,
  SortSelect,
} from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { productQueries } from '../api/products.ts'
import { usePageMeta } from '../app/usePageMeta.ts'
import {
  applyBrowse,
  type BrowseState,
  browseParamsToSearch,
  parseBrowseParams,
} from '../catalogue/browse.ts'

/** Long enough to wait out a word being typed, short enough to feel live. */
const SEARCH_DEBOUNCE_MS = 250

/** Cards in the first screenful load their images at once; the rest wait for the scroll. */
const EAGER_IMAGES = 4
/** The first row (two cards on a phone) holds the page's largest paint. */
const PRIORITY_IMAGES = 2

/**
 * The whole catalogue with category filters, a sort order and a text search. The URL holds the
 * state (`?filter=`, `?sort=`, `?q=`), so a filtered view can be shared, survives a reload, and
 * follows links such as the footer's categories while the page is open.
 */
export default function CollectionPage() {
  usePageMeta(pageMeta('collection'))
  const { data, status, error } = useQuery(productQueries.list())
  const [searchParams, setSearchParams] = useSearchParams()
  const browse = useMemo(() => parseBrowseParams(searchParams), [searchParams])
  const results = useMemo(() => applyBrowse(data ?? [], browse), [data, browse])

  // The URLs this page wrote itself, so their arrival is not mistaken for a link from outside.
  const ownSearches = useRef(new Set<string>())

  // Every control replaces the history entry: Back leaves the collection, it does not step
  // through each ticked box.
  const write = useCallback(
    (next: BrowseState) => {
      const search = browseParamsToSearch(next, searchParams)
      if (search.toString() === searchParams.toString()) return
      ownSearches.current.add(search.toString())
      setSearchParams(search, { replace: true, preventScrollReset: true })
    },
    [searchParams, setSearchParams],
  )

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
    const timer = setTimeout(() => write({ ...browse, query: queryInput }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [queryInput, browse, write])

  const clearFilters = () => {
    setQueryInput('')
    // The sort order is kept: it hides nothing, and the shopper chose it.
    write({ ...browse, categories: [], query: '' })
  }

  // Filters make no sense beside an error or an empty shop; while loading they stay, so the
  // page does not jump when the products arrive.
  const showControls = status === 'pending' || (status === 'success' && data.length > 0)

  return (
    <Container className="py-10">
      <div className="md:flex md:items-start md:justify-between md:gap-8">
        <SectionTitle level={1} text1="ALL" text2="COLLECTIONS" className="max-md:mb-5" />
        {showControls ? (
          <SearchField
            value={queryInput}
            onValueChange={setQueryInput}
            onSearch={(query) => write({ ...browse, query })}
            className="mb-4 md:mb-6 md:w-80 md:shrink-0"
          />
        ) : null}
      </div>

      {showControls ? (
        <div className="md:grid md:grid-cols-[12rem_minmax(0,1fr)] md:gap-8 lg:gap-10">
          <FilterDisclosure
            activeCount={browse.categories.length}
            className="mb-4 md:sticky md:top-24 md:mb-0 md:self-start"
          >
            <CategoryFilter
              value={browse.categories}
              onValueChange={(categories) => write({ ...browse, categories })}
            />
          </FilterDisclosure>

          <section aria-label="Products">
            <div className="mb-5 flex min-h-10 flex-wrap items-center justify-between gap-x-4 gap-y-2 md:mb-6">
              {status === 'success' ? <ResultCount count={results.length} /> : <span />}
              <SortSelect
                value={browse.sort}
                onValueChange={(sort) => write({ ...browse, sort })}
              />
            </div>
            {status === 'success' && results.length === 0 ? (
              <NoResults onClear={clearFilters} />
            ) : (
              <ProductGrid
                products={results}
                status={status}
                emptyMessage="No products to show yet."
                hrefFor={(p) => productPath(p._id)}
                eagerCount={EAGER_IMAGES}
                priorityCount={PRIORITY_IMAGES}
                // The sidebar takes a column's width from md up.
                columns="beside-filters"
              />
            )}
          </section>
        </div>
      ) : (
        <ProductGrid
          products={data ?? []}
          status={status}
          errorMessage={error?.message}
          emptyMessage="No products to show yet."
          hrefFor={(p) => productPath(p._id)}
        />
      )}
    </Container>
  )
}
