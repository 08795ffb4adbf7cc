import { PageShell } from './PageShell.tsx'

/** Minimal until the browsing issue builds it. */
export default function ContactPage() {
  return (
    <PageShell title="Contact us" description="Reach the Adire team by phone, e-mail or message.">
      <p className="text-muted">Phone, e-mail and a message form are coming here.</p>
    </PageShell>
  )
}
