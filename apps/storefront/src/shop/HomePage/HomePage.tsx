import {
  chatLinkOf,
  collectionPath,
  HOME_BESTSELLER_COUNT,
  HOME_LATEST_COUNT,
  HOME_PER_CATEGORY_COUNT,
  type Product,
  productPath,
} from '@adire/contract'
import {
  Benefits,
  Container,
  HeroSlider,
  HomeCallToAction,
  HomeCategorySection,
  ProductGrid,
  PromoBanner,
  SectionTitle,
} from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { useDepartments, useStoreContact } from '../../api/store.ts'
import { usePageMeta } from '../../app/usePageMeta.ts'
import { productQueries } from '../api/products.ts'
import { adireBanner, benefits, closingCallToAction, heroSlides, returnsBanner } from './home.ts'

// The server's featured products are exactly what these take from the whole list.
const LATEST_COUNT = HOME_LATEST_COUNT
const BESTSELLER_COUNT = HOME_BESTSELLER_COUNT
const PER_CATEGORY_COUNT = HOME_PER_CATEGORY_COUNT
// The hero is the largest paint; on wide screens only the first cards peek above the fold.
const LATEST_EAGER_COUNT = 2

const hrefFor = (product: Product) => productPath(product._id)

export default function HomePage() {
  usePageMeta('home')
  const contact = useStoreContact()
  // Only the products the sections below show (`GET /api/products/featured`), not the whole
  // list; each section's picks are the first of their kind, newest first, as over the list.
  const { data = [], status, error } = useQuery(productQueries.featured())
  const latest = data.slice(0, LATEST_COUNT)
  const bestsellers = data.filter((p) => p.bestseller).slice(0, BESTSELLER_COUNT)
  const departments = useDepartments()
    .map((category) => ({
      ...category,
      products: data.filter((p) => p.category === category.id).slice(0, PER_CATEGORY_COUNT),
    }))
    .filter((category) => category.products.length > 0)
  // Loading, error and an empty catalogue are shown once, under the latest collection; the
  // other product sections wait for products instead of repeating the same state.
  const showMore = status === 'success' && data.length > 0

  return (
    <>
      <h1 className="sr-only">Adire: clothing for Nigerian shoppers</h1>
      <HeroSlider slides={heroSlides} label="New at Adire" />
      <Container width="sections" className="space-y-16 py-12 sm:space-y-20">
        <section aria-labelledby="home-latest">
          <SectionTitle
            id="home-latest"
            text1="LATEST"
            text2="COLLECTION"
            subtitle="Fresh from the studio in Lagos."
          />
          <ProductGrid
            products={latest}
            status={status}
            errorMessage={error?.message}
            emptyMessage="New arrivals are on their way."
            hrefFor={hrefFor}
            eagerCount={LATEST_EAGER_COUNT}
          />
        </section>

        <PromoBanner
          {...adireBanner}
          className="render-when-visible [contain-intrinsic-size:auto_420px]"
        />

        {showMore && bestsellers.length > 0 ? (
          <section aria-labelledby="home-bestsellers" className="render-when-visible">
            <SectionTitle
              id="home-bestsellers"
              text1="BEST"
              text2="SELLERS"
              subtitle="What Naija is wearing right now."
            />
            <ProductGrid
              products={bestsellers}
              status="success"
              emptyMessage="No best sellers yet."
              hrefFor={hrefFor}
            />
          </section>
        ) : null}

        <PromoBanner
          {...returnsBanner}
          className="render-when-visible [contain-intrinsic-size:auto_420px]"
        />

        {showMore ? (
          <section aria-labelledby="home-categories">
            <SectionTitle
              id="home-categories"
              text1="SHOP BY"
              text2="CATEGORY"
              subtitle="Every department, from head wear to sunglasses."
            />
            <div className="space-y-12">
              {departments.map((category) => (
                <HomeCategorySection
                  key={category.id}
                  label={category.label}
                  href={collectionPath(category.slug)}
                  products={category.products}
                  hrefFor={hrefFor}
                  className="render-when-visible [contain-intrinsic-size:auto_480px]"
                />
              ))}
            </div>
          </section>
        ) : null}

        <Benefits
          items={benefits}
          className="render-when-visible [contain-intrinsic-size:auto_480px]"
        />
        <HomeCallToAction {...closingCallToAction(chatLinkOf(contact))} />
      </Container>
    </>
  )
}
