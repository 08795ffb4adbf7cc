import { pageMeta } from '@adire/contract'
import { PageShell } from './PageShell.tsx'

/** Minimal until the browsing issue builds it. */
export default function AboutPage() {
  return (
    <PageShell meta={pageMeta('about')} heading="About us">
      <p className="text-muted">Our story, mission and values.</p>
    </PageShell>
  )
}
