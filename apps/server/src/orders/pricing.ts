import {
  type CartSummaryRequest,
  type CartSummaryResponse,
  cartSummaryOf,
  type DiscountRefusal,
  discountLabel,
  koboToNaira,
  type OrderItemInput,
  type OrderPrice,
  priceOrder,
} from '@adire/contract'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { type OrderedDiscount, type OrderedItem, products } from '../db/schema.ts'
import { type DiscountCodeRow, type DiscountUses, termsOf } from '../discounts/uses.ts'
import { chargedKobo } from '../products/product-rows.ts'
import type { SettingsSource } from '../store/settings.ts'
import { OrderError } from './errors.ts'
import { orderDiscountOf } from './views.ts'

/*
 * An order priced by the server (docs/product.md §9, §11.14): its items from the catalogue at
 * the shop's prices now, delivery by the state, and its discount code judged for the shopper.
 * Placing an order (checkout.ts) and the cart's summary price through here, so the figure a
 * shopper is shown before paying is the one they are charged.
 */

export interface OrderPricingDependencies {
  db: Database
  settings: SettingsSource
  discounts: DiscountUses
}

/** What an order or a cart asks to be priced. */
export interface PricingRequest {
  items: readonly OrderItemInput[]
  /** The state delivered to, once known. */
  state?: string | undefined
  discountCode?: string | undefined
}

/** An order priced, with the code it was priced with. */
export interface PricedOrder {
  ordered: OrderedItem[]
  price: OrderPrice
  /** The code, when one was given and it applies. */
  code: DiscountCodeRow | undefined
  /** What the order keeps of it. */
  discount: OrderedDiscount | null
}

/** Why the order's code is refused, as the order routes answer it. */
export const discountRefusedError = (discount: DiscountRefusal) =>
  new OrderError('discountRefused', { discount })

export class OrderPricing {
  /** The products an order names, in one statement built once. */
  private readonly productsStatement

  constructor(private readonly deps: OrderPricingDependencies) {
    // Only what an order keeps and the rules read: a product's search text (its largest
    // column, a tsvector written out as text) stays in the database.
    this.productsStatement = deps.db
      .select({
        id: products.id,
        name: products.name,
        description: products.description,
        category: products.category,
        images: products.images,
        sizes: products.sizes,
        priceKobo: products.priceKobo,
        salePriceKobo: products.salePriceKobo,
        status: products.status,
      })
      .from(products)
      .where(sql`${products.id} = any(${sql.placeholder('ids')}::text[])`)
      .prepare('checkout_products')
  }

  /**
   * Prices an order for a signed-in shopper; a code that does not apply is refused
   * (`discountRefused`), never dropped, so the shopper never pays other than they were shown.
   */
  async price(request: PricingRequest, user: { userId: string }): Promise<PricedOrder> {
    const ordered = await this.orderedItems(request.items)
    let code: DiscountCodeRow | undefined
    if (request.discountCode) {
      const judged = await this.deps.discounts.judge(this.deps.db, request.discountCode, user)
      if (!('id' in judged)) throw discountRefusedError(judged)
      code = judged
    }
    const price = this.priceOf(ordered, request.state, code)
    if (price.discountRefusal) throw discountRefusedError(price.discountRefusal)
    return { ordered, price, code, discount: code ? orderedDiscount(code, price) : null }
  }

  /**
   * The cart priced as an order would be (POST /api/cart/summary), for a shopper or a guest
   * (`user` undefined): a code that does not apply is answered with why, beside the price
   * without it. Nothing is held: placing the order holds the code's use and decides.
   */
  async summary(
    user: { userId: string } | undefined,
    { items, state, discountCode }: CartSummaryRequest,
  ): Promise<CartSummaryResponse> {
    const ordered = await this.orderedItems(items)
    const judged = discountCode
      ? await this.deps.discounts.judge(this.deps.db, discountCode, user)
      : undefined
    const code = judged && 'id' in judged ? judged : undefined
    const price = this.priceOf(ordered, state, code)
    const refusal = judged && !('id' in judged) ? judged : price.discountRefusal
    const discount = code ? orderedDiscount(code, price) : null
    return cartSummaryOf(price, discount && orderDiscountOf(discount), refusal)
  }

  private priceOf(
    ordered: OrderedItem[],
    state: string | undefined,
    code: DiscountCodeRow | undefined,
  ): OrderPrice {
    return priceOrder({
      lines: ordered,
      delivery: this.deps.settings.current(),
      state,
      discount: code && termsOf(code),
    })
  }

  /** The items as ordered: each a live product in an offered size, at the shop's price now. */
  private async orderedItems(items: readonly OrderItemInput[]): Promise<OrderedItem[]> {
    const ids = [...new Set(items.map((item) => item._id))]
    const sold = new Map(
      (await this.productsStatement.execute({ ids })).map((row) => [row.id, row]),
    )
    return items.map((item) => {
      const product = sold.get(item._id)
      // Only a live product is sold: a draft's or an archived product's line cannot be ordered.
      if (product?.status !== 'live') throw new OrderError('productNotFound')
      if (!product.sizes.includes(item.selectedSize)) {
        throw new OrderError('sizeNotOffered', { size: item.selectedSize })
      }
      return {
        productId: product.id,
        name: product.name,
        description: product.description,
        category: product.category,
        images: product.images,
        sizes: product.sizes,
        // What the shop shows as its price: the sale price while there is one.
        priceKobo: chargedKobo(product),
        ...(product.salePriceKobo !== null ? { wasPriceKobo: product.priceKobo } : {}),
        size: item.selectedSize,
        quantity: item.quantity,
      }
    })
  }
}

/** The discount an order keeps: a copy of what the code took off, and which lines it took it from. */
function orderedDiscount(code: DiscountCodeRow, price: OrderPrice): OrderedDiscount | null {
  if (!price.discount) return null
  const { itemsOffKobo, deliveryOffKobo, eligible } = price.discount
  return {
    discountId: code.id,
    code: code.code,
    kind: code.kind,
    label: discountLabel({
      code: code.code,
      kind: code.kind,
      percent: code.percent,
      amount: code.amountKobo === null ? null : koboToNaira(code.amountKobo),
    }),
    itemsOffKobo,
    deliveryOffKobo,
    eligible: [...eligible],
  }
}
