import { CURRENCY_CODE, formatNaira } from '../shared/money.ts'
import { productPath } from '../shared/routes.ts'
import type { Product } from './catalogue.ts'

export const SITE_NAME = 'Adire'
/** The picture social networks show for pages without one of their own. */
export const DEFAULT_SHARE_IMAGE = '/images/share/adire-share.png'

/**
 * What a page tells browsers, search engines and social networks about itself. The storefront
 * applies it as the shopper navigates; the server writes the same tags into the HTML it serves,
 * so crawlers that run no JavaScript read them too.
 */
export interface PageMeta {
  /** The whole document title. */
  title: string
  description: string
  /** The page's own path: its canonical URL is the store's address plus this. */
  path: string
  /** Path or URL of the sharing image. */
  image: string
  type: 'website' | 'product'
  /**
   * Kept out of search results: a step of a checkout or password reset, a payment being
   * confirmed, the store team's screen, an unknown page (ADR 019).
   */
  noindex: boolean
  /** Structured data (schema.org JSON-LD) describing the page's content. */
  jsonLd?: Record<string, unknown>
}

/** A product page names the product, its price and its first picture. */
export function productMeta(product: Product): PageMeta {
  const path = productPath(product._id)
  return {
    title: `${product.name} | ${SITE_NAME}`,
    description: `${product.name}, ${formatNaira(product.price)} at Adire. ${firstSentence(product.description)}`,
    path,
    image: product.image[0] ?? DEFAULT_SHARE_IMAGE,
    type: 'product',
    noindex: false,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: product.image,
      sku: product._id,
      category: product.category,
      brand: { '@type': 'Brand', name: SITE_NAME },
      offers: {
        '@type': 'Offer',
        price: product.price.toFixed(2),
        priceCurrency: CURRENCY_CODE,
        availability: 'https://schema.org/InStock',
        url: path,
      },
    },
  }
}

export function notFoundMeta(path: string): PageMeta {
  return {
    title: `Page not found | ${SITE_NAME}`,
    description: 'This page does not exist at Adire.',
    path,
    image: DEFAULT_SHARE_IMAGE,
    type: 'website',
    noindex: true,
  }
}

function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/)
  return end === -1 ? text : text.slice(0, end + 1)
}
