import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  api,
  CATEGORIES,
  ContactRequest,
  categoryFromFilter,
  ErrorResponse,
  FAQ_ENTRIES,
  FOOTER_CATEGORY_FILTERS,
  formatNaira,
  helpCenterMeta,
  isPageRoute,
  koboToNaira,
  LoginRequest,
  MAX_LINE_QUANTITY,
  MAX_ORDER_AMOUNT,
  nairaToKobo,
  PASSWORD_MAX_LENGTH,
  Product,
  ProductSearchQuery,
  pageMeta,
  paymentWaysText,
  productPath,
  productSearchInput,
  RegisterRequest,
  readCartData,
  withThousands,
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

describe('Product', () => {
  it('accepts a product as the list returns it', () => {
    expect(Product.parse(product)).toEqual(product)
  })

  it.each([
    ['a negative price', { price: -1 }],
    ['no images', { image: [] }],
    // Any department's id is one (departments are data, §11.13); the server knows which it has.
    ['no category', { category: '' }],
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
  it('writes money one way: whole naira without kobo, kobo only when there are some', () => {
    expect(formatNaira(28500)).toBe('₦28,500')
    expect(formatNaira(52500)).toBe('₦52,500')
    expect(formatNaira(1234.5)).toBe('₦1,234.50')
    expect(formatNaira(59500.3)).toBe('₦59,500.30')
    expect(formatNaira(0)).toBe('₦0')
    expect(formatNaira(-1500)).toBe('-₦1,500')
  })

  it("writes every amount as the platform's en-NG currency format does", () => {
    const whole = new Intl.NumberFormat('en-NG', {
      style: 'currency',
      currency: 'NGN',
      maximumFractionDigits: 0,
    })
    const withKobo = new Intl.NumberFormat('en-NG', {
      style: 'currency',
      currency: 'NGN',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    // Every amount the store holds is whole kobo, up to well past the largest order.
    fc.assert(
      fc.property(
        fc.bigInt(-100n * BigInt(MAX_ORDER_AMOUNT), 1000n * BigInt(MAX_ORDER_AMOUNT)),
        (kobo) => {
          const amount = koboToNaira(Number(kobo))
          const platform = Number.isInteger(amount) ? whole : withKobo
          expect(formatNaira(amount)).toBe(platform.format(amount))
        },
      ),
      { numRuns: 20_000 },
    )
  })

  it("writes a whole number's thousands as the platform's en-NG numbers do", () => {
    fc.assert(
      fc.property(fc.nat(), (whole) => {
        expect(withThousands(whole)).toBe(whole.toLocaleString('en-NG'))
      }),
      { numRuns: 5_000 },
    )
    expect(withThousands(100_000)).toBe('100,000')
  })

  it("names the ways to pay as one phrase, in the store's order", () => {
    expect(paymentWaysText(['card'])).toBe('Card')
    expect(paymentWaysText(['card', 'bank_transfer'])).toBe('Card or bank transfer')
    expect(paymentWaysText(['bank_transfer', 'card', 'ussd', 'bank'])).toBe(
      'Bank transfer, card, USSD or bank account',
    )
  })

  it('converts between naira and integer kobo without float drift', () => {
    expect(nairaToKobo(199.99)).toBe(19999)
    expect(koboToNaira(2850000)).toBe(28500)
  })
})

describe('requests', () => {
  it('takes long passphrases without composition rules, within a bound', () => {
    const register = (password: string) =>
      RegisterRequest.safeParse({ name: 'Ada', email: 'a@b.ng', password })
    expect(register('correct horse battery staple '.repeat(10)).success).toBe(true)
    expect(register('abcdefgh').success).toBe(true)
    expect(register('abcdefg').error?.issues[0]?.message).toBe(
      'Password must be at least 8 characters',
    )
    expect(register('x'.repeat(PASSWORD_MAX_LENGTH + 1)).success).toBe(false)
  })

  it('trims names and e-mail addresses, and refuses what is not an address', () => {
    const parsed = RegisterRequest.parse({
      name: '  Ada Okafor ',
      email: ' Ada@Example.com ',
      password: 'abcdefgh',
    })
    expect(parsed).toMatchObject({ name: 'Ada Okafor', email: 'Ada@Example.com' })
    expect(LoginRequest.safeParse({ email: 'ada@', password: 'x' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    )
    expect(LoginRequest.safeParse(null).error?.issues[0]?.message).toBe(
      'Please send your email and password',
    )
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

describe('contact and help center', () => {
  const message = { name: 'Ada Okafor', email: 'ada@example.com', message: 'Do you ship to Jos?' }
  const firstMessage = (value: unknown) => ContactRequest.safeParse(value).error?.issues[0]?.message

  it('accepts a message and trims what the shopper typed', () => {
    expect(
      ContactRequest.parse({
        name: '  Ada ',
        email: ' ada@example.com ',
        message: '  Hello, Adire!  ',
      }),
    ).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Hello, Adire!' })
  })

  it.each([
    ['a blank name', { name: '   ' }, 'Please enter your name'],
    ['a missing name', { name: undefined }, 'Please enter your name'],
    ['a long name', { name: 'A'.repeat(101) }, 'Your name must be at most 100 characters'],
    ['a bad email', { email: 'ada@' }, 'Please enter a valid email address'],
    ['a long email', { email: `${'a'.repeat(250)}@b.ng` }, 'Please enter a valid email address'],
    ['an empty message', { message: ' ' }, 'Please enter your message'],
    ['a short message', { message: 'Hi there' }, 'Your message must be at least 10 characters'],
    [
      'a long message',
      { message: 'x'.repeat(2001) },
      'Your message must be at most 2000 characters',
    ],
    [
      'a NUL character',
      { message: 'Hello\u0000 world' },
      'Your message contains a character that is not allowed',
    ],
  ])('rejects %s with a clear message', (_, change, expected) => {
    expect(firstMessage({ ...message, ...change })).toBe(expected)
  })

  it('counts the message length after trimming, at both bounds', () => {
    expect(ContactRequest.safeParse({ ...message, message: ` ${'x'.repeat(10)} ` }).success).toBe(
      true,
    )
    expect(ContactRequest.safeParse({ ...message, message: 'x'.repeat(2000) }).success).toBe(true)
  })

  it('declares POST /api/contact, which sends the session when there is one (ADR 034)', () => {
    expect(api.contact).toMatchObject({ method: 'POST', path: '/api/contact', auth: true })
  })

  it('has the four help center questions, each with an answer', () => {
    expect(FAQ_ENTRIES).toHaveLength(4)
    expect(new Set(FAQ_ENTRIES.map((entry) => entry.id)).size).toBe(4)
    const text = FAQ_ENTRIES.map((entry) => `${entry.question} ${entry.answer}`).join(' ')
    for (const topic of ['My Orders', '30 days', 'tags', 'PayPal', 'cash on delivery', 'shipped']) {
      expect(text).toContain(topic)
    }
  })

  it('describes the help center to search engines as an FAQPage', () => {
    const { jsonLd } = helpCenterMeta()
    expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' })
    expect(jsonLd?.mainEntity).toEqual(
      FAQ_ENTRIES.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    )
    expect(pageMeta('about').jsonLd).toBeUndefined()
  })
})

describe('readCartData', () => {
  it('keeps well-formed lines and drops the rest, capping quantities', () => {
    expect(
      readCartData({
        'indigo-adire-hoodie': { M: 2, L: 0, XL: -1, S: 1.5, XXL: '3' },
        'adire-circles-tee': { M: 500 },
        broken: 'yes',
        list: [1, 2],
      }),
    ).toEqual({ 'indigo-adire-hoodie': { M: 2 }, 'adire-circles-tee': { M: MAX_LINE_QUANTITY } })
  })

  it('reads anything else as an empty cart', () => {
    for (const value of [null, 'cart', 42, [], undefined]) expect(readCartData(value)).toEqual({})
  })
})

describe('ProductSearchQuery', () => {
  const read = (search: string) =>
    ProductSearchQuery.safeParse(productSearchInput(new URLSearchParams(search)))

  it('has defaults for every parameter', () => {
    expect(read('').data).toEqual({
      category: [],
      size: [],
      sort: 'relevance',
      q: '',
      page: 1,
      pageSize: 24,
    })
  })

  it('gives equal searches one form: categories once, in the order of CATEGORIES, the text trimmed', () => {
    expect(read('category=Polo,Hoodie&category=Hoodie&q=%20hood%00%20&page=2').data).toEqual({
      category: ['Hoodie', 'Polo'],
      size: [],
      sort: 'relevance',
      q: 'hood',
      page: 2,
      pageSize: 24,
    })
  })

  it('takes sizes one per parameter, in size order without repeats, and a price range in naira', () => {
    expect(
      read('size=XL&size=One%20size&size=%20M%20&size=XL&size=32&minPrice=10000&maxPrice=30000')
        .data,
    ).toMatchObject({ size: ['M', 'XL', '32', 'One size'], minPrice: 10_000, maxPrice: 30_000 })
    expect(read('minPrice=5000').data).toMatchObject({ minPrice: 5000 })
    expect(read('minPrice=5000').data?.maxPrice).toBeUndefined()
  })

  it.each([
    // Only a malformed one here: the server refuses a well-formed id the store has not, naming
    // its departments (§11.13).
    ['category=Shoe%20boxes', 'Unknown category "Shoe boxes"'],
    ['sort=up', 'sort must be one of relevance, price-asc, price-desc, newest'],
    ['sort=newest&sort=up', 'sort may be given only once'],
    ['pageSize=100', 'pageSize must be a whole number from 1 to 60'],
    ['page=x', 'page must be a whole number from 1 to 10000'],
    ['minPrice=-1', 'minPrice must be a whole number of naira from 0 to 10000000'],
    ['maxPrice=1.5', 'maxPrice must be a whole number of naira from 0 to 10000000'],
    ['maxPrice=cheap', 'maxPrice must be a whole number of naira from 0 to 10000000'],
    ['minPrice=1&minPrice=2', 'minPrice may be given only once'],
    ['minPrice=30000&maxPrice=10000', 'minPrice may not be more than maxPrice'],
    [`size=${'X'.repeat(21)}`, 'A size may be at most 20 characters'],
    [
      Array.from({ length: 21 }, (_, i) => `size=${i}`).join('&'),
      'At most 20 sizes may be asked for at once',
    ],
  ])('refuses %s: %s', (search, message) => {
    expect(read(search).error?.issues[0]?.message).toBe(message)
  })
})
