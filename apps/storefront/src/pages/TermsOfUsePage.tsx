import { PageShell } from './PageShell.tsx'

/** Minimal until the browsing issue writes the text. */
export default function TermsOfUsePage() {
  return (
    <PageShell title="Terms of Use" description="The terms that apply when you shop at Adire.">
      <p className="text-muted">Our terms of use.</p>
    </PageShell>
  )
}
