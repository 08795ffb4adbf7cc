/**
 * Measures the photo pipeline in a process of its own: `npm run bench:photo -- [photo]` (by
 * default a made-up 12 MP phone photo, apps/server/src/photos/test-images.ts). Prints the
 * processing time, the memory processing adds to the process's peak, and the size of every file
 * made. `--two` processes two different photos sent at once (the pipeline takes them one after
 * the other); `--json` prints the figures as JSON, for `npm run bench` (bench/photos.ts).
 */
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import {
  makeVariants,
  originalFile,
  prepareOriginal,
  widthsFor,
} from '../apps/server/src/photos/pipeline.ts'
import { phoneJpeg } from '../apps/server/src/photos/test-images.ts'

export interface PhotoFigures {
  uploadBytes: number
  photos: number
  ms: number
  /** The process's peak resident memory before processing (the uploads read), and after. */
  peakBeforeMb: number
  peakAfterMb: number
}

const { values, positionals } = parseArgs({
  options: { two: { type: 'boolean', default: false }, json: { type: 'boolean', default: false } },
  allowPositionals: true,
})
const [file] = positionals
const count = values.two ? 2 : 1
// A pixel column less each: two photos of the same pixels would be one photo.
const uploads = file
  ? [await readFile(file)]
  : await Promise.all(Array.from({ length: count }, (_, n) => phoneJpeg(4000 - n, 3000)))
const megabytes = (bytes: number) => bytes / 1024 / 1024
const peakMb = () => megabytes(process.resourceUsage().maxRSS * 1024)
const peakBeforeMb = peakMb()

const started = performance.now()
const made = await Promise.all(
  uploads.map(async (upload) => {
    const original = await prepareOriginal(upload)
    return { original, files: await makeVariants(original, widthsFor(original.width)) }
  }),
)
const figures: PhotoFigures = {
  uploadBytes: uploads[0]?.byteLength ?? 0,
  photos: uploads.length,
  ms: performance.now() - started,
  peakBeforeMb,
  peakAfterMb: peakMb(),
}

if (values.json) {
  console.info(JSON.stringify(figures))
} else {
  const [first] = made
  if (!first) throw new Error('No photo was processed')
  const { original, files } = first
  console.info(
    `Upload: ${file ?? 'made-up phone photo'}, ${megabytes(figures.uploadBytes).toFixed(1)} MB`,
  )
  console.info(`Original: ${original.width}x${original.height} ${original.format}`)
  console.info(`Time: ${Math.round(figures.ms)} ms for ${figures.photos} photo(s)`)
  console.info(
    `Peak memory (RSS): ${Math.round(peakBeforeMb)} MB before processing, ` +
      `${Math.round(figures.peakAfterMb)} MB after (+${Math.round(figures.peakAfterMb - peakBeforeMb)} MB)`,
  )
  for (const kept of [originalFile(original), ...files]) {
    console.info(
      `${kept.key.padEnd(32)} ${(kept.bytes.byteLength / 1024).toFixed(1).padStart(8)} KB`,
    )
  }
}
