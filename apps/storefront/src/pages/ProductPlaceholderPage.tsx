import { pageMeta } from '@adire/contract'
import { PageShell } from './PageShell.tsx'

/** SPEC.md §2: the /product route is a placeholder screen with no real content. */
export default function ProductPlaceholderPage() {
  return (
    <PageShell meta={pageMeta('product')} heading="Product">
      <p className="text-muted">Browse the collection to find a product.</p>
    </PageShell>
  )
}
