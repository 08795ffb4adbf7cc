import { notFoundMeta, type Product, productMeta, productPath } from '@adire/contract'
import {
  Container,
  ProductGallery,
  ProductGrid,
  ProductInfo,
  SectionTitle,
  Spinner,
} from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { useLocation, useParams } from 'react-router-dom'
import { productQueries } from '../../api/products.ts'
import { usePageMeta } from '../../app/usePageMeta.ts'
import { useCartActions } from '../../providers/cart.tsx'
import { useToast } from '../../providers/ToastProvider.tsx'

/**
 * Product details (docs/product.md §2). The product and its related products come in one small answer
 * (`GET /api/products/:id`) rather than from the whole product list, so the page costs the same
 * however large the catalogue grows.
 */
export default function ProductDetailsPage() {
  const { id = '' } = useParams()
  const { data, status, error } = useQuery(productQueries.details(id))
  const product = data?.product
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
  if (!product) {
    return (
      <Container className="py-20">
        <p role="alert">No product found</p>
      </Container>
    )
  }
  // Keyed by product: following a related product starts with its first image and no size.
  return <ProductDetails key={product._id} product={product} related={data?.related ?? []} />
}

function ProductDetails({ product, related }: { product: Product; related: Product[] }) {
  const { addToCart } = useCartActions()
  const toast = useToast()

  return (
    <Container className="py-8 sm:py-12">
      <div className="grid items-start gap-8 md:grid-cols-2 lg:gap-14">
        <ProductGallery
          images={product.image}
          name={product.name}
          className="mx-auto w-full max-w-md md:max-w-[30rem]"
        />
        <ProductInfo
          product={product}
          onAddToCart={(size) => {
            addToCart(product._id, size)
            toast.success('Added to cart')
          }}
          className="md:pt-2"
        />
      </div>

      <section aria-labelledby="description-title" className="mt-14 max-w-3xl sm:mt-20">
        <SectionTitle id="description-title" text1="Description" compact />
        <p className="leading-relaxed text-muted">{product.description}</p>
      </section>

      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="mt-14 sm:mt-20">
          <SectionTitle id="related-title" text1="Related" text2="Products" />
          <ProductGrid
            products={related}
            status="success"
            emptyMessage=""
            hrefFor={(p) => productPath(p._id)}
            columns="row-of-6"
          />
        </section>
      ) : null}
    </Container>
  )
}
