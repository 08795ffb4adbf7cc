import { PageShell } from './PageShell.tsx'

/** Minimal until the browsing issue builds it. */
export default function HelpCenterPage() {
  return (
    <PageShell
      title="Help Center"
      description="Answers to common questions about orders, returns and payment."
    >
      <p className="text-muted">Frequently asked questions are coming here.</p>
    </PageShell>
  )
}
