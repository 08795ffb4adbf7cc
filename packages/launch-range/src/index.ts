import { DAY_MS, koboToNaira, type Product } from '@adire/contract'
import { SEED_PRODUCTS, type SeedProduct } from './launch-range.ts'

export * from './launch-range.ts'

/** When a launch product was added to the range, in epoch ms, counted back from `now`. */
export const addedAt = (seed: Pick<SeedProduct, 'addedDaysAgo'>, now: number) =>
  now - seed.addedDaysAgo * DAY_MS

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
    date: addedAt(seed, now),
  }
}

/** The whole launch range as products, newest first (the order the API lists them in). */
export function launchProducts(now: number): Product[] {
  return SEED_PRODUCTS.map((seed) => toProduct(seed, now)).sort((a, b) => b.date - a.date)
}
