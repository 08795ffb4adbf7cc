import { addedAt, SEED_PRODUCTS, type SeedProduct } from '@adire/launch-range'
import { PRODUCT_CSV_COLUMNS } from '../admin/products-csv.ts'
import type { Database } from '../db/client.ts'
import { products } from '../db/schema.ts'
import { seedCatalogue, tidyCatalogue } from './seed.ts'

/** Rows per insert statement: large enough to be quick, small enough for PostgreSQL's limits. */
const BATCH = 500

const PLACES = [
  'Lagos',
  'Ibadan',
  'Kano',
  'Enugu',
  'Abuja',
  'Calabar',
  'Jos',
  'Benin',
  'Owerri',
  'Ilorin',
  'Lekki',
  'Yaba',
  'Ikoyi',
  'Badagry',
  'Zaria',
  'Osogbo',
]
const WORDS = [
  'Indigo',
  'Sunset',
  'Harmattan',
  'Market',
  'Palm',
  'Lagoon',
  'Kente',
  'Savanna',
  'Afro',
  'Night',
  'Dune',
  'Clay',
  'Okra',
  'Cowrie',
  'Baobab',
  'Rainy',
]
const FINISHES = [
  'washed',
  'brushed',
  'garment-dyed',
  'hand-finished',
  'stone-washed',
  'pigment-dyed',
]

/**
 * A deterministic stand-in for a grown catalogue, for benchmarks: `count` products made from the
 * launch range (each borrows one launch product's category, sizes and artwork, so pages render
 * real pictures), with their own ids, names, prices, descriptions and dates. The same count
 * always gives the same products.
 */
export function generatedProducts(count: number): SeedProduct[] {
  const out: SeedProduct[] = []
  for (let n = 0; n < count; n++) {
    const base = SEED_PRODUCTS[n % SEED_PRODUCTS.length] as SeedProduct
    const place = PLACES[(n * 7) % PLACES.length] as string
    const word = WORDS[(n * 11 + Math.floor(n / PLACES.length)) % WORDS.length] as string
    const finish = FINISHES[n % FINISHES.length] as string
    const garment = base.name.split(' ').slice(-1)[0] ?? 'Piece'
    // A price in steps of ₦500 around the launch product's, so sorting by price has ties.
    const priceKobo = Math.max(50_000, base.priceKobo + (((n * 37) % 21) - 10) * 50_000)
    out.push({
      ...base,
      slug: `${word}-${place}-${garment}-${n + 1}`.toLowerCase(),
      name: `${word} ${place} ${garment} No. ${n + 1}`,
      description: `A ${finish} ${garment.toLowerCase()} from the ${place} line, cut like our ${base.name}. ${base.description}`,
      priceKobo,
      bestseller: n % 29 === 0,
      // Older than the launch range, one product every few hours, so dates are distinct.
      addedDaysAgo: 400 + n / 6,
    })
  }
  return out
}

/**
 * Fills an empty catalogue with the launch range and then generated products up to `total`
 * (see `generatedProducts`), in batched inserts. Returns how many products it inserted.
 */
export async function seedGrownCatalogue(
  db: Database,
  total: number,
  now: Date = new Date(),
): Promise<number> {
  let inserted = await seedCatalogue(db, SEED_PRODUCTS, now)
  if (inserted === 0) return 0
  const extra = generatedProducts(Math.max(0, total - SEED_PRODUCTS.length))
  for (let start = 0; start < extra.length; start += BATCH) {
    const rows = extra.slice(start, start + BATCH).map((p) => ({
      id: p.slug,
      name: p.name,
      description: p.description,
      priceKobo: p.priceKobo,
      category: p.category,
      sizes: p.sizes,
      images: p.images,
      bestseller: p.bestseller,
      createdAt: new Date(addedAt(p, now.getTime())),
    }))
    await db.insert(products).values(rows)
    inserted += rows.length
  }
  await tidyCatalogue(db)
  return inserted
}

/**
 * The rows of a products CSV (header first) for an import of `count` generated products: the
 * first `existing`, which the store already has, come back `priceRiseNaira` dearer with their
 * sizes counted (`stock(row, size)`); the rest are new products, named but without an id. The
 * import's test and its benchmark share it, so both measure the same kind of file.
 */
export function generatedImportRows(
  count: number,
  {
    existing,
    priceRiseNaira,
    stock,
  }: { existing: number; priceRiseNaira: number; stock: (row: number, size: number) => number },
): string[][] {
  const rows = generatedProducts(count).map((product, index) => {
    const updates = index < existing
    return [
      updates ? product.slug : '',
      updates ? product.name : `${product.name} Reprint`,
      product.category,
      String(product.priceKobo / 100 + priceRiseNaira),
      '',
      product.sizes.join('|'),
      String(product.bestseller),
      'live',
      product.description,
      product.images.join('|'),
      product.sizes.map((size, n) => `${size}=${stock(index, n)}`).join('|'),
    ]
  })
  return [[...PRODUCT_CSV_COLUMNS], ...rows]
}
