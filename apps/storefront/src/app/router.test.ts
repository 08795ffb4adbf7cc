import { describe, expect, it } from 'vitest'
import { matchPage } from './AppRoutes.tsx'

describe('matchPage', () => {
  it('finds each page of the table, a fixed path before a parameter', () => {
    expect(matchPage('/').page).toBe('HomePage')
    expect(matchPage('/admin/products/new').page).toBe('AdminProductEditorPage')
    expect(matchPage('/admin/products/new').params).toEqual({})
    expect(matchPage('/admin/products/p1').params).toEqual({ id: 'p1' })
    expect(matchPage('/login/forgotPassword').page).toBe('ForgotPasswordPage')
    expect(matchPage('/login').layout).toBe(false)
    expect(matchPage('/cart').layout).toBe(true)
  })

  it("gives the store team's pages their own shell, Home at /admin", () => {
    expect(matchPage('/admin').page).toBe('AdminHomePage')
    expect(matchPage('/admin/').page).toBe('AdminHomePage')
    expect(matchPage('/admin').layout).toBe(false)
    expect(matchPage('/admin/orders').layout).toBe(false)
    expect(matchPage('/admin/products/p1').layout).toBe(false)
  })

  it('reads parameters, decoded', () => {
    expect(matchPage('/orders/ADR-000123').params).toEqual({ reference: 'ADR-000123' })
    expect(matchPage('/productdetails/kente%20cap').params).toEqual({ id: 'kente cap' })
  })

  it('ignores letter case and a trailing slash, as the address bar does for shoppers', () => {
    expect(matchPage('/Cart/').page).toBe('CartPage')
    expect(matchPage('/COLLECTION').page).toBe('CollectionPage')
  })

  it('keeps a malformed escape as typed instead of failing', () => {
    expect(matchPage('/productdetails/%E0').params).toEqual({ id: '%E0' })
  })

  it('shows the 404 page for any other path', () => {
    expect(matchPage('/nowhere').page).toBe('NotFoundPage')
    expect(matchPage('/orders/ADR-1/extra').page).toBe('NotFoundPage')
    expect(matchPage('/orders/ADR-1/extra').layout).toBe(true)
  })
})
