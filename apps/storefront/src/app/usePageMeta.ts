import type { PageMeta, StaticPage } from '@adire/contract'
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

function applyPageMeta({ title, description, path, image, type, noindex, jsonLd }: PageMeta) {
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
  if (jsonLd) {
    upsert('script[type="application/ld+json"]', () => {
      const element = document.createElement('script')
      element.type = 'application/ld+json'
      return element
    }).textContent = JSON.stringify(jsonLd)
  } else {
    script?.remove()
  }
}

/** Whether the first page's tags are the server's, written into the HTML it sent. */
let firstTagsFromServer = false

/** Says, before hydrating, that the server has written the first page's tags. */
export function keepServerPageMeta() {
  firstTagsFromServer = true
}

/**
 * Applies a page's title, description, canonical URL, sharing tags and structured data to the
 * document (docs/product.md §2). The server writes the same tags into the first HTML (see the
 * server's `renderHead`), so this updates them in place as the shopper navigates.
 *
 * A page with fixed texts passes its name: the texts of every page are then loaded with the
 * first move to another page, not with the first visit, whose tags the server has written.
 */
export function usePageMeta(meta: PageMeta | StaticPage) {
  // By content: a page may build its meta afresh on each render.
  const content = typeof meta === 'string' ? meta : JSON.stringify(meta)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` stands for `meta`
  useEffect(() => {
    if (firstTagsFromServer) {
      firstTagsFromServer = false
      return
    }
    if (typeof meta !== 'string') return applyPageMeta(meta)
    let shown = true
    void import('./staticPageMeta.ts').then(({ pageMeta }) => {
      if (shown) applyPageMeta(pageMeta(meta))
    })
    return () => {
      shown = false
    }
  }, [content])
}
