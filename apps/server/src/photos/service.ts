import path from 'node:path'
import { PHOTO_FORMATS } from '@adire/contract'
import { eq } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database, DatabaseHandle } from '../db/client.ts'
import { photos } from '../db/schema.ts'
import { DatabasePhotoStore } from './database-store.ts'
import { DirectoryPhotoStore } from './directory-store.ts'
import { photoFileKey } from './names.ts'
import { makeVariants, originalFile, prepareOriginal, widthsFor } from './pipeline.ts'
import type { PhotoStore, StoredPhotoFile } from './store.ts'

/** What a product keeps of a photo: enough to write its `srcset` (names.ts, `photoPath`). */
export interface PhotoDescriptor {
  id: string
  /** The upright original's size in pixels. */
  width: number
  height: number
  /** The widths made, smallest first, each as AVIF, WebP and JPEG. */
  widths: number[]
}

/**
 * Where a server keeps photo files: on PostgreSQL in the database, which every server sharing it
 * reads; on the embedded database in `<dataDir>/photos`, beside it.
 */
export function photoStoreFor(database: DatabaseHandle, dataDir: string): PhotoStore {
  return database.kind === 'postgres'
    ? new DatabasePhotoStore(database.db)
    : new DirectoryPhotoStore(path.join(dataDir, 'photos'))
}

export interface PhotoDependencies {
  db: Database
  store: PhotoStore
  clock: Clock
}

/** The owner's product photos: uploads processed, kept and recorded, and their files served. */
export class PhotoService {
  constructor(private readonly deps: PhotoDependencies) {}

  /**
   * Processes an upload and keeps it, throwing `PhotoRefused` (with a status and a message for
   * the owner) for anything that is not a photo the store can use; nothing is kept then. The
   * same photo uploaded again is the same photo: found by its id, and not processed twice.
   */
  async upload(bytes: Uint8Array, { userId }: { userId: string | null }): Promise<PhotoDescriptor> {
    const original = await prepareOriginal(bytes)
    const known = await this.find(original.id)
    if (known) return known
    const widths = widthsFor(original.width)
    const files = await makeVariants(original, widths)
    // Files first, so a recorded photo always has its files. A crash in between leaves files
    // that no photo names; the same upload again finds and keeps them.
    await this.deps.store.put([originalFile(original), ...files])
    const photo = { id: original.id, width: original.width, height: original.height, widths }
    await this.deps.db
      .insert(photos)
      .values({
        ...photo,
        formats: [...PHOTO_FORMATS],
        originalFormat: original.format,
        originalBytes: original.bytes.byteLength,
        createdAt: this.deps.clock.now(),
        createdBy: userId,
      })
      .onConflictDoNothing({ target: photos.id })
    return photo
  }

  /** A recorded photo, or null for an id no upload gave. */
  async find(id: string): Promise<PhotoDescriptor | null> {
    const [photo] = await this.deps.db
      .select({ id: photos.id, width: photos.width, height: photos.height, widths: photos.widths })
      .from(photos)
      .where(eq(photos.id, id))
    return photo ?? null
  }

  /**
   * The file a public path names (`/photos/<id>-<width>.<avif|webp|jpg>`, see `photoPath`), or
   * null when there is none. Originals have no public path.
   */
  file(publicPath: string): Promise<StoredPhotoFile | null> {
    const key = photoFileKey(publicPath)
    return key ? this.deps.store.get(key) : Promise.resolve(null)
  }
}
