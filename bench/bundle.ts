import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../tests/chromium.ts'
import { repoRoot } from '../tests/e2e/server.ts'
import { onCleanup } from './cleanup.ts'
import { compressedSizes, type Sizes } from './compress.ts'
import { progress } from './log.ts'
import { pages } from './pages.ts'
import { type RawResponse, rawRequest } from './raw-http.ts'
import type { AreaResult, Row } from './report.ts'
import { RetryableError } from './retry.ts'
import { kb } from './stats.ts'

/**
 * First-visit JS as the server sends it (brotli), issue 43; gzip is printed for information.
 * React, React DOM and TanStack Query alone are about 51 KB of it, React Router 11 (ADR 036).
 */
const jsBudgetKb = 105
/**
 * Code a shopper's first visit must never download: the checkout, the payment windows (Paystack's
 * script, our loader for it and the emulator's) and the store team's screens (every chunk named
 * `Admin…` or `admin…`). Matched against the built files' names.
 */
const neverOnFirstVisit =
  /\/(Admin\w*|admin\w*|PlaceOrderPage|checkout|inline|paystack|emulator)-[\w-]+\.js$/
/**
 * Zod and the schemas built with it (25 KB gzip) load with the first form check or API call,
 * never with a first visit: what a page needs from the contract beforehand lives in its
 * `*-rules.ts` modules, which import no zod (ADR 027). Its chunk's name follows
 * whichever module Rolldown names it after, so a file counts when its code holds `ZodError`.
 */
const holdsZod = (url: string) => {
  const file = path.join(assetsDir, path.posix.basename(new URL(url).pathname))
  return url.endsWith('.js') && existsSync(file) && readFileSync(file, 'utf8').includes('ZodError')
}
const cssBudgetKb = 20
const assetsDir = path.join(repoRoot, 'apps/storefront/dist/assets')

type Kind = 'js' | 'css'

interface Asset extends Sizes {
  url: string
  kind: Kind
  /** How the first visit came to download it. */
  seenAs: 'response' | 'html-reference' | 'both'
}

interface PageBundle {
  page: string
  path: string
  html: Sizes
  assets: Asset[]
  totals: Record<Kind, Sizes>
}

function kindOf(url: string, contentType = '', resourceType = ''): Kind | null {
  const pathname = new URL(url).pathname
  if (resourceType === 'script' || /javascript/.test(contentType) || /\.m?js$/.test(pathname)) {
    return 'js'
  }
  if (resourceType === 'stylesheet' || /text\/css/.test(contentType) || /\.css$/.test(pathname)) {
    return 'css'
  }
  return null
}

/**
 * Scripts and stylesheets the HTML names (script src, stylesheet, preload and modulepreload
 * links). A preload nobody uses before network idle is still downloaded, and this catches it
 * even if the browser's response event did not.
 */
function referencedAssets(html: string, pageUrl: string): string[] {
  const urls: string[] = []
  for (const tag of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attribute = /\b(?:src|href)\s*=\s*["']([^"']+)["']/i.exec(tag[0])
    if (!attribute?.[1]) continue
    const url = new URL(attribute[1], pageUrl)
    if (/\.(?:m?js|css)$/.test(url.pathname)) urls.push(url.href)
  }
  return urls
}

function sum(assets: Asset[], kind: Kind): Sizes {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 }
  for (const asset of assets) {
    if (asset.kind !== kind) continue
    total.raw += asset.raw
    total.gzip += asset.gzip
    total.brotli += asset.brotli
  }
  return total
}

/**
 * The browser build's entry script, from Vite's manifest (server-rendered pages name it in a
 * loader script rather than a `<script src>`).
 */
function entryScripts(): string[] {
  const manifestFile = path.join(assetsDir, '../.vite/manifest.json')
  if (!existsSync(manifestFile)) return []
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string }
  >
  const entry = manifest['index.html']?.file
  return entry ? [path.posix.basename(entry)] : []
}

/** Chunks a built chunk imports statically (`import"./x.js"`, `from"./x.js"`), not `import()`. */
function staticImports(code: string): string[] {
  const files: string[] = []
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"'/]+\.m?js)["']/g)) {
    if (match[1]) files.push(match[1])
  }
  return files
}

/**
 * Lazily loaded chunks are the JS files in the build outside the entry's static import graph:
 * only a dynamic `import()` loads them. Following the graph (rather than trusting the HTML's
 * preloads) keeps the answer the same when server rendering starts preloading a route's chunk.
 */
function largestLazyChunk(entryFiles: string[]) {
  if (!existsSync(assetsDir)) return null
  const eager = new Set<string>()
  const queue = [...entryFiles]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (eager.has(file) || !existsSync(path.join(assetsDir, file))) continue
    eager.add(file)
    queue.push(...staticImports(readFileSync(path.join(assetsDir, file), 'utf8')))
  }
  let largest: { file: string; sizes: Sizes } | null = null
  for (const file of readdirSync(assetsDir)) {
    if (!/\.m?js$/.test(file) || eager.has(file)) continue
    const sizes = compressedSizes(readFileSync(path.join(assetsDir, file)))
    if (!largest || sizes.gzip > largest.sizes.gzip) largest = { file, sizes }
  }
  return largest
}

export async function measureBundle(baseUrl: string, signal: AbortSignal): Promise<AreaResult> {
  const browser = await chromium.launch(chromiumLaunchOptions)
  const closeBrowser = onCleanup(() => browser.close())
  const bytesByUrl = new Map<string, Promise<Sizes>>()
  // Each URL is fetched once, without Accept-Encoding, so we compress the file's own bytes.
  const sizesOf = (url: string) => {
    let sizes = bytesByUrl.get(url)
    if (!sizes) {
      sizes = rawRequest(url).then((res) => {
        if (res.status !== 200) {
          throw new RetryableError(
            `GET ${url} answered ${res.status} although the browser just loaded it: was the ` +
              'storefront rebuilt while the bench ran (the working tree is shared)?',
          )
        }
        return compressedSizes(res.body)
      })
      // Awaited later; this only keeps an early failure from being reported as unhandled.
      sizes.catch(() => {})
      bytesByUrl.set(url, sizes)
    }
    return sizes
  }

  const results: PageBundle[] = []
  try {
    for (const { name, path: pagePath } of pages) {
      signal.throwIfAborted()
      progress(`bundle: loading ${pagePath}`)
      const pageUrl = new URL(pagePath, baseUrl).href
      // A fresh context has an empty cache: this is a first visit.
      const context = await browser.newContext()
      const seen = new Map<string, Kind>()
      let html = ''
      let documentResponse: RawResponse | undefined
      try {
        const page = await context.newPage()
        page.on('response', (response) => {
          const url = response.url()
          if (!url.startsWith('http') || response.status() >= 300) return
          const kind = kindOf(
            url,
            response.headers()['content-type'],
            response.request().resourceType(),
          )
          if (!kind) return
          seen.set(url, kind)
          // Fetch our copy at once: a rebuild on this shared tree can replace the hashed files.
          void sizesOf(url)
        })
        const response = await page.goto(pageUrl, { waitUntil: 'networkidle', timeout: 60_000 })
        if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status()}`)
        // The HTML this visit actually got, so its references match the responses seen.
        html = await response.text()
        documentResponse = await rawRequest(pageUrl)
      } finally {
        await context.close()
      }

      const references = referencedAssets(html, pageUrl)

      const urls = new Set([...seen.keys(), ...references])
      const assets: Asset[] = []
      for (const url of urls) {
        const kind = seen.get(url) ?? kindOf(url)
        if (!kind) continue
        const inHtml = references.includes(url)
        const seenAs = seen.has(url) ? (inHtml ? 'both' : 'response') : 'html-reference'
        assets.push({ url, kind, seenAs, ...(await sizesOf(url)) })
      }
      assets.sort((a, b) => b.gzip - a.gzip)
      results.push({
        page: name,
        path: pagePath,
        html: compressedSizes(documentResponse?.body ?? Buffer.alloc(0)),
        assets,
        totals: { js: sum(assets, 'js'), css: sum(assets, 'css') },
      })
    }
  } finally {
    await closeBrowser()
  }

  const rows: Row[] = []
  const notes: string[] = []
  for (const result of results) {
    const row = (figure: string, bytes: number, target?: number, enforced = true): Row => ({
      area: 'bundle',
      figure,
      page: result.page,
      value: kb(bytes),
      unit: 'KB',
      digits: 1,
      ...(target === undefined ? {} : { target: { op: '<=', value: target }, enforced }),
    })
    const misplaced = result.assets.filter((asset) => neverOnFirstVisit.test(asset.url))
    const withZod = result.assets.filter((asset) => holdsZod(asset.url))
    rows.push(
      row('JS brotli', result.totals.js.brotli, jsBudgetKb),
      row('JS gzip', result.totals.js.gzip),
      row('CSS gzip', result.totals.css.gzip, cssBudgetKb),
      row('CSS brotli', result.totals.css.brotli),
      row('HTML gzip', result.html.gzip),
      {
        area: 'bundle',
        figure: 'checkout or admin files',
        page: result.page,
        value: misplaced.length,
        unit: '',
        digits: 0,
        target: { op: '<=', value: 0 },
      },
      {
        area: 'bundle',
        figure: 'files with zod',
        page: result.page,
        value: withZod.length,
        unit: '',
        digits: 0,
        target: { op: '<=', value: 0 },
      },
    )
    if (withZod.length > 0) {
      notes.push(
        `${result.path} downloads zod in ${withZod.map((a) => new URL(a.url).pathname).join(', ')}`,
      )
    }
    if (misplaced.length > 0) {
      notes.push(
        `${result.path} downloads ${misplaced.map((a) => new URL(a.url).pathname).join(', ')}`,
      )
    }
    const files = result.assets
      .map((asset) => `${new URL(asset.url).pathname} ${kb(asset.gzip).toFixed(1)} KB`)
      .join(', ')
    notes.push(`${result.path}: ${result.assets.length} files (gzip): ${files}`)
  }

  const lazy = largestLazyChunk(entryScripts())
  rows.push({
    area: 'bundle',
    figure: `largest lazy JS chunk${lazy ? ` (${lazy.file})` : ''}`,
    page: '-',
    value: lazy ? kb(lazy.sizes.gzip) : null,
    unit: 'KB',
    digits: 1,
  })
  if (!lazy) notes.push(`No lazily loaded chunk found in ${path.relative(repoRoot, assetsDir)}.`)

  return { rows, notes, details: { pages: results, largestLazyChunk: lazy } }
}
