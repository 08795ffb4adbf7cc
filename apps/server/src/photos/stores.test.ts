import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { openTestDatabase } from '../testing/database.ts'
import { DatabasePhotoStore } from './database-store.ts'
import { DirectoryPhotoStore } from './directory-store.ts'
import type { PhotoFile, PhotoStore } from './store.ts'

const KEY = '0123456789abcdef0123-640.avif'

function file(key: string, text: string, contentType = 'image/avif'): PhotoFile {
  return { key, contentType, bytes: new TextEncoder().encode(text) }
}

const UNSAFE_KEYS = ['../x.jpg', '..', 'a/b.jpg', '/etc/passwd', '.hidden.jpg', 'UPPER.jpg', 'x']

/** What every store does, whatever keeps the files. */
function behavesAsAPhotoStore(open: () => PhotoStore) {
  it('gives back what was put, with its content type', async () => {
    const store = open()
    const bytes = new Uint8Array(256).map((_, index) => index)
    await store.put([
      { key: KEY, contentType: 'image/avif', bytes },
      file('b-1.jpg', 'jpeg', 'image/jpeg'),
    ])
    const kept = await store.get(KEY)
    expect(kept?.contentType).toBe('image/avif')
    expect(Buffer.from(kept?.bytes ?? []).equals(Buffer.from(bytes))).toBe(true)
    expect(await store.get('b-1.jpg')).toMatchObject({ contentType: 'image/jpeg' })
  })

  it('has nothing under a key never put', async () => {
    expect(await open().get('ffffffffffffffffffff-320.webp')).toBeNull()
  })

  it('leaves a kept file as it is: content-hashed keys never change', async () => {
    const store = open()
    await store.put([file('same-320.webp', 'first', 'image/webp')])
    await store.put([file('same-320.webp', 'second', 'image/webp')])
    expect(new TextDecoder().decode((await store.get('same-320.webp'))?.bytes)).toBe('first')
  })

  it.each(UNSAFE_KEYS)('refuses the key %j, to put or to get', async (key) => {
    const store = open()
    await expect(store.put([file(key, 'x')])).rejects.toThrow('Not a photo file name')
    await expect(store.get(key)).rejects.toThrow('Not a photo file name')
  })
}

describe('a folder of photo files', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'adire-photos-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  behavesAsAPhotoStore(() => new DirectoryPhotoStore(path.join(dir, 'photos')))

  it('keeps each file under its key, and no temporary file once done', async () => {
    const folder = path.join(dir, 'listed')
    await new DirectoryPhotoStore(folder).put([file('c-320.avif', 'a'), file('c-640.avif', 'b')])
    expect((await readdir(folder)).sort()).toEqual(['c-320.avif', 'c-640.avif'])
  })

  it('writes nothing when one key of many is unsafe', async () => {
    const folder = path.join(dir, 'refused')
    const store = new DirectoryPhotoStore(folder)
    await expect(store.put([file('d-320.avif', 'a'), file('../d.avif', 'b')])).rejects.toThrow()
    expect(await readdir(folder).catch(() => [])).toEqual([])
  })
})

describe('photo files in the database', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(() => database.close())

  behavesAsAPhotoStore(() => new DatabasePhotoStore(database.db))

  it('keeps an original of megabytes', async () => {
    const store = new DatabasePhotoStore(database.db)
    const bytes = new Uint8Array(2 * 1024 * 1024).map((_, index) => (index * 31) % 251)
    await store.put([{ key: 'large-original.jpg', contentType: 'image/jpeg', bytes }])
    const kept = await store.get('large-original.jpg')
    expect(Buffer.from(kept?.bytes ?? []).equals(Buffer.from(bytes))).toBe(true)
  })
})
