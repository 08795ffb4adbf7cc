import { Hono } from 'hono'
import { errorJson } from '../http/errors.ts'
import type { PhotoService } from './service.ts'

/** A photo's files never change (their names are hashes of the photo): kept for a year, for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * `GET /photos/<id>-<width>.<avif|webp|jpg>`: a width of a product photo, from whichever store
 * this server keeps photos in, so every server sharing a database serves every upload.
 */
export function photoFileRoutes(photos: PhotoService) {
  return new Hono().get('/photos/:file', async (c) => {
    const file = await photos.file(c.req.path)
    if (!file) return errorJson(c, 'No such photo', 404)
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    })
  })
}
