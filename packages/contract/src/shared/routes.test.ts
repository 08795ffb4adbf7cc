import { describe, expect, it } from 'vitest'
import { pageRenderSearch, pageRouteOf } from './routes.ts'

const rendered = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'https://adire.example')
  return pageRenderSearch(pathname, searchParams).toString()
}

describe('pageRouteOf', () => {
  it('names the page of a path, with or without its trailing slash', () => {
    expect(pageRouteOf('/collection')).toBe('collection')
    expect(pageRouteOf('/login/resetPassword/')).toBe('resetPassword')
    expect(pageRouteOf('/productdetails/indigo-adire-hoodie')).toBe('productDetails')
    expect(pageRouteOf('/no/such/page')).toBeUndefined()
  })
})

describe('pageRenderSearch', () => {
  it('keeps what the collection reads, sorted by name, and drops everything else', () => {
    expect(rendered('/collection?utm_source=chat&sort=price-asc&q=tee&fbclid=x&pages=2')).toBe(
      'pages=2&q=tee&sort=price-asc',
    )
    expect(rendered('/collection?q=tee&sort=price-asc')).toBe(
      rendered('/collection?sort=price-asc&q=tee'),
    )
  })

  it('keeps repeated parameters in their order: the page reads the first, or all in order', () => {
    expect(rendered('/collection?q=cap&filter=polos&q=tee&filter=hoodies')).toBe(
      'filter=polos&filter=hoodies&q=cap&q=tee',
    )
  })

  it('gives pages that read no parameter none', () => {
    expect(rendered('/?utm_source=chat&q=tee')).toBe('')
    expect(rendered('/productdetails/indigo-adire-hoodie?sort=price-asc')).toBe('')
    expect(rendered('/verify?reference=ADR-1')).toBe('')
    expect(rendered('/no/such/page?q=tee')).toBe('')
  })

  it("stands a placeholder for the reset link's token, and only when the page would read one", () => {
    expect(rendered('/login/resetPassword?token=secret&utm_source=mail')).toBe('token=present')
    expect(rendered('/login/resetPassword/?token=secret')).toBe('token=present')
    expect(rendered('/login/resetPassword?token=a&token=b')).toBe('token=present')
    // The page trims the first token and finds nothing: the link is incomplete.
    expect(rendered('/login/resetPassword?token=%20%20')).toBe('')
    expect(rendered('/login/resetPassword?token=&token=secret')).toBe('')
    expect(rendered('/login/resetPassword')).toBe('')
  })
})
