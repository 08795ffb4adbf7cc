/**
 * Measures the photo pipeline in a process of its own: `npm run bench:photo -- [photo]` (by
 * default a made-up 12 MP phone photo, apps/server/src/photos/test-images.ts). Prints the
 * processing time, the memory processing adds to the process's peak, and the size of every file
 * made, or why the photo was refused. `--two` processes two different photos sent at once (the
 * pipeline takes them one after the other); `--sixteen-bit` a made-up PNG of 7000 × 7000 px,
 * RGBA at 16 bits a sample (issue 42, D8: 2 MB, 392 MB decoded; made in this process, which
 * raises the peak before, so `npm run bench` passes it as a file); `--json` prints the figures
 * as JSON, for `npm run bench` (bench/photos.ts).
 */
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import {
  makeVariants,
  type Original,
  originalFile,
  prepareOriginal,
  widthsFor,
} from '../apps/server/src/photos/pipeline.ts'
import { PhotoRefused } from '../apps/server/src/photos/refusals.ts'
import type { PhotoFile } from '../apps/server/src/photos/store.ts'
import { DEEP_PNG, phoneJpeg, sixteenBitImage } from '../apps/server/src/photos/test-images.ts'

export interface PhotoFigures {
  uploadBytes: number
  photos: number
  ms: number
  /** The process's peak resident memory before processing (the uploads read), and after. */
  peakBeforeMb: number
  peakAfterMb: number
  /** The refusal's status and message, when the pipeline refused the photo. */
  refused?: string
}

/** What became of an upload: its original and files, or why it was refused. */
type Outcome = { original: Original; files: PhotoFile[] } | { refused: string }

const { values, positionals } = parseArgs({
  options: {
    two: { type: 'boolean', default: false },
    'sixteen-bit': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
  allowPositionals: true,
})
const [file] = positionals
const count = values.two ? 2 : 1
const made = (n: number) =>
  values['sixteen-bit']
    ? sixteenBitImage(DEEP_PNG.width - n, DEEP_PNG.height)
        .png()
        .toBuffer()
    : phoneJpeg(4000 - n, 3000)
// A pixel column less each: two photos of the same pixels would be one photo.
const uploads = file
  ? [await readFile(file)]
  : await Promise.all(Array.from({ length: count }, (_, n) => made(n)))
const megabytes = (bytes: number) => bytes / 1024 / 1024
/**
 * This process's peak resident memory. On Linux, from its own memory map (VmHWM): the peak
 * `getrusage` reports carries over the parent's from before it started this process, which here
 * is `npm run bench` after making its photos, and would hide what processing adds.
 */
function peakMb(): number {
  try {
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]
    if (kb) return Number(kb) / 1024
  } catch {
    // Not Linux: getrusage's figure, as good as it gets there.
  }
  return megabytes(process.resourceUsage().maxRSS * 1024)
}
const peakBeforeMb = peakMb()

const started = performance.now()
const outcomes = await Promise.all(
  uploads.map(async (upload): Promise<Outcome> => {
    try {
      const original = await prepareOriginal(upload)
      return { original, files: await makeVariants(original, widthsFor(original.width)) }
    } catch (error) {
      if (!(error instanceof PhotoRefused)) throw error
      return { refused: `${error.status} ${error.message}` }
    }
  }),
)
const [first] = outcomes
if (!first) throw new Error('No photo was processed')
const figures: PhotoFigures = {
  uploadBytes: uploads[0]?.byteLength ?? 0,
  photos: uploads.length,
  ms: performance.now() - started,
  peakBeforeMb,
  peakAfterMb: peakMb(),
  ...('refused' in first ? { refused: first.refused } : {}),
}

if (values.json) {
  console.info(JSON.stringify(figures))
} else {
  const upload = file ?? (values['sixteen-bit'] ? 'made-up 16-bit PNG' : 'made-up phone photo')
  console.info(`Upload: ${upload}, ${megabytes(figures.uploadBytes).toFixed(1)} MB`)
  if ('refused' in first) console.info(`Refused: ${first.refused}`)
  else {
    console.info(
      `Original: ${first.original.width}x${first.original.height} ${first.original.format}`,
    )
  }
  console.info(`Time: ${Math.round(figures.ms)} ms for ${figures.photos} photo(s)`)
  console.info(
    `Peak memory (RSS): ${Math.round(peakBeforeMb)} MB before processing, ` +
      `${Math.round(figures.peakAfterMb)} MB after (+${Math.round(figures.peakAfterMb - peakBeforeMb)} MB)`,
  )
  if ('original' in first) {
    for (const kept of [originalFile(first.original), ...first.files]) {
      console.info(
        `${kept.key.padEnd(32)} ${(kept.bytes.byteLength / 1024).toFixed(1).padStart(8)} KB`,
      )
    }
  }
}
