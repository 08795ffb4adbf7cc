// The availability handlers and the sold-out catalogue, checked against the contract.
import {
  ErrorResponse,
  ProductAvailabilityResponse,
  ProductDetailsResponse,
  ProductSearchResponse,
  STOCK_SHOPPER_MESSAGES,
} from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { fixtureProduct, fixtureProducts, SOLD_OUT_FIXTURE_ID } from '../fixtures/products.ts'
import { base, placeOrderBody, post, useMockServer } from '../testing.ts'
import {
  availabilityOf,
  productAvailabilityHandlers,
  soldOutHandlers,
  stockGoneAtCheckout,
} from './availability.ts'

const server = useMockServer()

const availabilityOfProduct = async (id: string) => {
  const res = await fetch(`${base}/api/products/${id}/availability`)
  return { status: res.status, body: await res.json() }
}

const scarceOf = async (id: string) =>
  ProductAvailabilityResponse.parse((await availabilityOfProduct(id)).body).scarce

describe('mock availability (GET /api/products/:id/availability)', () => {
  it('says nothing is scarce by default, in the contract’s shape', async () => {
    for (const product of fixtureProducts.slice(0, 5)) {
      await expect(scarceOf(product._id)).resolves.toEqual({})
    }
  })

  it('answers an unknown or archived product with 404 and the server message', async () => {
    for (const id of ['no-such-product', 'harmattan-fleece-joggers']) {
      const { status, body } = await availabilityOfProduct(id)
      expect(status).toBe(404)
      expect(ErrorResponse.parse(body).message).toBe('Product not found')
    }
  })

  it('leaves the product itself to the product’s handler', async () => {
    const res = await fetch(`${base}/api/products/indigo-adire-hoodie`)
    expect(ProductDetailsResponse.parse(await res.json()).product._id).toBe('indigo-adire-hoodie')
  })

  it('has variants for a size sold out, 2 left of M and every size gone', async () => {
    server.use(productAvailabilityHandlers.sizeSoldOut)
    await expect(scarceOf('indigo-adire-hoodie')).resolves.toEqual({ M: 0 })
    // A product not made in M has nothing scarce.
    await expect(scarceOf('danfo-yellow-shades')).resolves.toEqual({})
    server.use(productAvailabilityHandlers.onlyTwoLeft)
    await expect(scarceOf('indigo-adire-hoodie')).resolves.toEqual({ M: 2 })
    server.use(productAvailabilityHandlers.allSoldOut)
    const hoodie = fixtureProduct('indigo-adire-hoodie')
    await expect(scarceOf(hoodie._id)).resolves.toEqual(
      Object.fromEntries(hoodie.sizes.map((size) => [size, 0])),
    )
    server.use(productAvailabilityHandlers.error)
    expect((await availabilityOfProduct(hoodie._id)).status).toBe(500)
  })

  it('gives each product its own scarce sizes with availabilityOf', async () => {
    server.use(availabilityOf({ 'indigo-adire-hoodie': { M: 1 }, 'adire-circles-tee': { L: 0 } }))
    await expect(scarceOf('indigo-adire-hoodie')).resolves.toEqual({ M: 1 })
    await expect(scarceOf('adire-circles-tee')).resolves.toEqual({ L: 0 })
    await expect(scarceOf('danfo-yellow-shades')).resolves.toEqual({})
  })
})

describe('the catalogue with a product sold out', () => {
  it('marks that product sold out in the collection, on its page and in its availability', async () => {
    server.use(
      ...soldOutHandlers.productSearch,
      ...soldOutHandlers.productDetails,
      ...soldOutHandlers.productAvailability,
    )
    const page = ProductSearchResponse.parse(await (await fetch(`${base}/api/products`)).json())
    expect(page.products.filter((p) => p.soldOut).map((p) => p._id)).toEqual([SOLD_OUT_FIXTURE_ID])
    const details = ProductDetailsResponse.parse(
      await (await fetch(`${base}/api/products/${SOLD_OUT_FIXTURE_ID}`)).json(),
    )
    expect(details.product.soldOut).toBe(true)
    const jersey = fixtureProduct(SOLD_OUT_FIXTURE_ID)
    await expect(scarceOf(SOLD_OUT_FIXTURE_ID)).resolves.toEqual(
      Object.fromEntries(jersey.sizes.map((size) => [size, 0])),
    )
    await expect(scarceOf('indigo-adire-hoodie')).resolves.toEqual({})
  })

  it('leaves the default catalogue on sale', async () => {
    expect(fixtureProducts.some((p) => p.soldOut)).toBe(false)
  })
})

describe('stock gone at checkout', () => {
  it('refuses the order with 409 and the size sold out, then lists the size at 0', async () => {
    const { order, productAvailability } = stockGoneAtCheckout('indigo-adire-hoodie', 'M')
    server.use(...order, ...productAvailability)
    await expect(scarceOf('indigo-adire-hoodie')).resolves.toEqual({})
    const res = await post('/api/order/paystack', placeOrderBody())
    expect(res.status).toBe(409)
    expect(ErrorResponse.parse(await res.json()).message).toBe(
      STOCK_SHOPPER_MESSAGES.lineShort('Indigo Adire Hoodie', 'M', 0),
    )
    await expect(scarceOf('indigo-adire-hoodie')).resolves.toEqual({ M: 0 })
  })
})
