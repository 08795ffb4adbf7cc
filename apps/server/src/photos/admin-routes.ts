import { MAX_PHOTO_BYTES, type PhotoUploadResponse } from '@adire/contract'
import { Hono } from 'hono'
import { readBodyLimited, TooLarge } from '../http/json-body.ts'
import type { SessionEnv } from '../users/require-session.ts'
import { PhotoRefused } from './refusals.ts'
import type { PhotoService } from './service.ts'

/**
 * `POST /api/admin/photos`: the store team's photo uploads (docs/product.md §11.3). Mounted
 * behind the admin guard (admin/routes.ts), so every handler has a team member's session.
 */
export function adminPhotoRoutes({ photos }: { photos: PhotoService }) {
  return new Hono<SessionEnv>().post('/', async (c) => {
    // The bytes are the photo, whatever the Content-Type says: the pipeline reads what they are.
    const bytes = await readBodyLimited(c, MAX_PHOTO_BYTES).catch((error: unknown) => {
      throw error instanceof TooLarge ? new PhotoRefused('tooLarge') : error
    })
    const photo = await photos.upload(bytes, { userId: c.var.session.userId })
    return c.json<PhotoUploadResponse>({ success: true, photo }, 201)
  })
}
