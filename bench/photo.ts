/**
 * Measures the photo pipeline on one photo: `npm run bench:photo -- [photo]`
 * (by default a made-up 12 MP phone photo, apps/server/src/photos/test-images.ts). Prints the processing time, the
 * process's peak memory, and the size of every file made.
 */
import { readFile } from 'node:fs/promises'
import { makeVariants, originalFile, prepareOriginal } from '../apps/server/src/photos/pipeline.ts'
import { phoneJpeg } from '../apps/server/src/photos/test-images.ts'

const path = process.argv[2]
const upload = path ? await readFile(path) : await phoneJpeg(4000, 3000)
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
// The peak so far: reading or making the upload, before any processing.
const peakBefore = process.resourceUsage().maxRSS * 1024

const started = performance.now()
const original = await prepareOriginal(upload)
const originalMs = performance.now() - started
const files = await makeVariants(original)
const totalMs = performance.now() - started

console.info(`Upload: ${path ?? 'made-up phone photo'}, ${megabytes(upload.byteLength)}`)
console.info(`Original: ${original.width}x${original.height} ${original.format}`)
console.info(
  `Time: ${Math.round(originalMs)} ms for the original, ${Math.round(totalMs)} ms in all`,
)
console.info(
  `Peak memory (RSS): ${megabytes(peakBefore)} before processing, ` +
    `${megabytes(process.resourceUsage().maxRSS * 1024)} after`,
)
for (const file of [originalFile(original), ...files]) {
  console.info(`${file.key.padEnd(32)} ${(file.bytes.byteLength / 1024).toFixed(1).padStart(8)} KB`)
}
