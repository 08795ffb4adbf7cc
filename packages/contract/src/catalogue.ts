import { z } from 'zod'
import { categoryIds } from './categories.ts'

export const Category = z.enum(categoryIds)

export const Product = z.object({
  _id: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  /** Naira, as the storefront shows it. The server keeps kobo internally. */
  price: z.number().nonnegative(),
  /** Image URLs; the first is shown in lists. */
  image: z.array(z.string().min(1)).min(1),
  category: Category,
  sizes: z.array(z.string().min(1)).min(1),
  bestseller: z.boolean(),
  /** Date the product was added, epoch milliseconds. */
  date: z.number().int().nonnegative(),
})
export type Product = z.infer<typeof Product>

export const ProductListResponse = z.object({
  success: z.literal(true),
  products: z.array(Product),
})
export type ProductListResponse = z.infer<typeof ProductListResponse>
