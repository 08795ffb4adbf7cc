import { PAGE_ROUTES } from '@adire/contract'
import { Container, EmptyState, LoadFailed, LoadingState, SectionTitle } from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { addressQueries } from '../../account/api/addressQueries.ts'
import { deliveryRulesOf } from '../../api/deliveryRules.ts'
import { worthRetrying } from '../../api/retry.ts'
import { storeQueries } from '../../api/store.ts'
import { authPathReturningTo } from '../../app/returnPath.ts'
import { Navigate } from '../../app/router.tsx'
import { usePageMeta } from '../../app/usePageMeta.ts'
import { CheckoutProvider } from '../../providers/checkout.tsx'
import { useAuth } from '../../providers/session.tsx'
import { useCartLines } from '../../providers/useCartLines.ts'
import { useLineStock } from '../../providers/useLineStock.ts'
import { CheckoutForm } from './CheckoutForm.tsx'

/**
 * /place-order (docs/product.md §2, §4, §5, §6): for a signed-in shopper only. The server renders it
 * signed out and the stored token is read after hydration, so the page waits for the session
 * (a spinner) before sending a shopper without a token to /login, which brings them back.
 */
export default function PlaceOrderPage() {
  usePageMeta('placeOrder')
  const { token, user, loading } = useAuth()
  if (!loading && !token) {
    return <Navigate to={authPathReturningTo(PAGE_ROUTES.login, PAGE_ROUTES.placeOrder)} replace />
  }
  return (
    <Container className="py-10">
      <SectionTitle level={1} text1="SECURE" text2="CHECKOUT" />
      <div className="mt-6">
        {loading || !token ? (
          <LoadingState label="Loading your order" />
        ) : (
          <CheckoutProvider>
            <Checkout token={token} user={user} />
          </CheckoutProvider>
        )}
      </div>
    </Container>
  )
}

/** The cart to pay for, once it and its products are known. */
function Checkout({ token, user }: { token: string; user: ReturnType<typeof useAuth>['user'] }) {
  const cart = useCartLines()
  // The delivery fee may follow the lines: until it arrives, docs/product.md §9's default applies.
  const settings = useQuery(storeQueries.settings())
  // docs/product.md §11.6: asked again here, just before paying; a line over stock is lowered.
  const stock = useLineStock(cart)
  // The saved addresses to pick from (docs/product.md §3.4), asked twice at most: a book that
  // cannot be read leaves the form as it is for any shopper, and paying waits on it no longer.
  const book = useQuery({
    ...addressQueries.book(token),
    retry: (failures, error) => failures < 1 && worthRetrying(failures, error),
  })

  if (cart.products.isError) {
    return (
      <LoadFailed onRetry={() => void cart.products.refetch()}>
        Error loading cart: {cart.products.error?.message}
      </LoadFailed>
    )
  }
  if (cart.products.isPending || cart.loading || book.isPending)
    return <LoadingState label="Loading your order" />
  if (cart.lines.length === 0) {
    return (
      <EmptyState
        message="Your cart is empty"
        action={{ href: PAGE_ROUTES.collection, label: 'Browse the collection' }}
      />
    )
  }
  return (
    <CheckoutForm
      cart={cart}
      stock={stock}
      delivery={deliveryRulesOf(settings.data)}
      testPayments={settings.data?.testPayments ?? false}
      paymentChannels={settings.data?.paymentChannels}
      token={token}
      user={user}
      book={book.isSuccess ? book.data : null}
    />
  )
}
