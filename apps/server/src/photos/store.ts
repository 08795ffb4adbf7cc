/** One file of a photo, as the stores keep it. */
export interface PhotoFile {
  /** A plain file name (names.ts), e.g. `3f2a…-640.avif`. */
  key: string
  contentType: string
  bytes: Uint8Array
}

/** A kept file, as served. */
export interface StoredPhotoFile {
  bytes: Uint8Array
  contentType: string
}

/**
 * Where photo files are kept: a folder for the embedded default (directory-store.ts), or
 * PostgreSQL for several servers sharing one database (database-store.ts).
 */
export interface PhotoStore {
  /**
   * Keeps the files. A key already kept is left as it is: keys are content-hashed, so its bytes
   * are the same photo's, and a file once served never changes under a cached URL.
   */
  put(files: PhotoFile[]): Promise<void>
  /** The file kept under `key`, or null when there is none. */
  get(key: string): Promise<StoredPhotoFile | null>
}
