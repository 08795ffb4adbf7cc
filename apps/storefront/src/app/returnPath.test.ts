import { describe, expect, it } from 'vitest'
import { authPathReturningTo, isCheckout, returnPathOf } from './returnPath.ts'

const nextOf = (search: string) => returnPathOf(new URLSearchParams(search))

describe('returnPathOf', () => {
  it('follows a page of this store, with its query', () => {
    expect(nextOf('next=/place-order')).toBe('/place-order')
    expect(nextOf('next=%2Forders%3Freference%3DADR-1')).toBe('/orders?reference=ADR-1')
    expect(nextOf('next=/productdetails/p1')).toBe('/productdetails/p1')
  })

  it('ignores anything that would leave the store or go nowhere', () => {
    for (const search of [
      '',
      'next=',
      'next=https://evil.example/place-order',
      'next=//evil.example/place-order',
      'next=/\\evil.example',
      'next=javascript:alert(1)',
      'next=place-order',
      'next=/nowhere',
      'next=/login',
      'next=/signup?next=/place-order',
    ]) {
      expect(nextOf(search), search).toBeNull()
    }
  })
})

describe('authPathReturningTo', () => {
  it('keeps the path readable, and round-trips through returnPathOf', () => {
    expect(authPathReturningTo('/login', '/place-order')).toBe('/login?next=/place-order')
    expect(authPathReturningTo('/signup', null)).toBe('/signup')
    const link = authPathReturningTo('/login', '/orders?reference=ADR-1&x=1')
    expect(nextOf(new URL(link, 'http://store').search)).toBe('/orders?reference=ADR-1&x=1')
  })

  it('tells the checkout apart, so the screens can say why the shopper is there', () => {
    expect(isCheckout('/place-order')).toBe(true)
    expect(isCheckout('/orders')).toBe(false)
    expect(isCheckout(null)).toBe(false)
  })
})
