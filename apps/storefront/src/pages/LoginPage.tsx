import { pageMeta } from '@adire/contract'
import { PageShell } from './PageShell.tsx'

/** Minimal until the accounts issue builds it. */
export default function LoginPage() {
  return (
    <PageShell meta={pageMeta('login')} heading="Login">
      <p className="text-muted">Log in with your email and password.</p>
    </PageShell>
  )
}
