import { pageMeta, productPath } from '@adire/contract'
import { Container, ProductGrid, SectionTitle } from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { productQueries } from '../api/products.ts'
import { usePageMeta } from '../app/usePageMeta.ts'

export default function CollectionPage() {
  usePageMeta(pageMeta('collection'))
  const { data = [], status, error } = useQuery(productQueries.list())

  return (
    <Container className="py-10">
      <SectionTitle level={1} text1="ALL" text2="COLLECTIONS" />
      <ProductGrid
        products={data}
        status={status}
        errorMessage={error?.message}
        emptyMessage="No products to show yet."
        hrefFor={(p) => productPath(p._id)}
      />
    </Container>
  )
}
