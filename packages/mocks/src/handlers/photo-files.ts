// `GET /photos/<id>-<width>.<avif|webp|jpg>` for the fixture photos (fixtures/product-photo.ts):
// their real files, so that stories show which width and format a browser picks, and what it
// weighs. Other photos are left to the stand-ins of admin/products.ts.
import { bypass, HttpResponse, http } from 'msw'
import { FIXTURE_PHOTOS } from '../fixtures/product-photo.ts'

const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
}

/** `<id>`, `<width>` and `<extension>` of a photo file's name. */
const FILE = /^([0-9a-f]{20})-(\d+)\.(avif|webp|jpg)$/

/**
 * Where the dev server (or a built Storybook) serves one of the files. Vite resolves this form
 * for files beside the code; elsewhere (Node) it is only a file URL, never fetched.
 */
const fileUrl = (id: string, width: string, extension: string) =>
  new URL(`../fixtures/photos/${id}-${width}.${extension}`, import.meta.url)

export const photoFileHandlers = {
  /** The fixture photos' files, with the server's type and year-long caching; others pass on. */
  fixture: http.get('*/photos/:file', async ({ params }) => {
    const [, id = '', width = '', extension = ''] = FILE.exec(String(params.file)) ?? []
    const photo = FIXTURE_PHOTOS.find((candidate) => candidate.id === id)
    if (!photo?.widths.includes(Number(width))) return undefined
    // The file's own URL may look like a photo's too: `bypass` keeps this handler off it.
    const file = await fetch(bypass(fileUrl(id, width, extension)))
    if (!file.ok) return undefined
    return new HttpResponse(await file.arrayBuffer(), {
      headers: {
        'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    })
  }),
}
