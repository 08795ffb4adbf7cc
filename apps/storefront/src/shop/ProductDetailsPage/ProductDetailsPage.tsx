import {
  collectionPath,
  departmentLabel,
  notFoundMeta,
  PAGE_ROUTES,
  type Product,
  type ProductGoneResponse,
  productMeta,
} from '@adire/contract'
import {
  Container,
  DeliveryLine,
  Link,
  ProductGallery,
  ProductInfo,
  SectionTitle,
  Spinner,
} from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { deliveryRulesOf } from '../../api/deliveryRules.ts'
import { storeQueries, useDepartments } from '../../api/store.ts'
import { useLocation, useParams } from '../../app/router.tsx'
import { usePageMeta } from '../../app/usePageMeta.ts'
import { useCartActions } from '../../providers/cart.tsx'
import { useChosenDeliveryState } from '../../providers/deliveryState.ts'
import { addRefusal } from '../../providers/lineStock.ts'
import { useToast } from '../../providers/ToastProvider.tsx'
import { availabilityQueries } from '../api/availability.ts'
import { productQueries } from '../api/products.ts'
import { ProductNotFound } from './ProductNotFound.tsx'
import { ProductRow } from './ProductRow.tsx'

/**
 * How wide the gallery's main picture is (`<img sizes>`), as placed below: from 768 px beside the
 * details, half the page less its padding and the gap (32 px, 56 px from 1024 px), at most 30rem
 * (480 px); below, the page less its padding, at most 28rem (448 px). On a phone the box is
 * 32 px narrower than the screen, but `sizes` says 40: at 360 px a 328 px box on a 2x screen
 * needs 656 px, which would take the 960 px photo, where the 640 px one is 2.5% short of sharp,
 * not visibly so, and half the bytes (the page's budget at 360 px: 60 KB for this picture).
 */
const GALLERY_SIZES =
  '(min-width: 1080px) 480px, (min-width: 1024px) calc((100vw - 120px) / 2), (min-width: 768px) calc((100vw - 80px) / 2), (min-width: 480px) 448px, calc(100vw - 40px)'

/**
 * Product details (docs/product.md §2). The product and its related products come in one small answer
 * (`GET /api/products/:id`) rather than from the whole product list, so the page costs the same
 * however large the catalogue grows.
 */
export default function ProductDetailsPage() {
  const { id = '' } = useParams()
  const { data, status, error } = useQuery(productQueries.details(id))
  const product = data?.success ? data.product : undefined
  const { pathname } = useLocation()
  usePageMeta(product ? productMeta(product) : notFoundMeta(pathname))

  if (status === 'pending') {
    return (
      <Container className="flex justify-center py-20">
        <Spinner label="Loading product" />
      </Container>
    )
  }
  if (status === 'error') {
    return (
      <Container className="py-20">
        <p role="alert">Error: {error.message}</p>
      </Container>
    )
  }
  if (data?.success === false) return <ProductGone gone={data} />
  // Part of the page's own code (0.6 KB), not loaded apart: the server renders it whole for a
  // mistyped link, where a lazily loaded part was left to the browser to finish (React #419).
  if (!product) return <ProductNotFound id={id} />
  // Keyed by product: following a related product starts with its first image and no size.
  return <ProductDetails key={product._id} product={product} related={data?.related ?? []} />
}

/**
 * A product the store team archived: a link to its old address (an order, a search engine, a
 * shared message) says it is gone and offers its department and products of it still on sale.
 * The server answers the page with 404, as for an unknown product, so search engines drop it.
 */
function ProductGone({ gone }: { gone: ProductGoneResponse }) {
  const departments = useDepartments()
  const department = departmentLabel(departments, gone.category)
  const slug = departments.find((d) => d.id === gone.category)?.slug ?? gone.category
  return (
    <Container className="py-12 sm:py-16">
      {/* The server's words: PRODUCT_GONE_MESSAGE. */}
      <h1 className="text-2xl font-semibold text-balance sm:text-3xl">{gone.message}</h1>
      <p className="mt-3 text-muted">
        Something like it may still be in stock.{' '}
        <Link
          href={collectionPath(slug)}
          className="font-medium text-ink underline underline-offset-4 hover:text-accent"
        >
          Shop all {department}
        </Link>
      </p>
      <ProductRow
        id="suggestions-title"
        text1="More"
        text2={department}
        products={gone.suggestions}
        className="mt-12 sm:mt-16"
      />
    </Container>
  )
}

function ProductDetails({ product, related }: { product: Product; related: Product[] }) {
  const { addToCart, quantityOf } = useCartActions()
  const toast = useToast()
  // docs/product.md §11.6: the sizes sold out or nearly so. Asked once the page runs in the
  // browser (the server renders every size on offer, and the first paint never waits for it),
  // again whenever the shopper comes back to the tab.
  const { data: unitsLeft } = useQuery(availabilityQueries.of(product._id))
  // Delivery told up front: to the state the shopper chose, as the cart and checkout price it.
  const { data: settings } = useQuery(storeQueries.settings())
  const [deliveryState, chooseDeliveryState] = useChosenDeliveryState()
  const departmentName = departmentLabel(useDepartments(), product.category)

  return (
    <Container className="py-8 sm:py-12">
      <div className="grid items-start gap-8 md:grid-cols-2 lg:gap-14">
        <ProductGallery
          images={product.image}
          name={product.name}
          sizes={GALLERY_SIZES}
          className="mx-auto w-full max-w-md md:max-w-[30rem]"
        />
        <ProductInfo
          product={product}
          departmentName={departmentName}
          unitsLeft={unitsLeft}
          onAddToCart={(size) => {
            // Never more in the cart than is left: the server would refuse it too.
            const refusal = addRefusal(size, quantityOf(product._id, size), unitsLeft?.[size])
            if (refusal) {
              toast.error(refusal)
              return
            }
            addToCart(product._id, size, product.price)
            toast.success('Added to cart', {
              action: { label: 'View cart', href: PAGE_ROUTES.cart },
            })
          }}
          delivery={
            <DeliveryLine
              rules={settings && deliveryRulesOf(settings)}
              subtotal={product.price}
              state={deliveryState}
              onStateChange={chooseDeliveryState}
              className="border-t border-line pt-5"
            />
          }
          className="md:pt-2"
        />
      </div>

      <section aria-labelledby="description-title" className="mt-14 max-w-3xl sm:mt-20">
        <SectionTitle id="description-title" text1="Description" compact />
        <p className="leading-relaxed text-muted">{product.description}</p>
      </section>

      <ProductRow
        id="related-title"
        text1="Related"
        text2="Products"
        products={related}
        className="mt-14 sm:mt-20"
      />
    </Container>
  )
}
