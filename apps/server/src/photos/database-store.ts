import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { photoFiles } from '../db/schema.ts'
import { assertPhotoKey } from './names.ts'
import type { PhotoFile, PhotoStore, StoredPhotoFile } from './store.ts'

/**
 * Photo files in PostgreSQL's `photo_files` table, for several servers sharing one database:
 * a photo uploaded through one is served by all, with no shared disk. Rows are never changed.
 */
export class DatabasePhotoStore implements PhotoStore {
  constructor(private readonly db: Database) {}

  /** All the files in one statement, so a photo's files are kept together or not at all. */
  async put(files: PhotoFile[]): Promise<void> {
    for (const file of files) assertPhotoKey(file.key)
    if (files.length === 0) return
    await this.db
      .insert(photoFiles)
      .values(files.map(({ key, contentType, bytes }) => ({ key, contentType, bytes })))
      .onConflictDoNothing({ target: photoFiles.key })
  }

  async get(key: string): Promise<StoredPhotoFile | null> {
    assertPhotoKey(key)
    const [row] = await this.db
      .select({ bytes: photoFiles.bytes, contentType: photoFiles.contentType })
      .from(photoFiles)
      .where(eq(photoFiles.key, key))
    return row ?? null
  }
}
