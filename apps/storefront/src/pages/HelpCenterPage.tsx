import { pageMeta } from '@adire/contract'
import { PageShell } from './PageShell.tsx'

/** Minimal until the browsing issue builds it. */
export default function HelpCenterPage() {
  return (
    <PageShell meta={pageMeta('helpCenter')} heading="Help Center">
      <p className="text-muted">Frequently asked questions are coming here.</p>
    </PageShell>
  )
}
