// `GET /api/products/:id/availability`: the sizes of a product sold out or nearly so, as the
// server's products folder answers them (docs/product.md §11.6), with named variants for stories;
// and the catalogue with one product sold out, for the grids and its page.
import {
  type ErrorResponse,
  PRODUCT_NOT_FOUND_MESSAGE,
  type Product,
  ProductAvailabilityResponse,
  type ProductDetailsResponse,
  type ProductGoneResponse,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import {
  fixtureProduct,
  fixtureProducts,
  fixtureProductsWithSoldOut,
  SOLD_OUT_FIXTURE_ID,
} from '../fixtures/products.ts'
import { type Body, fail, refuseOrder, serverError, url } from './http.ts'
import { notAProduct, productDetails } from './products.ts'
import { productSearchOver } from './search.ts'

/** Size → units left, for the sizes a shopper is told about (none listed: plenty of each). */
type Scarce = Record<string, number>

/** Which sizes of a product are scarce, and how many units each has left. */
type Rule = (product: Product) => Scarce

/**
 * A product's availability as the server answers it: 404 for an unknown or archived product
 * (neither is in the fixtures). The answer is parsed with the contract's schema, so no variant
 * can say what the server never would.
 */
function availability(id: string, rule: Rule) {
  const product = fixtureProducts.find((p) => p._id === id)
  if (!product) return fail(PRODUCT_NOT_FOUND_MESSAGE, 404)
  return HttpResponse.json<ProductAvailabilityResponse>(
    ProductAvailabilityResponse.parse({ success: true, scarce: rule(product) }),
  )
}

const availabilityHandler = (rule: Rule) =>
  http.get<{ id: string }, never, ProductAvailabilityResponse | ErrorResponse>(
    url('productAvailability'),
    ({ params }) => availability(params.id, rule),
  )

/** `units` left of `size`, for each product made in that size. */
const left =
  (size: string, units: number): Rule =>
  (product) =>
    product.sizes.includes(size) ? { [size]: units } : {}

/** Every size of a product gone. */
const noneLeft: Rule = (product) => Object.fromEntries(product.sizes.map((size) => [size, 0]))

export const productAvailabilityHandlers = {
  /** Nothing scarce: every size has plenty, as before the store counted stock. */
  default: availabilityHandler(() => ({})),
  /** Size M sold out, for every product made in M. */
  sizeSoldOut: availabilityHandler(left('M', 0)),
  /** Only 2 left of size M. */
  onlyTwoLeft: availabilityHandler(left('M', 2)),
  /** Every size of every product sold out. */
  allSoldOut: availabilityHandler(noneLeft),
  error: http.get<{ id: string }, never, ErrorResponse>(url('productAvailability'), serverError),
}

/**
 * Each product's own scarce sizes (product id → size → units left), nothing scarce for the
 * others: for a cart whose lines meet different stock.
 */
export function availabilityOf(byProduct: Record<string, Scarce>) {
  return availabilityHandler((product) => byProduct[product._id] ?? {})
}

/**
 * The catalogue with one product sold out (`SOLD_OUT_FIXTURE_ID`: `soldOut: true` in the
 * collection's pages and on its page, every size at 0), by handler group: a story overrides
 * the groups it shows, e.g. `{ productSearch: soldOutHandlers.productSearch }`.
 */
export const soldOutHandlers = {
  productSearch: [productSearchOver(fixtureProductsWithSoldOut)],
  productDetails: [
    http.get<{ id: string }, never, ProductDetailsResponse | ProductGoneResponse | ErrorResponse>(
      url('productDetails'),
      ({ params }) =>
        notAProduct(params.id) ? undefined : productDetails(params.id, fixtureProductsWithSoldOut),
    ),
  ],
  productAvailability: [
    availabilityHandler((product) =>
      product._id === SOLD_OUT_FIXTURE_ID ? noneLeft(product) : {},
    ),
  ],
}

/**
 * Stock that goes while the shopper fills in the checkout: `size` of the product has plenty
 * until the order is placed, which the server refuses (409, "Indigo Adire Hoodie in size M is
 * sold out") as another shopper took the last units; from then on the size is sold out. A
 * fresh pair per story, by handler group (`order`, `productAvailability`).
 */
export function stockGoneAtCheckout(productId: string, size: string) {
  const { name } = fixtureProduct(productId)
  let gone = false
  return {
    order: [
      http.post<never, Body<'placeOrder'>, ErrorResponse>(url('placeOrder'), () => {
        gone = true
        return refuseOrder('stockShort', { name, size, units: 0 })
      }),
    ],
    productAvailability: [
      availabilityHandler((product) => (gone && product._id === productId ? { [size]: 0 } : {})),
    ],
  }
}
