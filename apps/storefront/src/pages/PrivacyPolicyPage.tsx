import { PageShell } from './PageShell.tsx'

/** Minimal until the browsing issue writes the text. */
export default function PrivacyPolicyPage() {
  return (
    <PageShell title="Privacy Policy" description="How Adire handles your personal data.">
      <p className="text-muted">Our privacy policy.</p>
    </PageShell>
  )
}
