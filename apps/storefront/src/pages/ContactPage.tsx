import { pageMeta } from '@adire/contract'
import { PageShell } from './PageShell.tsx'

/** Minimal until the browsing issue builds it. */
export default function ContactPage() {
  return (
    <PageShell meta={pageMeta('contact')} heading="Contact us">
      <p className="text-muted">Phone, e-mail and a message form are coming here.</p>
    </PageShell>
  )
}
