import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { assertPhotoKey, contentTypeOf } from './names.ts'
import type { PhotoFile, PhotoStore, StoredPhotoFile } from './store.ts'

/** Writes `bytes` to `file` and waits until they are on disk. */
async function writeSynced(file: string, bytes: Uint8Array): Promise<void> {
  const handle = await open(file, 'wx')
  try {
    await handle.writeFile(bytes)
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * Waits until a folder's new names are on disk, so the files are there before the caller records
 * the photo. Windows cannot open a folder to sync it, and needs no such step.
 */
async function syncFolder(dir: string): Promise<void> {
  const folder = await open(dir, 'r').catch(() => undefined)
  if (!folder) return
  try {
    await folder.sync()
  } finally {
    await folder.close()
  }
}

/**
 * Photo files as plain files in one folder (`<DATA_DIR>/photos` for the embedded default), each
 * named by its key.
 */
export class DirectoryPhotoStore implements PhotoStore {
  constructor(private readonly dir: string) {}

  /**
   * Each file is written under a temporary name (hidden: keys never start with a dot), synced,
   * then renamed to its key, so a crash never leaves part of a file under a key; at worst a
   * temporary file is left over.
   */
  async put(files: PhotoFile[]): Promise<void> {
    for (const file of files) assertPhotoKey(file.key)
    await mkdir(this.dir, { recursive: true })
    let wrote = false
    for (const file of files) {
      const target = path.join(this.dir, file.key)
      if (
        await stat(target).then(
          () => true,
          () => false,
        )
      )
        continue
      const temporary = path.join(this.dir, `.${file.key}.${randomBytes(6).toString('hex')}.tmp`)
      try {
        await writeSynced(temporary, file.bytes)
        await rename(temporary, target)
      } catch (error) {
        await unlink(temporary).catch(() => {})
        throw error
      }
      wrote = true
    }
    if (wrote) await syncFolder(this.dir)
  }

  async get(key: string): Promise<StoredPhotoFile | null> {
    assertPhotoKey(key)
    try {
      const bytes = await readFile(path.join(this.dir, key))
      return { bytes, contentType: contentTypeOf(key) as string }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }
}
