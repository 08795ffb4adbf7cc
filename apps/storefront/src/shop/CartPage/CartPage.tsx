import {
  type DeliveryRules,
  PAGE_ROUTES,
  productPath,
  STOCK_SHOPPER_MESSAGES,
} from '@adire/contract'
import {
  CartLine,
  CartSummary,
  Container,
  DiscountCodeField,
  EmptyState,
  LoadingState,
  SectionTitle,
} from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { deliveryRulesOf } from '../../api/deliveryRules.ts'
import { storeQueries } from '../../api/store.ts'
import { authPathReturningTo } from '../../app/returnPath.ts'
import { usePageMeta } from '../../app/usePageMeta.ts'
import { chosenDeliveryState } from '../../providers/deliveryState.ts'
import { lastDeliveryState } from '../../providers/lastAddress.ts'
import { lineKey } from '../../providers/lineStock.ts'
import { useAuth } from '../../providers/session.tsx'
import { type CartLinesState, useCartLines } from '../../providers/useCartLines.ts'
import { type LineStock, useLineStock } from '../../providers/useLineStock.ts'
import { priceCart, useCartDiscount } from '../discount/useCartDiscount.ts'

/**
 * The cart (docs/product.md §2): its lines, each with an editable quantity and a remove button, and a
 * summary box with the total and PROCEED TO CHECKOUT. A line whose price changed since it was
 * added says so, and so does the summary (§4.1). A line holding more than is left of its size
 * is lowered to what is left, and says so; a line whose size sold out says so, and checkout
 * waits until it is removed (§11.6). On the server and in the first render
 * the cart has not been read from storage yet, so the page shows its spinner until it has
 * (never a wrong "empty"); then the lines, or that the cart is empty.
 */
export default function CartPage() {
  usePageMeta('cart')
  const cart = useCartLines()
  const { token, user, loading: sessionLoading } = useAuth()

  return (
    <Container className="py-10">
      <SectionTitle level={1} text1="Your Shopping" text2="Cart" />
      <div className="mt-6">
        <CartBody
          cart={cart}
          sessionLoading={sessionLoading}
          signedIn={token !== null}
          account={user?.email ?? null}
        />
      </div>
    </Container>
  )
}

function CartBody({
  cart,
  sessionLoading,
  signedIn,
  account,
}: {
  cart: CartLinesState
  sessionLoading: boolean
  signedIn: boolean
  /** The signed-in shopper's e-mail: their last order's state prices delivery here. */
  account: string | null
}) {
  // How delivery is priced may follow the lines: until it arrives, docs/product.md §9's default
  // applies. An empty cart (every first visit) shows no total, so it does not ask (nor load the
  // API client).
  const settings = useQuery({ ...storeQueries.settings(), enabled: cart.lines.length > 0 })
  const stock = useLineStock(cart)

  if (cart.products.isError) {
    return (
      <p role="alert" className="py-16 text-center text-danger">
        {cart.products.error?.message}
      </p>
    )
  }
  if (cart.products.isPending || cart.loading || sessionLoading) {
    return <LoadingState label="Loading your cart" />
  }
  if (cart.lines.length === 0) {
    return (
      <EmptyState
        message="Your cart is empty"
        action={{ href: PAGE_ROUTES.collection, label: 'Browse the collection' }}
      />
    )
  }
  const rules = deliveryRulesOf(settings.data)
  // Read once the cart is shown, in the browser: the server never renders these lines.
  // The last order's state, else the one chosen on a product page (issue 41).
  const lastState = (account ? lastDeliveryState(account) : undefined) ?? chosenDeliveryState()
  return (
    <CartContents
      cart={cart}
      stock={stock}
      rules={rules}
      lastState={lastState}
      signedIn={signedIn}
    />
  )
}

/** The cart's lines and its summary box, with the discount code (docs/product.md §11.14). */
function CartContents({
  cart,
  stock,
  rules,
  lastState,
  signedIn,
}: {
  cart: CartLinesState
  stock: LineStock
  rules: DeliveryRules
  lastState: string | undefined
  signedIn: boolean
}) {
  const discount = useCartDiscount(cart.lines, lastState)
  // Priced for the state of the shopper's last order, if there is one; else at checkout.
  const totals = priceCart(cart.lines, rules, lastState, discount.applied)
  return (
    <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <ul aria-label="Items in your cart" className="divide-y divide-line border-y border-line">
        {cart.lines.map(({ product, size, quantity }) => {
          const key = lineKey(product._id, size)
          const flag = stock.flags.get(key)
          return (
            <li key={key} className="py-4">
              <CartLine
                product={product}
                size={size}
                quantity={quantity}
                priceWas={cart.priceChanges.get(product._id)}
                stockNote={flag?.message}
                soldOut={flag?.kind === 'soldOut'}
                unitsLeft={stock.unitsLeft.get(key)}
                href={productPath(product._id)}
                onQuantityChange={(next) => cart.setQuantity(product._id, size, next)}
                onRemove={() => cart.removeLine(product._id, size)}
              />
            </li>
          )
        })}
      </ul>
      <CartSummary
        subtotal={totals.subtotal}
        delivery={totals.delivery}
        freeDeliveryShortfall={totals.freeDeliveryShortfall}
        discount={totals.discount}
        discountField={<DiscountCodeField {...discount.field} />}
        pricesChanged={cart.priceChanges.size > 0}
        checkoutHref={
          signedIn
            ? PAGE_ROUTES.placeOrder
            : authPathReturningTo(PAGE_ROUTES.login, PAGE_ROUTES.placeOrder)
        }
        checkoutWaits={stock.waits ? STOCK_SHOPPER_MESSAGES.checkoutWaits : undefined}
        className="lg:sticky lg:top-24"
      />
    </div>
  )
}
