import {
  CATEGORIES,
  type Department,
  PRODUCT_SORTS,
  ProductSearchQuery,
  productSearchInput,
} from '@adire/contract'
import { SORT_OPTIONS } from '@adire/ui'
import { describe, expect, it } from 'vitest'
import {
  type BrowseState,
  browseFilter,
  browseParamsToSearch,
  DEFAULT_BROWSE_STATE,
  hasOutdatedFilters,
  MAX_PAGES_SHOWN,
  parseBrowseParams,
  productSearchParams,
} from './browse.ts'

const parse = (search: string) => parseBrowseParams(new URLSearchParams(search))
const state = (overrides: Partial<BrowseState>): BrowseState => ({
  ...DEFAULT_BROWSE_STATE,
  ...overrides,
})
describe('parseBrowseParams', () => {
  it('gives the default state for an empty URL', () => {
    expect(parse('')).toEqual({ categories: [], sizes: [], sort: 'relevance', query: '', pages: 1 })
  })

  it('reads sizes in size order and a price range in naira, the right way up', () => {
    expect(parse('size=XL&size=%20M%20&size=&size=M&minPrice=40,000&maxPrice=10000')).toMatchObject(
      {
        sizes: ['M', 'XL'],
        minPrice: 10_000,
        maxPrice: 40_000,
      },
    )
  })

  it('drops prices and sizes the API would refuse, instead of failing the page', () => {
    const read = parse(`minPrice=-5&maxPrice=1e9&size=${'X'.repeat(21)}`)
    expect(read.sizes).toEqual([])
    expect(read.minPrice).toBeUndefined()
    expect(read.maxPrice).toBeUndefined()
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

  it('lists categories in the order of CATEGORIES whatever the URL order', () => {
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

  it('reads how many pages are shown, clamped, and 1 for anything else', () => {
    expect(parse('pages=3').pages).toBe(3)
    expect(parse('pages=%203%20').pages).toBe(3)
    expect(parse('pages=0').pages).toBe(1)
    expect(parse('pages=-2').pages).toBe(1)
    expect(parse('pages=2.5').pages).toBe(1)
    expect(parse('pages=many').pages).toBe(1)
    expect(parse('pages=').pages).toBe(1)
    expect(parse('pages=1e3').pages).toBe(1)
    expect(parse('pages=999999').pages).toBe(MAX_PAGES_SHOWN)
    expect(parse(`pages=${'9'.repeat(400)}`).pages).toBe(1)
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

  it('writes category ids as repeated filter params in the order of CATEGORIES', () => {
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

  it('writes the page count when more than one page is shown', () => {
    expect(write({ pages: 1 })).toBe('')
    expect(write({ pages: 3 })).toBe('pages=3')
    expect(write({ pages: MAX_PAGES_SHOWN + 5 })).toBe(`pages=${MAX_PAGES_SHOWN}`)
  })

  it('replaces its own params in a base and keeps the others', () => {
    expect(
      write(
        { categories: ['Jersey'] },
        'utm_source=whatsapp&filter=Hoodle&q=old&sort=newest&pages=4',
      ),
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
      pages: 3,
    })
    expect(parseBrowseParams(browseParamsToSearch(shared))).toEqual(shared)
  })
})

describe('productSearchParams', () => {
  const apiQuery = (search: string, page: number) =>
    ProductSearchQuery.parse(
      productSearchInput(productSearchParams(browseFilter(parse(search)), page)),
    )

  it('asks the API for nothing but defaults on the plain collection', () => {
    expect(productSearchParams(browseFilter(DEFAULT_BROWSE_STATE), 1).toString()).toBe('')
    expect(apiQuery('', 1)).toEqual(ProductSearchQuery.parse({}))
  })

  it('asks for the categories, sort, text and page the URL holds, as the API reads them', () => {
    const search = 'filter=Short,Hoodle&sort=price-desc&q=%20indigo%20&pages=3'
    expect(productSearchParams(browseFilter(parse(search)), 2).toString()).toBe(
      'category=Hoodie%2CShort&sort=price-desc&q=indigo&page=2',
    )
    expect(apiQuery(search, 2)).toMatchObject({
      category: ['Hoodie', 'Short'],
      sort: 'price-desc',
      q: 'indigo',
      page: 2,
      pageSize: 24,
    })
  })

  it('asks for sizes and a price range as the API reads them, and they round-trip the URL', () => {
    const search = 'size=XL&size=One%20size&size=M&maxPrice=15000&minPrice=45000'
    expect(productSearchParams(browseFilter(parse(search)), 1).toString()).toBe(
      'size=M&size=XL&size=One+size&minPrice=15000&maxPrice=45000',
    )
    expect(apiQuery(search, 1)).toMatchObject({
      size: ['M', 'XL', 'One size'],
      minPrice: 15_000,
      maxPrice: 45_000,
    })
    expect(browseParamsToSearch(parse(search)).toString()).toBe(
      'size=M&size=XL&size=One+size&minPrice=15000&maxPrice=45000',
    )
  })

  it('sends at most the 200 characters the API takes', () => {
    expect(apiQuery(`q=${'a'.repeat(300)}`, 1).q).toHaveLength(200)
  })

  it('uses the sort orders of the contract, each with a label', () => {
    expect(SORT_OPTIONS.map((option) => option.value)).toEqual([...PRODUCT_SORTS])
    for (const sort of PRODUCT_SORTS) expect(parse(`sort=${sort}`).sort).toBe(sort)
  })
})

describe('departments the team made and renamed (docs/product.md §11.13)', () => {
  // Pants renamed Trousers with a new link name, moved first; Dresses added last.
  const departments: Department[] = [
    { id: 'Pant', label: 'Trousers', slug: 'Trousers', aliases: ['Pants', 'Pant'] },
    ...CATEGORIES.filter((d) => d.id !== 'Pant'),
    { id: 'Dresses', label: 'Dresses', slug: 'Dresses', aliases: [] },
  ]
  const params = (search: string) => new URLSearchParams(search)

  it('finds a department by its new link name, its id and the link names it had', () => {
    for (const value of ['Trousers', 'trousers', 'Pant', 'Pants']) {
      expect(parseBrowseParams(params(`filter=${value}`), departments).categories).toEqual(['Pant'])
    }
    expect(parseBrowseParams(params('filter=Dresses'), departments).categories).toEqual(['Dresses'])
  })

  it('lists a selection in the shop’s order of departments', () => {
    expect(
      parseBrowseParams(params('filter=Dresses,Hoodie,Trousers'), departments).categories,
    ).toEqual(['Pant', 'Hoodie', 'Dresses'])
  })

  it('writes the current link names, so an old link is written anew', () => {
    const state = parseBrowseParams(params('filter=Pants&filter=Hoodle'), departments)
    expect(browseParamsToSearch(state, undefined, departments).toString()).toBe(
      'filter=Trousers&filter=Hoodie',
    )
    expect(hasOutdatedFilters(params('filter=Pants'), departments)).toBe(true)
    expect(hasOutdatedFilters(params('filter=Trousers&filter=Dresses'), departments)).toBe(false)
    // A name no department answers to is dropped when read, not rewritten.
    expect(hasOutdatedFilters(params('filter=Shoes'), departments)).toBe(false)
  })

  it('asks the API for department ids, sorted, whatever the shop’s order', () => {
    const state = parseBrowseParams(params('filter=Dresses,Trousers'), departments)
    expect(productSearchParams(browseFilter(state), 1).toString()).toBe('category=Dresses%2CPant')
  })
})
