import { categoryLabel, type Product, STOCK_SHOPPER_MESSAGES } from '@adire/contract'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { Button } from '../../../primitives/Button/Button.tsx'
import { Icon } from '../../../primitives/icons/icons.tsx'
import { Price } from '../Price/Price.tsx'
import { SizePicker } from '../SizePicker/SizePicker.tsx'
import { SoldOutBadge } from '../SoldOutBadge/SoldOutBadge.tsx'

/** What ADD TO CART says when no size has been chosen yet. */
export const SIZE_REQUIRED_MESSAGE = 'Please select a size'

/** The promises beside the buy button (docs/product.md §1, §2: free 30-day returns, card payment). */
export const PRODUCT_REASSURANCES = [
  { icon: 'returns', text: 'Free 30-day returns on items in their original condition with tags' },
  { icon: 'lock', text: 'Secure card payment via Paystack' },
] as const

/**
 * Whether the shopper has scrolled past `element` (its bottom is above the screen): the buying
 * controls a phone's bar stands in for. Read on every scroll, not by an IntersectionObserver,
 * which reports only crossings: a jump from below the controls to the top of the page (a tap on
 * the phone's status bar) never crosses them, and left the bar on screen.
 */
function useScrolledPast(element: React.RefObject<HTMLElement | null>) {
  const [scrolledPast, setScrolledPast] = useState(false)
  useEffect(() => {
    const check = () => {
      const target = element.current
      setScrolledPast(target !== null && target.getBoundingClientRect().bottom < 0)
    }
    check()
    window.addEventListener('scroll', check, { passive: true })
    window.addEventListener('resize', check, { passive: true })
    return () => {
      window.removeEventListener('scroll', check)
      window.removeEventListener('resize', check)
    }
  }, [element])
  return scrolledPast
}

/**
 * The opening of a description for the top of the page: its first sentence, and the second too
 * while both stay under `maxLength` characters. The full text follows further down the page.
 */
export function descriptionLead(description: string, maxLength = 220): string {
  // A sentence ends at . ! or ? followed by a space, so "1.5 m" or "UV400" stay whole.
  const [first = '', second] = description.trim().split(/(?<=[.!?])\s+/)
  const both = second ? `${first} ${second}` : first
  return both.length <= maxLength ? both : first
}

export interface ProductInfoProps {
  /** The product on show; its `sizes` become the size choice. */
  product: Pick<
    Product,
    'name' | 'price' | 'wasPrice' | 'description' | 'category' | 'sizes' | 'soldOut'
  >
  /**
   * The units left of the sizes sold out (0) or nearly so (docs/product.md §11.6), once known; a
   * size not listed has plenty. Sold-out sizes cannot be chosen, and a chosen size with few
   * left says "Only N left".
   */
  unitsLeft?: Readonly<Record<string, number>> | undefined
  /** Called with the chosen size when ADD TO CART is pressed with a size picked. */
  onAddToCart: (size: string) => void
  /** What delivery costs and takes, under ADD TO CART (a `DeliveryLine`). */
  delivery?: ReactNode
  /**
   * The name of the product's department as the store calls it now (docs/product.md §11.13);
   * by default the seeded name, or the id.
   */
  departmentName?: string | undefined
  className?: string
}

function ReassuranceIcon({ icon }: { icon: (typeof PRODUCT_REASSURANCES)[number]['icon'] }) {
  const paths: Record<typeof icon, ReactNode> = {
    returns: (
      <>
        <path d="M9 14 4 9l5-5" />
        <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
      </>
    ),
    lock: (
      <>
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </>
    ),
  }
  return (
    <Icon width={18} height={18} className="mt-0.5 shrink-0 text-accent">
      {paths[icon]}
    </Icon>
  )
}

/**
 * The buying column of a product page: name, price, the opening of the description, the size
 * choice and ADD TO CART, then the store's promises. Pressing ADD TO CART without a size shows
 * "Please select a size" instead of adding. A product sold in one size starts with it chosen.
 * A product with no size left says "Sold out", and ADD TO CART cannot be pressed.
 */
export function ProductInfo({
  product,
  unitsLeft,
  onAddToCart,
  delivery,
  departmentName,
  className,
}: ProductInfoProps) {
  const onlySize = product.sizes.length === 1 ? product.sizes[0] : undefined
  const [size, setSize] = useState(onlySize ?? '')
  const [error, setError] = useState<string>()
  const soldOutId = useId()
  const buying = useRef<HTMLDivElement>(null)
  const pickerId = useId()
  const barShown = useScrolledPast(buying)

  const soldOutSizes = product.soldOut
    ? product.sizes
    : product.sizes.filter((s) => unitsLeft?.[s] === 0)
  const soldOut =
    product.soldOut === true ||
    (product.sizes.length > 0 && soldOutSizes.length === product.sizes.length)
  // A size chosen before its stock was known, and found sold out, is chosen no longer.
  const chosen = soldOutSizes.includes(size) ? '' : size
  const left = chosen ? unitsLeft?.[chosen] : undefined

  const addToCart = () => {
    if (soldOut) return
    if (!chosen) {
      setError(SIZE_REQUIRED_MESSAGE)
      // From the phone's bar: the sizes come into view, with the message.
      buying.current?.scrollIntoView({ block: 'center', behavior: 'smooth' })
      return
    }
    setError(undefined)
    onAddToCart(chosen)
  }

  return (
    <div className={cn('flex flex-col gap-6', className)}>
      <div>
        <p className="text-xs font-semibold tracking-widest text-accent uppercase">
          {departmentName ?? categoryLabel(product.category)}
        </p>
        <h1 className="mt-2 text-2xl font-semibold text-balance sm:text-3xl">{product.name}</h1>
        <Price amount={product.price} was={product.wasPrice} className="mt-3 block text-2xl" />
        {soldOut ? <SoldOutBadge id={soldOutId} className="mt-3" /> : null}
        <p className="mt-4 leading-relaxed text-muted">{descriptionLead(product.description)}</p>
      </div>
      <div ref={buying} id={pickerId} className="flex flex-col gap-6">
        <div>
          <SizePicker
            sizes={product.sizes}
            value={chosen}
            soldOut={soldOutSizes}
            onValueChange={(next) => {
              setSize(next)
              setError(undefined)
            }}
            error={error}
          />
          {left !== undefined && left > 0 ? (
            <p role="status" className="mt-2 text-sm font-medium text-accent">
              {STOCK_SHOPPER_MESSAGES.onlyLeft(left)}
            </p>
          ) : null}
        </div>
        <Button
          size="lg"
          onClick={addToCart}
          disabled={soldOut}
          aria-describedby={soldOut ? soldOutId : undefined}
          className="w-full sm:w-auto sm:self-start"
        >
          ADD TO CART
        </Button>
      </div>
      {delivery}
      <ul className="space-y-2 border-t border-line pt-5 text-sm text-muted">
        {PRODUCT_REASSURANCES.map(({ icon, text }) => (
          <li key={icon} className="flex gap-2.5">
            <ReassuranceIcon icon={icon} />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      {/* On a phone, once the sizes and ADD TO CART have scrolled out of sight: the price, the
          size chosen and ADD TO CART, kept at the bottom of the screen (room for the chat). */}
      {barShown && !soldOut ? (
        <section
          aria-label="Buy"
          className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-3 border-t border-line bg-surface-raised py-3 pr-20 pl-4 shadow-lg sm:hidden print:hidden"
        >
          <div className="min-w-0 flex-1 text-sm">
            <Price amount={product.price} was={product.wasPrice} className="block font-semibold" />
            <a href={`#${pickerId}`} className="text-muted underline underline-offset-2">
              {chosen ? `Size ${chosen}` : 'Choose a size'}
            </a>
          </div>
          <Button onClick={addToCart} className="shrink-0">
            ADD TO CART
          </Button>
        </section>
      ) : null}
    </div>
  )
}
