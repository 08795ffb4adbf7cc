// After `vite build`: writes brotli (.br) and gzip (.gz) copies of the storefront's text
// assets, so the server sends them compressed at the highest levels without compressing on
// each request (serveStatic's `precompressed` option picks the copy the browser accepts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dist = path.resolve(import.meta.dirname, '../apps/storefront/dist')
const COMPRESSIBLE = /\.(js|css|svg|json|xml|txt|webmanifest)$/
const MIN_BYTES = 1024

let files = 0
let before = 0
let after = 0
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
  const file = path.join(entry.parentPath, entry.name)
  if (file.includes(`${path.sep}.vite${path.sep}`) || statSync(file).size < MIN_BYTES) continue
  const source = readFileSync(file)
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  })
  writeFileSync(`${file}.br`, br)
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }))
  files += 1
  before += source.length
  after += br.length
}
console.log(
  `Precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with brotli.`,
)
