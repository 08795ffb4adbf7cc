import { collectionPath } from '@adire/contract'
import { Container, Link, Spinner } from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { useDepartments } from '../../api/store.ts'
import { productQueries } from '../api/products.ts'
import { browseFilter, DEFAULT_BROWSE_STATE } from '../collection/browse.ts'
import { ProductRow } from './ProductRow.tsx'

/** docs/product.md §2's `No product found`, announced: the product 404 page's heading. */
function NotFoundHeading() {
  return (
    <div role="alert">
      <h1 className="text-2xl font-semibold text-balance sm:text-3xl">No product found</h1>
    </div>
  )
}

/** While the page's suggestions are on their way. */
function SuggestionsLoading() {
  return (
    <div className="flex justify-center py-12">
      <Spinner label="Loading suggestions" />
    </div>
  )
}

/**
 * An address no product has (a mistyped or truncated link): docs/product.md §2's `No product
 * found`, then what the shopper may have meant (issue 41): the products whose names match the
 * address's words (`/productdetails/indigo-hoodi` finds the Indigo Adire Hoodie), else the
 * store's latest, and every department.
 */
export function ProductNotFound({ id }: { id: string }) {
  const words = id.replace(/[-_.]+/g, ' ').trim()
  const nearest = useQuery({
    ...productQueries.page(browseFilter({ ...DEFAULT_BROWSE_STATE, query: words }), 1),
    enabled: words.length > 0,
  })
  const found = nearest.data?.products ?? []
  const latest = useQuery({
    ...productQueries.featured(),
    enabled: nearest.isSuccess && found.length === 0,
  })
  const suggestions = found.length > 0 ? found : (latest.data ?? [])
  const loading = (words.length > 0 && nearest.isPending) || latest.isLoading
  const departments = useDepartments()
  return (
    <Container className="py-12 sm:py-16">
      <NotFoundHeading />
      <p className="mt-3 text-muted">
        The link may be mistyped, or the product renamed. Shop a department:
      </p>
      <ul aria-label="Departments" className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
        {departments.map((category) => (
          <li key={category.id}>
            <Link
              href={collectionPath(category.slug)}
              className="font-medium text-ink underline underline-offset-4 hover:text-accent"
            >
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
      {loading ? <SuggestionsLoading /> : null}
      <ProductRow
        id="suggestions-title"
        text1={found.length > 0 ? 'Were you' : 'New'}
        text2={found.length > 0 ? 'looking for' : 'in store'}
        products={suggestions.slice(0, 6)}
        className="mt-12 sm:mt-16"
      />
    </Container>
  )
}
