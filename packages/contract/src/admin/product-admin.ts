import { z } from 'zod'
import { formatNaira, nairaToKobo } from '../shared/money.ts'
import { MAX_PRODUCT_ID_LENGTH, MAX_PRODUCT_PRICE, MAX_SIZE_LENGTH } from '../shared/paging.ts'
import { allowedCharacters } from '../shared/text.ts'
import { readNumber } from '../shared/typed-number.ts'
import { Product } from '../shop/catalogue.ts'
import { MAX_DEPARTMENT_SLUG_LENGTH } from '../shop/departments.ts'
import { StockLevels } from './stock.ts'

/*
 * The store team's catalogue (docs/product.md §11.4): what a product is made of when the team
 * writes it, in the admin screen or through the CSV import, and what they read back.
 */

export const MAX_PRODUCT_NAME_LENGTH = 120
export const MAX_PRODUCT_DESCRIPTION_LENGTH = 5000
export const MAX_PRODUCT_SIZES = 20
/** Photos per product: one at least, so every card and page has its picture. */
export const MAX_PRODUCT_PHOTOS = 6
/**
 * The sets of sizes the editor adds in one tap (docs/product.md §11.5): letters for tops, even
 * numbers for the trousers and dresses the store sells (36 to 46), and one size. A set adds the
 * sizes the product does not have yet, after those it has.
 */
export const SIZE_PRESETS = [
  { label: 'S–XXL', sizes: ['S', 'M', 'L', 'XL', 'XXL'] },
  { label: '36–46', sizes: ['36', '38', '40', '42', '44', '46'] },
  { label: 'One size', sizes: ['One size'] },
] as const satisfies readonly { label: string; sizes: readonly string[] }[]

/** Products a page of the store team's list. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 20

/**
 * Where a product stands with shoppers (docs/product.md §11.4): a `draft` is saved but shown
 * nowhere, `live` is in the shop, `archived` is no longer sold but stays in orders and carts.
 */
export const PRODUCT_STATUSES = ['draft', 'live', 'archived'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

/** The fields a store team member fills in, in the editor's order. */
export const PRODUCT_FIELDS = [
  'name',
  'description',
  'category',
  'price',
  'salePrice',
  'sizes',
  'bestseller',
  'images',
  'status',
] as const
export type ProductField = (typeof PRODUCT_FIELDS)[number]

/**
 * The fields a product's history names: those above, and `archived`, which saves recorded
 * before products had drafts (`status`) name.
 */
export const HISTORY_FIELDS = [...PRODUCT_FIELDS, 'archived'] as const

/** The messages of the catalogue's own rules, beside the field rules below. */
export const PRODUCT_MESSAGES = {
  priceFormat: 'Enter the price in naira, like 12,500 or 12,500.50',
  priceDecimals: 'A price has at most two decimals (kobo)',
  priceRange: `A price is from ${formatNaira(1)} to ${formatNaira(MAX_PRODUCT_PRICE)}`,
  salePriceFormat: 'Enter the sale price in naira, like 9500 or 9500.50, or leave it empty',
  salePriceDecimals: 'A sale price has at most two decimals (kobo)',
  salePriceRange: `A sale price is from ${formatNaira(1)} to ${formatNaira(MAX_PRODUCT_PRICE)}`,
  salePriceNotLower: 'A sale price is less than the price: lower it, or leave it empty',
  statusAndArchived:
    'The status and archived disagree: give the status alone (draft, live or archived)',
  noSize: 'Add at least one size',
  sameSize: 'Each size may be listed only once',
  noPhoto: 'Add at least one photo',
  tooManyPhotos: `A product has at most ${MAX_PRODUCT_PHOTOS} photos`,
  samePhoto: 'Each photo may be used only once',
  unknownImage: 'This photo is not in the store: upload it again',
  changedMeanwhile:
    'Someone else changed this product while you were editing it. Reload it to see their change, then make yours again.',
  notFound: 'No product has this id',
} as const

interface AmountMessages {
  format: string
  decimals: string
  range: string
}

/**
 * An amount of naira as typed ("12,500", "₦12500.50", or a number), read as every number the
 * team types is (typed-number.ts), in kobo; each refusal as an issue with its message, and
 * `z.NEVER`.
 */
function amountInKobo(value: string | number, ctx: z.RefinementCtx, messages: AmountMessages) {
  const read = readNumber(value, 'naira')
  if (read.problem !== undefined) {
    ctx.addIssue({ code: 'custom', message: messages[read.problem] })
    return z.NEVER
  }
  const kobo = nairaToKobo(read.value)
  if (kobo < 100 || kobo > MAX_PRODUCT_PRICE * 100) {
    ctx.addIssue({ code: 'custom', message: messages.range })
    return z.NEVER
  }
  return kobo
}

/**
 * A price as typed in naira ("12,500", "₦12500.50", read as every number the team types is:
 * typed-number.ts) or a number from the CSV or the API, in kobo. At most two decimals, so that
 * no amount is silently rounded.
 */
export const NairaPrice = z
  .union([z.string(), z.number()], { error: PRODUCT_MESSAGES.priceFormat })
  .transform((value, ctx) =>
    amountInKobo(value, ctx, {
      format: PRODUCT_MESSAGES.priceFormat,
      decimals: PRODUCT_MESSAGES.priceDecimals,
      range: PRODUCT_MESSAGES.priceRange,
    }),
  )

/**
 * A sale price, as a price is typed, in kobo; empty (or null) for none. Left out, a save keeps
 * the product's sale price (an old CSV has no column for it).
 */
export const NairaSalePrice = z
  .union([z.string(), z.number(), z.null()], { error: PRODUCT_MESSAGES.salePriceFormat })
  .transform((value, ctx) =>
    value === null || (typeof value === 'string' && value.trim() === '')
      ? null
      : amountInKobo(value, ctx, {
          format: PRODUCT_MESSAGES.salePriceFormat,
          decimals: PRODUCT_MESSAGES.salePriceDecimals,
          range: PRODUCT_MESSAGES.salePriceRange,
        }),
  )

const size = z
  .string({ error: 'A size is text' })
  .trim()
  .min(1, 'A size cannot be empty')
  .max(MAX_SIZE_LENGTH, `A size has at most ${MAX_SIZE_LENGTH} characters`)
  .check(allowedCharacters('A size'))
  // `|` separates the sizes in the CSV export.
  .refine((text) => !text.includes('|'), 'A size cannot contain |')

/**
 * An image of a product: the path of an uploaded photo's largest JPEG (`photoPath`), from
 * which the storefront writes its `srcset`, or the path of an image the store already
 * serves (the launch range's artwork). The server checks that it is in the store.
 */
const image = z
  .string({ error: 'A photo is its path in the store' })
  .trim()
  .max(300, 'A photo is its path in the store')
  .regex(/^\/(photos|images)\/[A-Za-z0-9/_.-]+$/, 'A photo is its path in the store')
  .refine((path) => !path.includes('..'), 'A photo is its path in the store')

const distinct = (values: readonly string[]) =>
  new Set(values.map((value) => value.toLowerCase())).size === values.length

const draftFields = {
  name: z
    .string({ error: 'Enter a name' })
    .trim()
    .min(1, 'Enter a name')
    .max(MAX_PRODUCT_NAME_LENGTH, `A name has at most ${MAX_PRODUCT_NAME_LENGTH} characters`)
    .check(allowedCharacters('The name')),
  description: z
    .string({ error: 'The description is text' })
    .trim()
    .max(
      MAX_PRODUCT_DESCRIPTION_LENGTH,
      `A description has at most ${MAX_PRODUCT_DESCRIPTION_LENGTH} characters`,
    )
    .check(allowedCharacters('The description', 'lines'))
    .default(''),
  /** A department's id; the server refuses one the store does not have ('Unknown department'). */
  category: z
    .string({ error: 'Choose a department' })
    .trim()
    .min(1, 'Choose a department')
    .max(MAX_DEPARTMENT_SLUG_LENGTH, 'Unknown department'),
  price: NairaPrice,
  salePrice: NairaSalePrice.optional(),
  sizes: z
    .array(size, { error: PRODUCT_MESSAGES.noSize })
    .min(1, PRODUCT_MESSAGES.noSize)
    .max(MAX_PRODUCT_SIZES, `A product has at most ${MAX_PRODUCT_SIZES} sizes`)
    .refine(distinct, PRODUCT_MESSAGES.sameSize),
  bestseller: z.boolean({ error: 'Bestseller is yes or no' }).default(false),
  images: z
    .array(image, { error: PRODUCT_MESSAGES.noPhoto })
    .min(1, PRODUCT_MESSAGES.noPhoto)
    .max(MAX_PRODUCT_PHOTOS, PRODUCT_MESSAGES.tooManyPhotos)
    .refine(distinct, PRODUCT_MESSAGES.samePhoto),
  /** Left out, a save keeps the product's status; a new product is then live (the CSV's rule). */
  status: z.enum(PRODUCT_STATUSES, { error: 'The status is draft, live or archived' }).optional(),
  /** Before drafts: `true` archives, `false` brings an archived product back (live). */
  archived: z.boolean({ error: 'Archived is yes or no' }).optional(),
}

/**
 * Naira in, kobo out: the prices are money in kobo as soon as they are checked. A sale price
 * must be below the price, and `status` and the older `archived` must not disagree.
 */
const inKobo = <
  T extends {
    price: number
    salePrice?: number | null | undefined
    status?: ProductStatus | undefined
    archived?: boolean | undefined
  },
>(
  { price, salePrice, ...rest }: T,
  ctx: z.RefinementCtx,
) => {
  if (salePrice != null && salePrice >= price) {
    ctx.addIssue({
      code: 'custom',
      message: PRODUCT_MESSAGES.salePriceNotLower,
      path: ['salePrice'],
    })
  }
  if (
    rest.status !== undefined &&
    rest.archived !== undefined &&
    (rest.status === 'archived') !== rest.archived
  ) {
    ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.statusAndArchived, path: ['status'] })
  }
  return { ...rest, priceKobo: price, salePriceKobo: salePrice }
}

/**
 * A product as the store team writes it (`POST /api/admin/products`), checked field by field:
 * the price comes in naira and leaves as `priceKobo`. An archived product stays in orders and
 * carts but is no longer sold.
 */
export const ProductDraft = z.object(draftFields).strict().transform(inKobo)
export type ProductDraftInput = z.input<typeof ProductDraft>
export type ProductDraft = z.output<typeof ProductDraft>

/**
 * `PUT /api/admin/products/:id`: the product as edited, and the `version` the editor started
 * from, so that a change made meanwhile by someone else is never overwritten unseen.
 */
export const ProductUpdateRequest = z
  .object({
    ...draftFields,
    version: z.number({ error: 'The version edited is a number' }).int().min(1),
  })
  .strict()
  .transform(inKobo)
export type ProductUpdateRequest = z.output<typeof ProductUpdateRequest>

/**
 * A product as the store team sees it: as shoppers see it, but `price` is the regular price and
 * `salePrice` the sale price (null for none), with its state.
 */
export const AdminProduct = Product.omit({ wasPrice: true }).extend({
  status: z.enum(PRODUCT_STATUSES),
  /** `status` is `archived`: kept for the CSV and the callers that read it before drafts. */
  archived: z.boolean(),
  /** Naira; less than `price`. */
  salePrice: z.number().positive().nullable(),
  /** The counted sizes' units in stock (the list gives it): a size not named is not counted. */
  stock: StockLevels.optional(),
  /** Counts the product's changes: an edit names the version it started from. */
  version: z.number().int().min(1),
  /** When it last changed, epoch milliseconds. */
  updatedAt: z.number().int().nonnegative(),
})
export type AdminProduct = z.infer<typeof AdminProduct>

/**
 * A saved product as the fields of its next save: what the editor starts from. Its status is
 * left out, so the save keeps it unless the caller names one.
 */
export function productDraftOf(product: AdminProduct): ProductDraftInput & { version: number } {
  const { name, description, category, price, salePrice, sizes, bestseller, image } = product
  return {
    name,
    description,
    category,
    price,
    salePrice,
    sizes,
    bestseller,
    images: image,
    version: product.version,
  }
}

/** One field's change, in the shapes the product's fields have in `ProductDraft` (price in naira). */
export const ProductFieldChange = z.object({
  field: z.enum(HISTORY_FIELDS),
  from: z.json(),
  to: z.json(),
})
export type ProductFieldChange = z.infer<typeof ProductFieldChange>

/** One save of a product: who, when, and what changed (nothing for its creation). */
export const ProductChange = z.object({
  action: z.enum(['created', 'changed']),
  /** The store team member's e-mail, or `command line`. */
  by: z.string(),
  at: z.number().int().nonnegative(),
  changes: z.array(ProductFieldChange),
})
export type ProductChange = z.infer<typeof ProductChange>

export const AdminProductsQuery = z.object({
  /** Part of the name or id. */
  q: z.string().trim().max(200).check(allowedCharacters('The search')).optional(),
  category: z
    .string({ error: 'Unknown department' })
    .max(MAX_DEPARTMENT_SLUG_LENGTH, 'Unknown department')
    .optional(),
  /** `true`: archived products are listed too. */
  archived: z
    .enum(['true', 'false'], { error: 'archived is true or false' })
    .transform((value) => value === 'true')
    .optional(),
  /** Only the products in this state (an archived one whatever `archived` says). */
  status: z.enum(PRODUCT_STATUSES, { error: 'status is draft, live or archived' }).optional(),
  /**
   * Products with a size low on stock (1 to `LOW_STOCK_THRESHOLD` units), or with a size sold
   * out (0 units): what to restock. Sizes never counted are neither.
   */
  stock: z.enum(['low', 'soldout'], { error: 'stock is low or soldout' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export type AdminProductsQuery = z.infer<typeof AdminProductsQuery>

export const AdminProductsResponse = z.object({
  success: z.literal(true),
  products: z.array(AdminProduct),
  /** The store's low-stock threshold (§11.7): a counted size with 1 to this many units is low. */
  lowStockThreshold: z.number().int().nonnegative().optional(),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
})
export type AdminProductsResponse = z.infer<typeof AdminProductsResponse>

export const AdminProductResponse = z.object({
  success: z.literal(true),
  product: AdminProduct,
  /** Newest first. */
  history: z.array(ProductChange),
})
export type AdminProductResponse = z.infer<typeof AdminProductResponse>

/**
 * Ids no product may have: they are other addresses under the same paths
 * (`/admin/products/new`, `/admin/products/departments`, `/api/products/featured`,
 * `/api/products/list`, `/api/admin/products/export`).
 */
export const RESERVED_PRODUCT_IDS: readonly string[] = [
  'new',
  'departments',
  'featured',
  'list',
  'export',
]

/**
 * A readable id made from a product's name: lower case, accents and tone marks dropped,
 * anything else between words a single hyphen ("Ọ̀yọ́ Adire Hoodie" → `oyo-adire-hoodie`). The
 * server adds `-2`, `-3`… when it is taken; once made, the id never changes.
 */
export function productSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_PRODUCT_ID_LENGTH - 4)
    .replace(/-+$/, '')
  return slug || 'product'
}
