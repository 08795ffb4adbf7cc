import { describe, expect, it } from 'vitest'
import {
  api,
  CATEGORIES,
  categoryFromFilter,
  DeliveryAddress,
  ErrorResponse,
  FOOTER_CATEGORY_FILTERS,
  formatNaira,
  isPageRoute,
  koboToNaira,
  nairaToKobo,
  PlaceOrderRequest,
  Product,
  productPath,
  RegisterRequest,
} from './index.ts'

const product = {
  _id: 'indigo-adire-hoodie',
  name: 'Indigo Adire Hoodie',
  description: 'Heavy cotton fleece.',
  price: 28500,
  image: ['/images/products/indigo-adire-hoodie-1.svg'],
  category: 'Hoodie',
  sizes: ['S', 'M'],
  bestseller: true,
  date: 1_760_000_000_000,
}

const address = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.com',
  street: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  zipcode: '106104',
  country: 'Nigeria',
  phone: '08031234567',
}

describe('Product', () => {
  it('accepts a product as the list returns it', () => {
    expect(Product.parse(product)).toEqual(product)
  })

  it.each([
    ['a negative price', { price: -1 }],
    ['no images', { image: [] }],
    ['an unknown category', { category: 'Shoes' }],
    ['no sizes', { sizes: [] }],
  ])('rejects %s', (_, change) => {
    expect(Product.safeParse({ ...product, ...change }).success).toBe(false)
  })
})

describe('categories', () => {
  it('resolves every footer filter, including the legacy Hoodle link, to a category', () => {
    expect(FOOTER_CATEGORY_FILTERS.map(categoryFromFilter)).toEqual([
      'HeadWear',
      'Hoodie',
      'Jersey',
      'Pant',
      'Polo',
      'Short',
      'T-Shirt',
    ])
  })

  it('matches filters without regard to case and rejects unknown ones', () => {
    expect(categoryFromFilter('sunglasses')).toBe('Sunglasses')
    expect(categoryFromFilter('shoes')).toBeUndefined()
  })

  it('covers the eight departments', () => {
    expect(CATEGORIES).toHaveLength(8)
  })
})

describe('money', () => {
  it('formats naira with the ₦ sign and thousands separators', () => {
    expect(formatNaira(28500)).toBe('₦28,500')
    expect(formatNaira(1234.5)).toBe('₦1,234.50')
  })

  it('converts between naira and integer kobo without float drift', () => {
    expect(nairaToKobo(199.99)).toBe(19999)
    expect(koboToNaira(2850000)).toBe(28500)
  })
})

describe('requests', () => {
  it('trims delivery fields and rejects blank ones', () => {
    expect(DeliveryAddress.parse({ ...address, city: '  Lekki ' }).city).toBe('Lekki')
    expect(DeliveryAddress.safeParse({ ...address, street: '   ' }).success).toBe(false)
  })

  it('keeps only what the server needs from an order item', () => {
    const parsed = PlaceOrderRequest.parse({
      address,
      amount: 57000,
      items: [{ ...product, selectedSize: 'M', quantity: 2 }],
    })
    expect(parsed.items).toEqual([{ _id: product._id, selectedSize: 'M', quantity: 2 }])
  })

  it('bounds passwords and names so hostile input stays small', () => {
    const long = 'x'.repeat(201)
    expect(
      RegisterRequest.safeParse({ name: 'Ada', email: 'a@b.ng', password: long }).success,
    ).toBe(false)
  })

  it('describes errors as { success: false, message }', () => {
    expect(ErrorResponse.safeParse({ success: false, message: 'Nope' }).success).toBe(true)
    expect(ErrorResponse.safeParse({ success: true, message: 'Nope' }).success).toBe(false)
  })
})

describe('api and routes', () => {
  it('names every call of the specification once', () => {
    const routes = Object.values(api).map((e) => `${e.method} ${e.path}`)
    expect(new Set(routes).size).toBe(routes.length)
    expect(routes).toContain('GET /api/products/list')
    expect(routes).toContain('POST /api/order/verifyPaystack')
  })

  it('recognises page routes, including product pages, and nothing else', () => {
    expect(isPageRoute('/')).toBe(true)
    expect(isPageRoute('/collection')).toBe(true)
    expect(isPageRoute(productPath('indigo-adire-hoodie'))).toBe(true)
    expect(isPageRoute('/login/forgotPassword')).toBe(true)
    expect(isPageRoute('/productdetails')).toBe(false)
    expect(isPageRoute('/nope')).toBe(false)
  })
})
