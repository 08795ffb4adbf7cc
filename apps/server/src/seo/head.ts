import { type PageMeta, SITE_NAME } from '@adire/contract'

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
}

/** JSON inside <script> must not be able to close the element, whatever a product is named. */
function escapeJsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
}

/**
 * The head tags of a page: the same set the storefront's `usePageMeta` keeps up to date while
 * the shopper navigates, written into the first HTML for crawlers that run no JavaScript.
 */
export function renderHead(meta: PageMeta, publicUrl: string): string {
  const absolute = (path: string) => new URL(path, `${publicUrl}/`).href
  const url = absolute(meta.path)
  const image = absolute(meta.image)
  const named = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeHtml(content)}" />`
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    named('description', meta.description),
    named('robots', meta.noindex ? 'noindex, nofollow' : 'index, follow'),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    property('og:site_name', SITE_NAME),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', image),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
  ]
  if (meta.jsonLd) {
    tags.push(`<script type="application/ld+json">${escapeJsonForScript(meta.jsonLd)}</script>`)
  }
  return tags.join('\n    ')
}
