import { koboToNaira, type Product } from '@adire/contract'
import { SEED_PRODUCTS, type SeedProduct } from './launch-range.ts'

export * from './launch-range.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** A launch product as the product list returns it, dated relative to `now`. */
export function toProduct(seed: SeedProduct, now: number): Product {
  return {
    _id: seed.slug,
    name: seed.name,
    description: seed.description,
    price: koboToNaira(seed.priceKobo),
    image: seed.images,
    category: seed.category,
    sizes: seed.sizes,
    bestseller: seed.bestseller,
    date: now - seed.addedDaysAgo * DAY_MS,
  }
}

/** The whole launch range as products, newest first (the order the API lists them in). */
export function launchProducts(now: number): Product[] {
  return SEED_PRODUCTS.map((seed) => toProduct(seed, now)).sort((a, b) => b.date - a.date)
}
