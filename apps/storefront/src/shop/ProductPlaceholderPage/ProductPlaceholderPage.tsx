import { PAGE_ROUTES } from '@adire/contract'
import { Link } from '@adire/ui'
import { PageShell } from '../../app/PageShell.tsx'

/** docs/product.md §2: the /product route is a placeholder screen with no real content. */
export default function ProductPlaceholderPage() {
  return (
    <PageShell meta="product" heading="Products">
      <p className="text-muted">
        Every product has its own page.{' '}
        <Link href={PAGE_ROUTES.collection} className="font-medium text-ink underline">
          Browse the collection
        </Link>{' '}
        to find one.
      </p>
    </PageShell>
  )
}
