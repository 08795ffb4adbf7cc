import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase } from '../apps/server/src/db/client.ts'
import { seedGrownCatalogue } from '../apps/server/src/seed/generate.ts'
import { progress } from './log.ts'

/**
 * Seeds a catalogue of `products` products (the launch range, then generated ones) into the
 * embedded database in `dataDir` (a new temporary directory by default) before a server starts
 * on it, and returns the directory. The server finds the catalogue filled and leaves it alone.
 */
export async function seedDataDir(products: number, dataDir?: string): Promise<string> {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'adire-bench-'))
  const started = performance.now()
  const { db, close } = await openDatabase({ dataDir: dir })
  try {
    const inserted = await seedGrownCatalogue(db, products)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    progress(`seeded ${inserted.toLocaleString('en-GB')} products in ${seconds} s`)
  } finally {
    await close()
  }
  return dir
}
