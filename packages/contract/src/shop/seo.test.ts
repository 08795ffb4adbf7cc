import { describe, expect, it } from 'vitest'
import { productIdFromPath } from '../shared/routes.ts'
import type { Product } from './catalogue.ts'
import { helpCenterMeta } from './faq.ts'
import { metaForPath } from './meta-for-path.ts'
import { productMeta } from './seo.ts'
import { inSitemap, pageMeta } from './static-page-meta.ts'

const hoodie: Product = {
  _id: 'indigo-adire-hoodie',
  name: 'Indigo Adire Hoodie',
  description: 'Heavy cotton fleece, hand-dyed in Abeokuta. Wash cold, inside out.',
  price: 28500,
  image: [
    '/images/products/indigo-adire-hoodie-1.svg',
    '/images/products/indigo-adire-hoodie-2.svg',
  ],
  category: 'Hoodie',
  sizes: ['S', 'M'],
  bestseller: true,
  date: 0,
}
const find = (id: string) => (id === hoodie._id ? hoodie : undefined)

describe('page meta', () => {
  it('gives every page its own title and description', () => {
    const pages = ['home', 'collection', 'about', 'contact', 'helpCenter'] as const
    const titles = pages.map((page) => pageMeta(page).title)
    expect(new Set(titles).size).toBe(pages.length)
    for (const page of pages) expect(pageMeta(page).description.length).toBeGreaterThan(40)
  })

  it("serves the Help Center's page with its questions; every other page's meta leaves them out", () => {
    expect(metaForPath('/helpCenter', find)).toEqual(helpCenterMeta())
    expect(helpCenterMeta().jsonLd).toBeDefined()
    expect(pageMeta('helpCenter').jsonLd).toBeUndefined()
  })

  it('lets search engines index the shopper pages, but keeps them out of the sitemap', () => {
    for (const page of ['cart', 'orders', 'login', 'signup'] as const) {
      expect(pageMeta(page).noindex).toBe(false)
      expect(pageMeta(page).description.length).toBeGreaterThan(40)
      expect(inSitemap(page)).toBe(false)
    }
    expect(inSitemap('collection')).toBe(true)
    expect(pageMeta('collection').noindex).toBe(false)
  })

  it('keeps the private steps out of search results', () => {
    const pages = [
      'placeOrder',
      'verify',
      'forgotPassword',
      'resetPassword',
      'adminOrders',
      'adminProducts',
      'adminProductNew',
      'adminProductEdit',
    ] as const
    for (const page of pages) {
      expect(pageMeta(page).noindex).toBe(true)
      expect(inSitemap(page)).toBe(false)
    }
  })

  it('names the product, its price and first image, with schema.org Product data', () => {
    const meta = productMeta(hoodie)
    expect(meta.title).toBe('Indigo Adire Hoodie | Adire')
    expect(meta.description).toBe(
      'Indigo Adire Hoodie, ₦28,500 at Adire. Heavy cotton fleece, hand-dyed in Abeokuta.',
    )
    expect(meta.image).toBe(hoodie.image[0])
    expect(meta.jsonLd).toMatchObject({
      '@type': 'Product',
      offers: { price: '28500.00', priceCurrency: 'NGN' },
    })
  })

  it('resolves any path: pages, product pages, trailing slashes and unknown paths', () => {
    expect(metaForPath('/about/', find).title).toBe('About us | Adire')
    expect(metaForPath('/productdetails/indigo-adire-hoodie', find).type).toBe('product')
    expect(metaForPath('/productdetails/unknown', find).title).toBe('Page not found | Adire')
    expect(metaForPath('/nope', find).noindex).toBe(true)
    expect(metaForPath('/admin/products/indigo-adire-hoodie', find)).toMatchObject({
      title: 'Edit product (store team) | Adire',
      path: '/admin/products/indigo-adire-hoodie',
      noindex: true,
    })
    expect(metaForPath('/admin/products/new', find).title).toBe('New product (store team) | Adire')
  })
})

describe('productIdFromPath', () => {
  it('reads the id of a product page and nothing else', () => {
    expect(productIdFromPath('/productdetails/indigo-adire-hoodie')).toBe('indigo-adire-hoodie')
    expect(productIdFromPath('/productdetails/ada%20tee')).toBe('ada tee')
    expect(productIdFromPath('/productdetails/%E0%A4%A')).toBe('%E0%A4%A')
    expect(productIdFromPath('/collection')).toBeUndefined()
    expect(productIdFromPath('/productdetails/a/b')).toBeUndefined()
  })
})
