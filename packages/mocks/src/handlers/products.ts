// `/api/products/list`, `/api/products/featured` and `/api/products/:id` over the fixtures, as
// the server's products folder answers them, with named variants for stories.
import {
  type ErrorResponse,
  featuredProducts,
  PRODUCT_GONE_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  PRODUCTS_FAILED_MESSAGE,
  type Product,
  type ProductDetailsResponse,
  type ProductFeaturedResponse,
  type ProductGoneResponse,
  type ProductListResponse,
  relatedProducts,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { fixtureAdminProducts } from '../fixtures/admin-products.ts'
import { fixtureProducts } from '../fixtures/products.ts'
import { fail, untilStoryEnds, url } from './http.ts'

/** `GET /api/products/list`: the whole catalogue. */
export const productHandlers = {
  default: http.get<never, never, ProductListResponse>(url('productList'), () =>
    HttpResponse.json({ success: true, products: fixtureProducts }),
  ),
  empty: http.get<never, never, ProductListResponse>(url('productList'), () =>
    HttpResponse.json({ success: true, products: [] }),
  ),
  error: http.get<never, never, ErrorResponse>(url('productList'), () =>
    fail(PRODUCTS_FAILED_MESSAGE, 500),
  ),
  slow: http.get(url('productList'), async () => {
    await untilStoryEnds()
    return HttpResponse.json({ success: true, products: fixtureProducts })
  }),
}

/**
 * `GET /api/products/featured`, over the fixtures: the home page's products, as the server
 * chooses them (`featuredProducts`).
 */
export const productFeaturedHandlers = {
  default: http.get<never, never, ProductFeaturedResponse>(url('productFeatured'), () =>
    HttpResponse.json({ success: true, products: featuredProducts(fixtureProducts) }),
  ),
  empty: http.get<never, never, ProductFeaturedResponse>(url('productFeatured'), () =>
    HttpResponse.json({ success: true, products: [] }),
  ),
  error: http.get<never, never, ErrorResponse>(url('productFeatured'), () =>
    fail(PRODUCTS_FAILED_MESSAGE, 500),
  ),
  slow: http.get(url('productFeatured'), async () => {
    await untilStoryEnds()
    return HttpResponse.json({ success: true, products: featuredProducts(fixtureProducts) })
  }),
}

/** The paths under `/api/products/` that are not a product's (the list, the home page's). */
export const notAProduct = (id: string) => id === 'list' || id === 'featured'

/**
 * The products the store team archived (`harmattan-fleece-joggers`, `eko-night-market-tee`):
 * no longer sold, so not in `fixtureProducts`, but their pages say so.
 */
const archivedProducts = fixtureAdminProducts.filter((product) => product.archived)

/**
 * One product with its related ones, as the server answers it; 404 for an unknown id, and for an
 * archived product a 404 with its department and products of it to suggest instead. Over the
 * fixtures, or another catalogue (one with a product sold out, for its variant).
 */
export function productDetails(id: string, catalogue: readonly Product[] = fixtureProducts) {
  const product = catalogue.find((p) => p._id === id)
  const archived = archivedProducts.find((p) => p._id === id)
  if (archived) {
    return HttpResponse.json<ProductGoneResponse>(
      {
        success: false,
        message: PRODUCT_GONE_MESSAGE,
        category: archived.category,
        suggestions: relatedProducts(archived, catalogue),
      },
      { status: 404 },
    )
  }
  if (!product) return fail(PRODUCT_NOT_FOUND_MESSAGE, 404)
  return HttpResponse.json<ProductDetailsResponse>({
    success: true,
    product,
    related: relatedProducts(product, catalogue),
  })
}

/**
 * `GET /api/products/:id`, over the fixtures. The path also matches the list's
 * (`/api/products/list`) and the home page's (`/api/products/featured`), which these handlers
 * leave to their own handlers.
 */
export const productDetailsHandlers = {
  default: http.get<
    { id: string },
    never,
    ProductDetailsResponse | ProductGoneResponse | ErrorResponse
  >(url('productDetails'), ({ params }) =>
    notAProduct(params.id) ? undefined : productDetails(params.id),
  ),
  error: http.get<{ id: string }, never, ErrorResponse>(url('productDetails'), ({ params }) =>
    notAProduct(params.id) ? undefined : fail(PRODUCTS_FAILED_MESSAGE, 500),
  ),
  slow: http.get<{ id: string }>(url('productDetails'), async ({ params }) => {
    if (notAProduct(params.id)) return undefined
    await untilStoryEnds()
    return productDetails(params.id)
  }),
}
