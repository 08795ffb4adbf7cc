import { pageMeta } from '@adire/contract'
import { PageShell } from './PageShell.tsx'

/** Minimal until the browsing issue writes the text. */
export default function TermsOfUsePage() {
  return (
    <PageShell meta={pageMeta('termsOfUse')} heading="Terms of Use">
      <p className="text-muted">Our terms of use.</p>
    </PageShell>
  )
}
