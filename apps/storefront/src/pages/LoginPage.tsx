import { PageShell } from './PageShell.tsx'

/** Minimal until the accounts issue builds it. */
export default function LoginPage() {
  return (
    <PageShell title="Login" description="Log in to your Adire account.">
      <p className="text-muted">Log in with your email and password.</p>
    </PageShell>
  )
}
