import { pageMeta, productPath } from '@adire/contract'
import { Container, ProductGrid, SectionTitle } from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { productQueries } from '../api/products.ts'
import { usePageMeta } from '../app/usePageMeta.ts'

const LATEST_COUNT = 10
const BESTSELLER_COUNT = 5

export default function HomePage() {
  usePageMeta(pageMeta('home'))
  const { data = [], status, error } = useQuery(productQueries.list())
  const latest = data.slice(0, LATEST_COUNT)
  const bestsellers = data.filter((p) => p.bestseller).slice(0, BESTSELLER_COUNT)
  const gridProps = {
    status,
    errorMessage: error?.message,
    hrefFor: (p: { _id: string }) => productPath(p._id),
  } as const

  return (
    <Container className="max-w-[1100px] space-y-14 py-10">
      <section aria-labelledby="latest">
        <SectionTitle
          id="latest"
          text1="LATEST"
          text2="COLLECTION"
          subtitle="Fresh from the studio in Lagos."
        />
        <ProductGrid
          products={latest}
          emptyMessage="New arrivals are on their way."
          {...gridProps}
        />
      </section>
      <section aria-labelledby="bestsellers">
        <SectionTitle
          id="bestsellers"
          text1="BEST"
          text2="SELLERS"
          subtitle="What Naija is wearing right now."
        />
        <ProductGrid products={bestsellers} emptyMessage="No best sellers yet." {...gridProps} />
      </section>
    </Container>
  )
}
