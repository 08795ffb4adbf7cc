import { PageShell } from './PageShell.tsx'

/** Minimal until the browsing issue builds it. */
export default function AboutPage() {
  return (
    <PageShell title="About us" description="The story, mission and values behind Adire.">
      <p className="text-muted">Our story, mission and values.</p>
    </PageShell>
  )
}
