import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type {
  Product,
  ProductDetailsResponse,
  ProductGoneResponse,
  ProductSearchResponse,
  StoreSettingsResponse,
} from '@adire/contract'

/**
 * The API answers a page renders with (`PageDataSource` in the storefront's
 * `shop/api/products.ts`): the server reads them from its services, the same bodies the browser
 * fetches (and preloads) before hydrating.
 */
export interface PageData {
  /** `GET /api/products` with these parameters. */
  productSearch(params: URLSearchParams): Promise<ProductSearchResponse>
  /** `GET /api/products/:id`: the product, the 404 of an archived one, or undefined for none. */
  productDetails(id: string): Promise<ProductDetailsResponse | ProductGoneResponse | undefined>
  /** `GET /api/products/featured`'s products: what the home page shows. */
  productFeatured(): Promise<Product[]>
  /** `GET /api/store/settings`: every page's footer and chat link read the store's contact. */
  storeSettings(): Promise<StoreSettingsResponse>
}

/** The render bundle's interface (apps/storefront/src/entry-server.tsx). */
interface RenderBundle {
  render(
    url: string,
    data: PageData,
  ): Promise<{ html: string; dataPreloads: string[]; pageSource: string }>
}

interface ManifestChunk {
  file: string
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

export interface RenderedApp {
  html: string
  /** The page chunk and the chunks it imports, as URLs. */
  modulePreloads: string[]
  /** API requests the browser makes before hydrating (the page's products). */
  dataPreloads: string[]
}

export interface PageRenderer {
  /** Renders the app at `url`, reading what it shows from `data` (the caller caches the result). */
  render(url: string, data: PageData): Promise<RenderedApp>
}

/**
 * Loads the server-rendering bundle and the browser build's manifest. Without them (a build
 * without `--ssr`, or tests), pages are sent as the empty shell and rendered in the browser.
 */
export async function loadPageRenderer(
  ssrEntry: string,
  staticDir: string,
): Promise<PageRenderer | undefined> {
  const manifestFile = path.join(staticDir, '.vite/manifest.json')
  if (!existsSync(ssrEntry) || !existsSync(manifestFile)) return undefined
  const bundle = (await import(pathToFileURL(ssrEntry).href)) as RenderBundle
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const entryImports = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])])

  // A page's chunk and everything it imports that the entry does not already bring.
  const preloadsOf = (source: string): string[] => {
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key) || entryImports.has(key)) return
      seen.add(key)
      for (const imported of manifest[key]?.imports ?? []) visit(imported)
    }
    visit(source)
    return [...seen].flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : []))
  }

  return {
    async render(url, data) {
      const page = await bundle.render(url, data)
      return {
        html: page.html,
        modulePreloads: preloadsOf(page.pageSource),
        dataPreloads: page.dataPreloads,
      }
    },
  }
}
