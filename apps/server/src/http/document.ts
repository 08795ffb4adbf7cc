const HEAD_START = '<!--app-head:start-->'
const HEAD_END = '<!--app-head:end-->'
const ROOT = '<div id="root"></div>'

export interface DocumentParts {
  /** The page's meta tags (see `renderHead`). */
  head: string
  /** Server-rendered markup of the app; empty to let the browser render it. */
  appHtml?: string
  /** Chunks of the page's own code, fetched in parallel with the app's entry. */
  modulePreloads?: string[]
  /** API responses the app reads before hydrating, fetched in parallel with its code. */
  dataPreloads?: string[]
}

/**
 * Fills the built index.html for one page: its meta tags replace the default head block, the
 * page's chunks are preloaded, and the rendered app (with its state) goes inside #root.
 */
export function buildDocument(template: string, parts: DocumentParts): string {
  const start = template.indexOf(HEAD_START)
  const end = template.indexOf(HEAD_END)
  if (start === -1 || end === -1 || !template.includes(ROOT)) {
    throw new Error(`index.html needs a ${HEAD_START} … ${HEAD_END} block and ${ROOT}`)
  }
  const preloads = [
    ...(parts.modulePreloads ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="${href}" />`,
    ),
    ...(parts.dataPreloads ?? []).map(
      (href) => `<link rel="preload" as="fetch" crossorigin href="${href}" />`,
    ),
  ]
  // React writes the preloads it wants (the largest image, with fetchpriority="high") at the
  // start of its markup; in the head the browser finds them before anything else.
  const [, hints = '', appHtml = ''] =
    /^((?:<link [^>]*\/>)*)([\s\S]*)$/.exec(parts.appHtml ?? '') ?? []
  const head = [parts.head, hints, ...preloads].filter(Boolean).join('\n    ')
  return (
    template.slice(0, start) +
    head +
    template.slice(end + HEAD_END.length).replace(ROOT, `<div id="root">${appHtml}</div>`)
  )
}
