import type { PageMeta } from '@adire/contract'
import { useEffect } from 'react'

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  const existing = document.head.querySelector<HTMLElement>(selector)
  if (existing) return existing
  const element = create()
  document.head.append(element)
  return element
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  const element = upsert(`meta[${attribute}="${key}"]`, () => {
    const meta = document.createElement('meta')
    meta.setAttribute(attribute, key)
    return meta
  })
  element.setAttribute('content', content)
}

/**
 * Applies a page's title, description, canonical URL, sharing tags and structured data to the
 * document (docs/product.md §2). The server writes the same tags into the first HTML (see the server's
 * `renderHead`), so this updates them in place as the shopper navigates.
 */
export function usePageMeta(meta: PageMeta) {
  const { title, description, path, image, type, noindex, jsonLd } = meta
  const structuredData = jsonLd ? JSON.stringify(jsonLd) : ''
  useEffect(() => {
    const origin = window.location.origin
    const url = new URL(path, origin).href
    document.title = title
    setMeta('name', 'description', description)
    setMeta('name', 'robots', noindex ? 'noindex, nofollow' : 'index, follow')
    upsert('link[rel="canonical"]', () => {
      const link = document.createElement('link')
      link.rel = 'canonical'
      return link
    }).setAttribute('href', url)
    setMeta('property', 'og:site_name', 'Adire')
    setMeta('property', 'og:type', type)
    setMeta('property', 'og:title', title)
    setMeta('property', 'og:description', description)
    setMeta('property', 'og:url', url)
    setMeta('property', 'og:image', new URL(image, origin).href)
    setMeta('name', 'twitter:card', 'summary_large_image')
    setMeta('name', 'twitter:title', title)
    setMeta('name', 'twitter:description', description)
    setMeta('name', 'twitter:image', new URL(image, origin).href)
    const script = document.head.querySelector('script[type="application/ld+json"]')
    if (structuredData) {
      upsert('script[type="application/ld+json"]', () => {
        const element = document.createElement('script')
        element.type = 'application/ld+json'
        return element
      }).textContent = structuredData
    } else {
      script?.remove()
    }
  }, [title, description, path, image, type, noindex, structuredData])
}
