import { Spinner } from '@adire/ui'

/**
 * docs/product.md §2's `No product found`, announced: the product 404 page's heading, also shown
 * alone while the code of its suggestions loads.
 */
export function NotFoundHeading() {
  return (
    <div role="alert">
      <h1 className="text-2xl font-semibold text-balance sm:text-3xl">No product found</h1>
    </div>
  )
}

/** While the page's suggestions (or their code) are on their way. */
export function SuggestionsLoading() {
  return (
    <div className="flex justify-center py-12">
      <Spinner label="Loading suggestions" />
    </div>
  )
}
