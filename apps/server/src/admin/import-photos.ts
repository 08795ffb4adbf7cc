import { readFile } from 'node:fs/promises'
import { productPhotoPath } from '@adire/contract'
import type { CsvProblem } from '../csv/read.ts'
import { prepareOriginal, widthsFor } from '../photos/pipeline.ts'
import { PhotoRefused } from '../photos/refusals.ts'
import type { Services } from '../services.ts'
import type { ProductRow } from './products-csv.ts'

/*
 * The photo files a products CSV names, each once, through the same pipeline as the admin
 * screen's uploads (ADR 023). They are checked first without keeping anything, and kept only by
 * an import that goes through: a dry run, or an import refused, leaves the photo store as it
 * was, and no photo of it is ever served.
 */

/** Each file's path as the CSV's rows name it, with the first line that names it. */
function filesOf(rows: readonly ProductRow[]): Map<string, number> {
  const files = new Map<string, number>()
  for (const row of rows) {
    for (const { file } of row.files) if (!files.has(file)) files.set(file, row.line)
  }
  return files
}

/**
 * The image path each file's photo will have once it is made, found by making its upright,
 * stripped original and keeping nothing. A file that is not a photo the store can use is a
 * problem of the first row that names it.
 */
export async function checkLocalPhotos(
  rows: readonly ProductRow[],
  problems: CsvProblem[],
  onProgress: (done: number, total: number) => void = () => {},
): Promise<Map<string, string>> {
  const paths = new Map<string, string>()
  const files = filesOf(rows)
  for (const [done, [file, line]] of [...files].entries()) {
    onProgress(done, files.size)
    const problem = (message: string) => problems.push({ line, column: 'images', message })
    const bytes = await readFile(file).catch(() => undefined)
    if (!bytes) {
      problem(`${file} cannot be read`)
      continue
    }
    try {
      const original = await prepareOriginal(bytes)
      paths.set(file, productPhotoPath({ id: original.id, widths: widthsFor(original.width) }))
    } catch (error) {
      if (!(error instanceof PhotoRefused)) throw error
      problem(`${file}: ${error.message}`)
    }
  }
  return paths
}

/** Makes and keeps each file's photo (known ones are found, not made again): their paths. */
export async function keepLocalPhotos(
  services: Services,
  rows: readonly ProductRow[],
  onProgress: (done: number, total: number) => void = () => {},
): Promise<Map<string, string>> {
  const paths = new Map<string, string>()
  const files = filesOf(rows)
  for (const [done, file] of [...files.keys()].entries()) {
    onProgress(done, files.size)
    const photo = await services.photos.upload(await readFile(file), { userId: null })
    paths.set(file, productPhotoPath(photo))
  }
  return paths
}
