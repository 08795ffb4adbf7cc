import type { CategoryId, Product } from '@adire/contract'
import { fixtureProducts } from '@adire/mocks'
import { describe, expect, it } from 'vitest'
import {
  applyBrowse,
  type BrowseState,
  browseParamsToSearch,
  DEFAULT_BROWSE_STATE,
  parseBrowseParams,
} from './browse.ts'

const parse = (search: string) => parseBrowseParams(new URLSearchParams(search))
const state = (overrides: Partial<BrowseState>): BrowseState => ({
  ...DEFAULT_BROWSE_STATE,
  ...overrides,
})
const names = (products: Product[]) => products.map((p) => p.name)

let nextId = 0
function product(overrides: Partial<Product> & Pick<Product, 'name'>): Product {
  nextId += 1
  return {
    _id: `p${nextId}`,
    description: '',
    price: 10_000,
    image: ['/img.png'],
    category: 'Hoodie',
    sizes: ['M'],
    bestseller: false,
    date: 1_000,
    ...overrides,
  }
}

describe('parseBrowseParams', () => {
  it('gives the default state for an empty URL', () => {
    expect(parse('')).toEqual({ categories: [], sort: 'relevance', query: '' })
  })

  it("reads the footer's Hoodle link as hoodies", () => {
    expect(parse('filter=Hoodle').categories).toEqual(['Hoodie'])
  })

  it('reads every footer category link, Sunglasses included', () => {
    const links = ['HeadWear', 'Hoodle', 'Jersey', 'Pant', 'Polo', 'Short', 'T-Shirt', 'Sunglasses']
    const ids = links.map((value) => parse(`filter=${value}`).categories)
    expect(ids).toEqual([
      ['HeadWear'],
      ['Hoodie'],
      ['Jersey'],
      ['Pant'],
      ['Polo'],
      ['Short'],
      ['T-Shirt'],
      ['Sunglasses'],
    ])
  })

  it('ignores case in filter values', () => {
    expect(parse('filter=hoodle&filter=JERSEY&filter=sunGlasses').categories).toEqual([
      'Hoodie',
      'Jersey',
      'Sunglasses',
    ])
  })

  it('reads repeated filter params', () => {
    expect(parse('filter=Hoodie&filter=Jersey').categories).toEqual(['Hoodie', 'Jersey'])
  })

  it('reads comma-separated filter values, with spaces around the commas', () => {
    expect(parse('filter=Hoodie,Jersey').categories).toEqual(['Hoodie', 'Jersey'])
    expect(parse('filter=Polo%2C%20Short').categories).toEqual(['Polo', 'Short'])
  })

  it('mixes repeated and comma-separated values', () => {
    expect(parse('filter=Polo,Short&filter=Pant').categories).toEqual(['Pant', 'Polo', 'Short'])
  })

  it('ignores unknown and empty filter values and keeps the known ones', () => {
    expect(parse('filter=Shoes&filter=Hoodie,,Socks&filter=').categories).toEqual(['Hoodie'])
    expect(parse('filter=Shoes').categories).toEqual([])
  })

  it('removes duplicates, aliases of one category included', () => {
    expect(parse('filter=Hoodle&filter=Hoodie,hoodies&filter=HOODIE').categories).toEqual([
      'Hoodie',
    ])
  })

  it('lists categories in catalogue order whatever the URL order', () => {
    expect(parse('filter=Sunglasses,HeadWear,Polo').categories).toEqual([
      'HeadWear',
      'Polo',
      'Sunglasses',
    ])
  })

  it('reads each sort order', () => {
    expect(parse('sort=relevance').sort).toBe('relevance')
    expect(parse('sort=price-asc').sort).toBe('price-asc')
    expect(parse('sort=price-desc').sort).toBe('price-desc')
    expect(parse('sort=newest').sort).toBe('newest')
  })

  it('falls back to relevance for a missing or unknown sort', () => {
    expect(parse('').sort).toBe('relevance')
    expect(parse('sort=cheapest').sort).toBe('relevance')
    expect(parse('sort=PRICE-ASC').sort).toBe('relevance')
    expect(parse('sort=').sort).toBe('relevance')
  })

  it('reads the search query trimmed', () => {
    expect(parse('q=%20%20adire%20hoodie%20').query).toBe('adire hoodie')
    expect(parse('q=+++').query).toBe('')
  })
})

describe('browseParamsToSearch', () => {
  const write = (s: Partial<BrowseState>, base?: string) =>
    browseParamsToSearch(
      state(s),
      base === undefined ? undefined : new URLSearchParams(base),
    ).toString()

  it('writes nothing for the default state', () => {
    expect(write({})).toBe('')
  })

  it('writes category ids as repeated filter params in catalogue order', () => {
    expect(write({ categories: ['Short', 'Polo'] })).toBe('filter=Polo&filter=Short')
  })

  it('writes each category once', () => {
    expect(write({ categories: ['Hoodie', 'Hoodie'] })).toBe('filter=Hoodie')
  })

  it('omits sort when it is relevance and writes it otherwise', () => {
    expect(write({ sort: 'relevance' })).toBe('')
    expect(write({ sort: 'price-asc' })).toBe('sort=price-asc')
    expect(write({ sort: 'newest' })).toBe('sort=newest')
  })

  it('writes the query trimmed and omits it when blank', () => {
    expect(write({ query: '  adire  ' })).toBe('q=adire')
    expect(write({ query: '   ' })).toBe('')
  })

  it('replaces its own params in a base and keeps the others', () => {
    expect(
      write({ categories: ['Jersey'] }, 'utm_source=whatsapp&filter=Hoodle&q=old&sort=newest'),
    ).toBe('utm_source=whatsapp&filter=Jersey')
  })

  it('turns an old footer link into its canonical form', () => {
    expect(browseParamsToSearch(parse('filter=Hoodle,hoodle&sort=oops&q=')).toString()).toBe(
      'filter=Hoodie',
    )
  })

  it('round-trips every state through the URL', () => {
    const shared = state({
      categories: ['HeadWear', 'T-Shirt', 'Sunglasses'],
      sort: 'price-desc',
      query: 'indigo cap',
    })
    expect(parseBrowseParams(browseParamsToSearch(shared))).toEqual(shared)
  })
})

describe('applyBrowse', () => {
  // Listed newest first, as the API returns them.
  const hoodie = product({
    name: 'Indigo Adire Hoodie',
    description: 'Heavy cotton, hand-dyed.',
    category: 'Hoodie',
    price: 28_500,
    date: 500,
  })
  const tee = product({
    name: 'Owambe Pocket Tee',
    description: 'A party tee with an adire-print pocket.',
    category: 'T-Shirt',
    price: 9_000,
    date: 400,
  })
  const cap = product({
    name: 'Lagos Sun Cap',
    description: 'Cotton twill, curved peak.',
    category: 'HeadWear',
    price: 6_500,
    date: 300,
  })
  const jersey = product({
    name: 'Green Eagles Home Jersey',
    description: 'Breathable mesh.',
    category: 'Jersey',
    price: 9_000,
    date: 450,
  })
  const shades = product({
    name: 'Ọ̀yọ́ Aviator Sunglasses',
    description: 'Gold frame, indigo lenses.',
    category: 'Sunglasses',
    price: 30_000,
    date: 200,
  })
  const products = [hoodie, tee, jersey, cap, shades]

  it('keeps every product, in list order, for the default state', () => {
    expect(applyBrowse(products, DEFAULT_BROWSE_STATE)).toEqual(products)
  })

  it('does not change the list it is given', () => {
    const list = [...products]
    applyBrowse(list, state({ sort: 'price-asc' }))
    expect(list).toEqual(products)
  })

  it('keeps products in any selected category', () => {
    expect(applyBrowse(products, state({ categories: ['Hoodie'] }))).toEqual([hoodie])
    const categories: CategoryId[] = ['HeadWear', 'T-Shirt']
    expect(applyBrowse(products, state({ categories }))).toEqual([tee, cap])
  })

  it('returns nothing when no product is in the selected categories', () => {
    expect(applyBrowse(products, state({ categories: ['Pant'] }))).toEqual([])
  })

  it('searches names and descriptions, ignoring case', () => {
    expect(names(applyBrowse(products, state({ query: 'LAGOS' })))).toEqual(['Lagos Sun Cap'])
    expect(names(applyBrowse(products, state({ query: 'mesh' })))).toEqual([
      'Green Eagles Home Jersey',
    ])
  })

  it('needs every word of the query, each in the name or the description', () => {
    expect(applyBrowse(products, state({ query: 'cotton cap' }))).toEqual([cap])
    expect(applyBrowse(products, state({ query: 'indigo  hoodie' }))).toEqual([hoodie])
    expect(applyBrowse(products, state({ query: 'indigo jersey' }))).toEqual([])
  })

  it('ignores accents on either side', () => {
    expect(applyBrowse(products, state({ query: 'oyo' }))).toEqual([shades])
    expect(applyBrowse(products, state({ query: 'ọ̀yọ́' }))).toEqual([shades])
  })

  it('treats a blank query as no query', () => {
    expect(applyBrowse(products, state({ query: '   ' }))).toEqual(products)
  })

  it('combines categories and search', () => {
    const categories: CategoryId[] = ['Hoodie', 'HeadWear']
    expect(applyBrowse(products, state({ categories, query: 'cotton' }))).toEqual([hoodie, cap])
    expect(applyBrowse(products, state({ categories, query: 'adire' }))).toEqual([hoodie])
  })

  it('puts name matches before description-only matches under relevance', () => {
    // The tee mentions adire only in its description, the hoodie in its name: the hoodie
    // comes first although the list has them the other way round.
    const list = [tee, hoodie]
    expect(applyBrowse(list, state({ query: 'adire' }))).toEqual([hoodie, tee])
  })

  it('ranks names holding more of the query words higher under relevance', () => {
    // Only the sunglasses hold both words: "aviator" in the name, "indigo" in the description.
    expect(applyBrowse(products, state({ query: 'indigo aviator' }))).toEqual([shades])
    // Hoodie: both words in its name. Shades: "indigo" only in its description.
    expect(applyBrowse(products, state({ query: 'indigo' }))).toEqual([hoodie, shades])
    const list = [shades, hoodie]
    expect(applyBrowse(list, state({ query: 'indigo' }))).toEqual([hoodie, shades])
  })

  it('keeps list order among equally relevant matches', () => {
    expect(applyBrowse(products, state({ query: 'cotton' }))).toEqual([hoodie, cap])
    expect(applyBrowse([cap, hoodie], state({ query: 'cotton' }))).toEqual([cap, hoodie])
  })

  it('sorts by price, low to high, keeping list order on ties', () => {
    expect(applyBrowse(products, state({ sort: 'price-asc' }))).toEqual([
      cap,
      tee,
      jersey,
      hoodie,
      shades,
    ])
    expect(applyBrowse([jersey, tee], state({ sort: 'price-asc' }))).toEqual([jersey, tee])
  })

  it('sorts by price, high to low, keeping list order on ties', () => {
    expect(applyBrowse(products, state({ sort: 'price-desc' }))).toEqual([
      shades,
      hoodie,
      tee,
      jersey,
      cap,
    ])
  })

  it('sorts newest first by date, keeping list order on ties', () => {
    expect(applyBrowse(products, state({ sort: 'newest' }))).toEqual([
      hoodie,
      jersey,
      tee,
      cap,
      shades,
    ])
    const twin = product({ name: 'Twin', date: cap.date })
    expect(applyBrowse([cap, twin], state({ sort: 'newest' }))).toEqual([cap, twin])
    expect(applyBrowse([twin, cap], state({ sort: 'newest' }))).toEqual([twin, cap])
  })

  it('sorts by price rather than relevance when a query and a price order are both set', () => {
    expect(applyBrowse([hoodie, tee], state({ query: 'adire', sort: 'price-asc' }))).toEqual([
      tee,
      hoodie,
    ])
  })
})

describe('the launch range', () => {
  it('has 7 hoodies behind the footer link', () => {
    const hoodies = applyBrowse(fixtureProducts, parse('filter=Hoodle'))
    expect(hoodies).toHaveLength(7)
    expect(hoodies.every((p) => p.category === 'Hoodie')).toBe(true)
  })

  it('has 14 polos and shorts together', () => {
    expect(applyBrowse(fixtureProducts, parse('filter=Polo&filter=Short'))).toHaveLength(14)
  })
})
