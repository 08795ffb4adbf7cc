import { type Product, productPath } from '@adire/contract'
import { ProductGrid, SectionTitle } from '@adire/ui'

/** Products to go on to, under their title: the related ones, or those of a gone one's department. */
export function ProductRow({
  id,
  text1,
  text2,
  products,
  className,
}: {
  id: string
  text1: string
  text2: string
  products: Product[]
  className: string
}) {
  if (products.length === 0) return null
  return (
    <section aria-labelledby={id} className={className}>
      <SectionTitle id={id} text1={text1} text2={text2} />
      <ProductGrid
        products={products}
        status="success"
        emptyMessage=""
        hrefFor={(p) => productPath(p._id)}
        columns="row-of-6"
      />
    </section>
  )
}
