import {
  ErrorResponse,
  MAX_PHOTO_BYTES,
  PHOTO_MESSAGES,
  PhotoUploadResponse,
  photoPath,
} from '@adire/contract'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { photos } from '../db/schema.ts'
import { openTestDatabase } from '../testing/database.ts'
import { signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'
import { DEEP_PNG, phoneJpeg, SVG, sixteenBitImage } from './test-images.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let admin: Awaited<ReturnType<typeof signUp>>
let shopper: Awaited<ReturnType<typeof signUp>>

beforeAll(async () => {
  database = await openTestDatabase()
  harness = testApp(database.db)
  admin = await signUp(harness.app, { name: 'Kemi from Adire' })
  await harness.services.users.makeAdmin(admin.email)
  shopper = await signUp(harness.app)
})
afterAll(() => database.close())

const upload = (body: Uint8Array, token?: string) =>
  harness.app.request('/api/admin/photos', {
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg', ...(token ? { token } : {}) },
    body: new Uint8Array(body),
  })

describe('POST /api/admin/photos', () => {
  it('takes a phone photo from the store team and serves its widths to anyone, for good', async () => {
    const res = await upload(await phoneJpeg(1600, 1200), admin.token)
    expect(res.status).toBe(201)
    const { photo } = PhotoUploadResponse.parse(await res.json())
    // Taken sideways (EXIF orientation 6): served upright.
    expect(photo).toMatchObject({ width: 1200, height: 1600, widths: [320, 640, 960] })

    const served = await harness.app.request(photoPath(photo.id, 640, 'avif'))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/avif')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect(metadata).toMatchObject({ format: 'heif', width: 640 })
    expect(metadata.exif).toBeUndefined()
  })

  it('answers a shopper 403 and a visitor 401, keeping nothing', async () => {
    const kept = await database.db.$count(photos)
    const photo = await phoneJpeg(400, 300)
    expect((await upload(photo, shopper.token)).status).toBe(403)
    expect((await upload(photo)).status).toBe(401)
    expect(await database.db.$count(photos)).toBe(kept)
  })

  it.each([
    ['an SVG named as a JPEG', () => SVG, 415, PHOTO_MESSAGES.notPhoto],
    ['an empty body', () => new Uint8Array(), 400, PHOTO_MESSAGES.empty],
    ['more than 15 MB', () => new Uint8Array(MAX_PHOTO_BYTES + 1), 413, PHOTO_MESSAGES.tooLarge],
  ])('refuses %s with a message for the owner', async (_, body, status, message) => {
    const kept = await database.db.$count(photos)
    const res = await upload(body(), admin.token)
    expect(res.status).toBe(status)
    expect(ErrorResponse.parse(await res.json()).message).toBe(message)
    expect(await database.db.$count(photos)).toBe(kept)
  })

  it('refuses a small PNG that would take over 200 MB opened, 422 with a message for the owner', async () => {
    const kept = await database.db.$count(photos)
    const res = await upload(
      await sixteenBitImage(DEEP_PNG.width, DEEP_PNG.height).png().toBuffer(),
      admin.token,
    )
    expect(res.status).toBe(422)
    expect(ErrorResponse.parse(await res.json())).toEqual({
      success: false,
      message: PHOTO_MESSAGES.tooMuchData,
    })
    expect(await database.db.$count(photos)).toBe(kept)
  })

  it('keeps one photo when the same file is uploaded twice at once', async () => {
    const kept = await database.db.$count(photos)
    const file = await phoneJpeg(900, 600, { make: 'Racing' })
    const answers = await Promise.all([upload(file, admin.token), upload(file, admin.token)])
    expect(answers.map((res) => res.status)).toEqual([201, 201])
    const [one, two] = await Promise.all(
      answers.map(async (res) => PhotoUploadResponse.parse(await res.json()).photo),
    )
    expect(two).toEqual(one)
    expect(await database.db.$count(photos)).toBe(kept + 1)
    const served = await harness.app.request(photoPath(one?.id ?? '', 320, 'webp'))
    expect(served.status).toBe(200)
  })

  it('answers 404 for a photo no upload made, and for the kept original', async () => {
    expect((await harness.app.request(photoPath('0'.repeat(20), 640, 'avif'))).status).toBe(404)
    const res = await upload(await phoneJpeg(400, 300), admin.token)
    const { photo } = PhotoUploadResponse.parse(await res.json())
    expect((await harness.app.request(`/photos/${photo.id}-original.jpg`)).status).toBe(404)
  })
})
