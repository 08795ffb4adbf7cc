import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { MAX_PHOTO_BYTES, PHOTO_FORMATS, photoPath } from '@adire/contract'
import { count } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'
import { photoFiles, photos, users } from '../db/schema.ts'
import { createThrowawayDatabase, openTestDatabase } from '../testing/database.ts'
import { externalService } from '../testing/external.ts'
import { TestClock } from '../testing/services.ts'
import { DatabasePhotoStore } from './database-store.ts'
import { DirectoryPhotoStore } from './directory-store.ts'
import { CONTENT_TYPES } from './names.ts'
import { PhotoRefused } from './refusals.ts'
import { PhotoService, photoStoreFor } from './service.ts'
import { flatImage, phoneJpeg, SVG } from './test-images.ts'

let database: DatabaseHandle
let dir: string
let userId: string

beforeAll(async () => {
  database = await openTestDatabase()
  dir = await mkdtemp(path.join(tmpdir(), 'adire-photos-'))
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Adaeze', email: 'owner@example.com', passwordHash: 'x', role: 'admin' })
    .returning({ id: users.id })
  userId = user?.id as string
})
afterAll(async () => {
  await database.close()
  await rm(dir, { recursive: true, force: true })
})

const clock = new TestClock()

describe('the owner uploads a photo', () => {
  let folder: string
  let service: PhotoService
  beforeAll(() => {
    folder = path.join(dir, 'uploads')
    service = new PhotoService({ db: database.db, store: new DirectoryPhotoStore(folder), clock })
  })

  it('is processed, kept and recorded; its files are served by their public paths', async () => {
    const photo = await service.upload(await phoneJpeg(1200, 900), { userId })
    expect(photo).toEqual({ id: photo.id, width: 900, height: 1200, widths: [320, 640] })
    const [row] = await database.db.select().from(photos)
    expect(row).toMatchObject({
      ...photo,
      formats: ['avif', 'webp', 'jpeg'],
      originalFormat: 'jpeg',
      createdBy: userId,
      createdAt: clock.now(),
    })
    for (const width of photo.widths) {
      for (const format of PHOTO_FORMATS) {
        const file = await service.file(photoPath(photo.id, width, format))
        expect(file?.contentType).toBe(CONTENT_TYPES[format])
        expect((await sharp(file?.bytes).metadata()).width).toBe(width)
      }
    }
    expect(await service.find(photo.id)).toEqual(photo)
  })

  it('serves nothing for paths that name no served file, nor the original', async () => {
    const [row] = await database.db.select().from(photos)
    const id = row?.id as string
    expect(await readdir(folder)).toContain(`${id}-original.jpg`)
    for (const wrong of [
      `/photos/${id}-original.jpg`,
      `/photos/${id}-1280.avif`,
      `/photos/${id}-640.png`,
      `/photos/../${id}-640.avif`,
      `/photos/${id}-640.avif/`,
      `/${id}-640.avif`,
    ]) {
      expect(await service.file(wrong)).toBeNull()
    }
  })

  it('twice is one photo: the same id, one row, the same files', async () => {
    const upload = await phoneJpeg(1000, 700, { make: 'Twice' })
    const first = await service.upload(upload, { userId })
    const files = await readdir(folder)
    const again = await service.upload(upload, { userId: null })
    expect(again).toEqual(first)
    expect(await readdir(folder)).toEqual(files)
    const [rows] = await database.db.select({ n: count() }).from(photos)
    expect(rows?.n).toBe(2)
  })
})

describe('an upload that is refused', () => {
  it.each([
    ['SVG', () => SVG],
    ['GIF', () => flatImage(50, 50).gif().toBuffer()],
    ['text', () => Buffer.from('hello')],
    ['over 15 MB', () => Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff)],
    ['of 64 MP', () => flatImage(8000, 8000).png().toBuffer()],
    ['truncated', async () => (await phoneJpeg(600, 400)).subarray(0, 5000)],
  ])('(%s) keeps nothing', async (_kind, make) => {
    const folder = path.join(dir, 'refused')
    const service = new PhotoService({
      db: database.db,
      store: new DirectoryPhotoStore(folder),
      clock,
    })
    const recorded = async () => (await database.db.select({ n: count() }).from(photos))[0]?.n
    const before = await recorded()
    await expect(service.upload(await make(), { userId })).rejects.toBeInstanceOf(PhotoRefused)
    expect(await readdir(folder).catch(() => [])).toEqual([])
    expect(await recorded()).toBe(before)
  })
})

/** Two servers, each with its own service and store, on one database. */
async function expectSharedPhotos(one: DatabaseHandle, two: DatabaseHandle) {
  const [first, second] = [one, two].map(
    (handle) =>
      new PhotoService({ db: handle.db, store: new DatabasePhotoStore(handle.db), clock }),
  ) as [PhotoService, PhotoService]
  const photo = await first.upload(await phoneJpeg(800, 600, { make: 'Shared' }), { userId: null })
  expect(await second.find(photo.id)).toEqual(photo)
  const avif = photoPath(photo.id, 320, 'avif')
  const [mine, theirs] = await Promise.all([first.file(avif), second.file(avif)])
  expect(theirs?.contentType).toBe('image/avif')
  expect(Buffer.from(theirs?.bytes ?? []).equals(Buffer.from(mine?.bytes ?? [1]))).toBe(true)
  // The second server uploading the same photo finds it rather than keeping it again.
  const [files] = await two.db.select({ n: count() }).from(photoFiles)
  expect(await second.upload(await phoneJpeg(800, 600, { make: 'Shared' }), { userId })).toEqual(
    photo,
  )
  const [after] = await two.db.select({ n: count() }).from(photoFiles)
  expect(after?.n).toBe(files?.n)
}

describe('two services on one database', () => {
  it('share photos: one uploads, the other serves', async () => {
    await expectSharedPhotos(database, database)
  })
})

/** Runs against the PostgreSQL at TEST_DATABASE_URL (CI sets it whenever one is reachable). */
const serverUrl = externalService('TEST_DATABASE_URL', 'two servers sharing photos in PostgreSQL')

describe.runIf(serverUrl)('two servers on one PostgreSQL database', () => {
  it('share photos through its photo_files table', async () => {
    const throwaway = await createThrowawayDatabase(serverUrl as string)
    const servers: DatabaseHandle[] = []
    const open = async () => {
      const server = await openDatabase({ databaseUrl: throwaway.url, dataDir: 'unused' })
      servers.push(server)
      return server
    }
    try {
      const [one, two] = await Promise.all([open(), open()])
      expect(photoStoreFor(one, dir)).toBeInstanceOf(DatabasePhotoStore)
      await expectSharedPhotos(one, two)
    } finally {
      await Promise.all(servers.map((server) => server.close()))
      await throwaway.drop()
    }
  })
})

describe('where a server keeps photo files', () => {
  it('is beside the embedded database, in <data dir>/photos', () => {
    const store = photoStoreFor({ ...database, kind: 'pglite' }, dir)
    expect(store).toEqual(new DirectoryPhotoStore(path.join(dir, 'photos')))
  })
})
