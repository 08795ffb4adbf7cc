import {
  capQuantity,
  MAX_LINE_QUANTITY,
  type Product,
  STOCK_SHOPPER_MESSAGES,
} from '@adire/contract'
import { useId, useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { MinusIcon, PlusIcon, TrashIcon } from '../../../primitives/icons/icons.tsx'
import { Link } from '../../../primitives/Link/Link.tsx'
import { Price } from '../../product/Price/Price.tsx'
import { ProductImage } from '../../product/ProductImage/ProductImage.tsx'
import { PriceChangedNote } from '../PriceChange/PriceChange.tsx'

/**
 * docs/product.md §4: what a quantity typed in the box sets. An empty box or 0 is ignored (null), and
 * so is anything that is not a whole number from 1 up; above the cap, the cap.
 */
export function quantityFromInput(value: string): number | null {
  const trimmed = value.trim()
  if (!/^\d+$/.test(trimmed)) return null
  const quantity = Number(trimmed)
  if (quantity < 1) return null
  return capQuantity(quantity)
}

/** − and +: 40 px targets inside the quantity's box, dimmed when they would go past a limit. */
const stepButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-ink/5 disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent'

export interface CartLineProps {
  /** With `wasPrice`, the price before the sale follows the price, struck through. */
  product: Pick<Product, 'name' | 'price' | 'wasPrice' | 'image'>
  size: string
  quantity: number
  /**
   * The naira price the product had when the shopper added it, when it costs something else
   * now: the line says so (docs/product.md §4.1).
   */
  priceWas?: number | undefined
  /**
   * What the stock left of the size means for this line (docs/product.md §11.6): "Only 1 left:
   * we have updated your cart", or with `soldOut`, "Sold out: remove it to continue".
   */
  stockNote?: string | undefined
  /** None left of the size: the note is a warning, and the line is to be removed. */
  soldOut?: boolean
  /**
   * The units left of the size, when known: `+` stops there (and at the cap, 99), and a line
   * holding all of them says so ("Only 2 left in size M").
   */
  unitsLeft?: number | undefined
  /** The product's page. */
  href: string
  /**
   * Called with each quantity typed that docs/product.md §4 lets through (see `quantityFromInput`):
   * never 0, never an empty box, at most the cap.
   */
  onQuantityChange: (quantity: number) => void
  onRemove: () => void
  className?: string
}

/**
 * One line of the cart (docs/product.md §2): the product's first image, name, price and size, an
 * editable quantity (a number box, minimum 1, between − and + buttons that stop at 1 and at
 * what is left) and a remove button named after the line; when
 * the price changed since the product was added, what it was (§4.1); and what the stock left
 * of its size means for it (§11.6).
 */
export function CartLine({
  product,
  size,
  quantity,
  priceWas,
  stockNote,
  soldOut = false,
  unitsLeft,
  href,
  onQuantityChange,
  onRemove,
  className,
}: CartLineProps) {
  const quantityId = useId()
  // What is in the box while the shopper types; the cart's own quantity again once they leave it.
  const [draft, setDraft] = useState<string | null>(null)
  const lineName = `${product.name}, size ${size}`
  const most = Math.min(MAX_LINE_QUANTITY, unitsLeft ?? MAX_LINE_QUANTITY)
  // All that is left is in the cart: why + stops, unless the stock already has its say.
  const allLeft =
    !stockNote && unitsLeft !== undefined && unitsLeft > 0 && quantity >= unitsLeft
      ? STOCK_SHOPPER_MESSAGES.notEnough(size, unitsLeft)
      : null
  const step = (next: number) => {
    setDraft(null)
    onQuantityChange(next)
  }

  return (
    <div
      className={cn(
        'grid grid-cols-[4rem_1fr_auto] items-center gap-x-3 gap-y-2 sm:grid-cols-[5rem_1fr_auto_auto] sm:gap-x-6',
        className,
      )}
    >
      <ProductImage
        src={product.image[0]}
        // The name follows as a link: an alt would make screen readers say it twice.
        alt=""
        // The grid's first column: 4rem, 5rem from 640 px.
        sizes="(min-width: 640px) 80px, 64px"
        className="row-span-2 aspect-[4/5] h-auto w-full rounded-lg bg-surface-sunken object-cover sm:row-span-1"
      />
      <div className="min-w-0">
        <Link href={href} className="line-clamp-2 font-medium text-ink hover:underline">
          {product.name}
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Price amount={product.price} was={product.wasPrice} />
          <span className="rounded border border-line bg-surface-sunken px-2 py-0.5 text-muted">
            <span className="sr-only">Size </span>
            {size}
          </span>
        </div>
        {priceWas !== undefined && priceWas !== product.price ? (
          <PriceChangedNote from={priceWas} to={product.price} className="mt-1" />
        ) : null}
        {stockNote ? (
          <p
            role="status"
            className={cn('mt-1 text-sm font-medium', soldOut ? 'text-danger' : 'text-accent')}
          >
            {stockNote}
          </p>
        ) : null}
        {allLeft ? <p className="mt-1 text-sm text-muted">{allLeft}</p> : null}
      </div>
      <div className="col-start-2 flex items-center gap-2 sm:col-start-auto">
        <label htmlFor={quantityId} className="text-sm text-muted">
          Qty<span className="sr-only"> of {lineName}</span>
        </label>
        <div className="flex items-center rounded-lg border border-muted/70 bg-surface-raised hover:border-ink/70">
          <button
            type="button"
            aria-label={`One fewer ${lineName}`}
            disabled={quantity <= 1}
            onClick={() => step(quantity - 1)}
            className={stepButton}
          >
            <MinusIcon width={18} height={18} />
          </button>
          <input
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LINE_QUANTITY}
            step={1}
            value={draft ?? String(quantity)}
            onChange={(event) => {
              const typed = event.target.value
              const next = quantityFromInput(typed)
              // Above the cap the box shows the cap, which is what the cart now holds.
              setDraft(next !== null && String(next) !== typed.trim() ? String(next) : typed)
              if (next !== null && next !== quantity) onQuantityChange(next)
            }}
            onBlur={() => setDraft(null)}
            className="h-10 w-11 [appearance:textfield] bg-transparent text-center text-base text-ink tabular-nums [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          />
          <button
            type="button"
            aria-label={`One more ${lineName}`}
            disabled={quantity >= most}
            onClick={() => step(quantity + 1)}
            className={stepButton}
          >
            <PlusIcon width={18} height={18} />
          </button>
        </div>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${lineName}`}
        className="col-start-3 row-start-1 inline-flex h-10 w-10 items-center justify-center self-start rounded-full text-muted hover:bg-ink/5 hover:text-danger sm:col-start-auto sm:row-start-auto sm:self-center"
      >
        <TrashIcon width={20} height={20} />
      </button>
    </div>
  )
}
