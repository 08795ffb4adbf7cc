import { pageMeta } from '@adire/contract'
import { PageShell } from './PageShell.tsx'

/** Minimal until the accounts issue builds it. */
export default function SignupPage() {
  return (
    <PageShell meta={pageMeta('signup')} heading="Sign up">
      <p className="text-muted">Create your account.</p>
    </PageShell>
  )
}
