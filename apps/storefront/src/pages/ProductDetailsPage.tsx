import { notFoundMeta, productMeta } from '@adire/contract'
import { Container, Price, Spinner } from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { useLocation, useParams } from 'react-router-dom'
import { productQueries } from '../api/products.ts'
import { usePageMeta } from '../app/usePageMeta.ts'

/** Product details (SPEC.md §2): looks the product up in the shared product list. */
export default function ProductDetailsPage() {
  const { id } = useParams()
  const { data, status, error } = useQuery(productQueries.list())
  const product = data?.find((p) => p._id === id)
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
  return (
    <Container className="grid gap-8 py-10 md:grid-cols-2">
      <img
        src={product.image[0]}
        alt={product.name}
        width={600}
        height={750}
        fetchPriority="high"
        className="h-auto w-full rounded-lg bg-muted/10"
      />
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold">{product.name}</h1>
        <Price amount={product.price} className="text-xl" />
        <section aria-labelledby="description">
          <h2 id="description" className="font-medium">
            Description
          </h2>
          <p className="mt-2 text-muted">{product.description}</p>
        </section>
      </div>
    </Container>
  )
}
