import { describe, expect, it, vi } from 'vitest'
import { matchPage } from './AppRoutes.tsx'
import { createMemoryHistory, matchPath } from './router.tsx'

describe('matchPath', () => {
  it('reads parameters, decoded', () => {
    expect(matchPath('/orders/:reference', '/orders/ADR-000123')).toEqual({
      reference: 'ADR-000123',
    })
    expect(matchPath('/productdetails/:id', '/productdetails/kente%20cap')).toEqual({
      id: 'kente cap',
    })
  })

  it('ignores letter case and a trailing slash, as the address bar does for shoppers', () => {
    expect(matchPath('/cart', '/Cart/')).toEqual({})
    expect(matchPath('/', '/')).toEqual({})
  })

  it('needs every segment: more, fewer or different ones do not match', () => {
    expect(matchPath('/orders/:reference', '/orders')).toBeNull()
    expect(matchPath('/orders', '/orders/ADR-1')).toBeNull()
    expect(matchPath('/account/addresses', '/account/orders')).toBeNull()
  })

  it('keeps a malformed escape as typed instead of failing', () => {
    expect(matchPath('/productdetails/:id', '/productdetails/%E0')).toEqual({ id: '%E0' })
  })
})

describe('matchPage', () => {
  it('finds each page of the table, the first match winning', () => {
    expect(matchPage('/').page).toBe('HomePage')
    expect(matchPage('/admin/products/new').page).toBe('AdminProductEditorPage')
    expect(matchPage('/admin/products/new').params).toEqual({})
    expect(matchPage('/admin/products/p1').params).toEqual({ id: 'p1' })
    expect(matchPage('/login/forgotPassword').page).toBe('ForgotPasswordPage')
  })

  it('shows the 404 page for any other path', () => {
    expect(matchPage('/nowhere').page).toBe('NotFoundPage')
    expect(matchPage('/orders/ADR-1/extra').page).toBe('NotFoundPage')
  })
})

describe('createMemoryHistory', () => {
  it('pushes, replaces and goes back and forth, telling its listeners', () => {
    const history = createMemoryHistory('/collection?filter=caps')
    const listener = vi.fn()
    history.listen(listener)
    expect(history.location).toEqual({
      pathname: '/collection',
      search: '?filter=caps',
      state: null,
    })

    history.push('/productdetails/p1', { from: 'grid' })
    expect(history.location).toEqual({
      pathname: '/productdetails/p1',
      search: '',
      state: { from: 'grid' },
    })
    history.replace('?size=M', null)
    expect(history.location.pathname + history.location.search).toBe('/productdetails/p1?size=M')

    history.go(-1)
    expect(history.location.search).toBe('?filter=caps')
    history.go(-5)
    expect(history.location.pathname).toBe('/collection')
    history.push('/cart', null)
    history.go(1)
    expect(history.location.pathname).toBe('/cart')
    expect(listener).toHaveBeenCalledTimes(4)
  })
})
