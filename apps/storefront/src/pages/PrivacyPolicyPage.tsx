import { pageMeta } from '@adire/contract'
import { PageShell } from './PageShell.tsx'

/** Minimal until the browsing issue writes the text. */
export default function PrivacyPolicyPage() {
  return (
    <PageShell meta={pageMeta('privacyPolicy')} heading="Privacy Policy">
      <p className="text-muted">Our privacy policy.</p>
    </PageShell>
  )
}
