import type { CartLine } from '@adire/contract'
import { fixtureProduct } from '@adire/mocks'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  acceptPrices,
  CART_PRICES_STORAGE_KEY,
  changedPrices,
  keepPricesOf,
  readRememberedPrices,
  rememberPrice,
} from './cartPrices.ts'

const hoodie = fixtureProduct('indigo-adire-hoodie')
const tee = fixtureProduct('adire-circles-tee')
const lines: CartLine[] = [
  { product: hoodie, size: 'M', quantity: 2 },
  { product: tee, size: 'L', quantity: 1 },
]

/** A browser's local storage, as far as these functions use it. */
function fakeStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

beforeEach(() => {
  vi.stubGlobal('localStorage', fakeStorage())
})
afterEach(() => vi.unstubAllGlobals())

const stored = () => localStorage.getItem(CART_PRICES_STORAGE_KEY)

describe('the prices the cart was filled at', () => {
  it('tells the lines whose product costs something else now, with the price it was added at', () => {
    expect(changedPrices(lines, { [hoodie._id]: 26000, [tee._id]: tee.price })).toEqual(
      new Map([[hoodie._id, 26000]]),
    )
  })

  it('says nothing of a product whose price it does not know (another device, an older cart)', () => {
    expect(changedPrices(lines, {})).toEqual(new Map())
  })

  it('remembers the price a product is added at, the latest add winning', () => {
    rememberPrice(hoodie._id, 26000)
    rememberPrice(tee._id, 12500)
    rememberPrice(hoodie._id, 28500)
    expect(readRememberedPrices()).toEqual({ [hoodie._id]: 28500, [tee._id]: 12500 })
    expect(JSON.parse(stored() ?? '')).toEqual({ [hoodie._id]: 28500, [tee._id]: 12500 })
  })

  it('takes the prices of every line when the shopper goes on to pay', () => {
    rememberPrice(hoodie._id, 26000)
    acceptPrices(lines)
    expect(readRememberedPrices()).toEqual({ [hoodie._id]: hoodie.price, [tee._id]: tee.price })
    expect(changedPrices(lines, readRememberedPrices())).toEqual(new Map())
  })

  it('forgets the products no longer in the cart, and the key with the last of them', () => {
    rememberPrice(hoodie._id, 26000)
    rememberPrice(tee._id, 12500)
    keepPricesOf([tee._id])
    expect(readRememberedPrices()).toEqual({ [tee._id]: 12500 })
    keepPricesOf([])
    expect(stored()).toBeNull()
    expect(readRememberedPrices()).toEqual({})
  })

  it('reads a value edited by hand leniently, keeping only prices', () => {
    localStorage.setItem(
      CART_PRICES_STORAGE_KEY,
      JSON.stringify({ [hoodie._id]: 26000, [tee._id]: 'cheap', other: -5 }),
    )
    expect(readRememberedPrices()).toEqual({ [hoodie._id]: 26000 })
    localStorage.setItem(CART_PRICES_STORAGE_KEY, 'not json')
    expect(readRememberedPrices()).toEqual({})
  })

  it('works without storage (private browsing): nothing is remembered, nothing breaks', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('refused')
      },
      setItem: () => {
        throw new Error('refused')
      },
      removeItem: () => {
        throw new Error('refused')
      },
    })
    expect(() => rememberPrice(hoodie._id, 26000)).not.toThrow()
    expect(readRememberedPrices()).toEqual({})
  })
})
