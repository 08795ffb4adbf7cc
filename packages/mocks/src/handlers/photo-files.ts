// `GET /photos/<id>-<width>.<avif|webp|jpg>` for the fixture photo (fixtures/product-photo.ts):
// its real files, so that stories show which width and format a browser picks, and what it
// weighs. Other photos are left to the stand-ins of admin-products.ts.
import { bypass, HttpResponse, http } from 'msw'
import { FIXTURE_PHOTO } from '../fixtures/product-photo.ts'

const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
}

/** `<width>.<extension>` of the fixture photo's files, from their name. */
const FILE = new RegExp(`^${FIXTURE_PHOTO.id}-(\\d+)\\.(avif|webp|jpg)$`)

/**
 * Where the dev server (or a built Storybook) serves one of the files. Vite resolves this form
 * for files beside the code; elsewhere (Node) it is only a file URL, never fetched.
 */
const fileUrl = (width: string, extension: string) =>
  new URL(`../fixtures/photos/${FIXTURE_PHOTO.id}-${width}.${extension}`, import.meta.url)

export const photoFileHandlers = {
  /** The fixture photo's files, with the server's type and year-long caching; others pass on. */
  fixture: http.get('*/photos/:file', async ({ params }) => {
    const [, width = '', extension = ''] = FILE.exec(String(params.file)) ?? []
    if (!FIXTURE_PHOTO.widths.includes(Number(width))) return undefined
    // The file's own URL may look like a photo's too: `bypass` keeps this handler off it.
    const file = await fetch(bypass(fileUrl(width, extension)))
    if (!file.ok) return undefined
    return new HttpResponse(await file.arrayBuffer(), {
      headers: {
        'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    })
  }),
}
