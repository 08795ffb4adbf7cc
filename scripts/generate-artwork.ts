/**
 * Draws the launch range's product images: two small SVG illustrations per seed product,
 * written to apps/storefront/public/images/products/. Everything is derived from the seed data
 * and a hash of the slug, so re-running the script reproduces the same bytes. The drawing
 * itself lives in scripts/artwork/ (render.ts puts a file together).
 *
 * Run with: npx tsx scripts/generate-artwork.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SEED_PRODUCTS } from '@adire/launch-range'
import { renderSvg } from './artwork/render.ts'

const OUT_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'apps/storefront/public/images/products',
)

function main(): void {
  mkdirSync(OUT_DIR, { recursive: true })
  let written = 0
  for (const product of SEED_PRODUCTS) {
    for (const view of [1, 2] as const) {
      writeFileSync(join(OUT_DIR, `${product.slug}-${view}.svg`), renderSvg(product, view))
      written++
    }
  }
  console.log(`Wrote ${written} product images to ${OUT_DIR}`)
}

main()
