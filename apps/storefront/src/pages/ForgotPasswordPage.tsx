import { pageMeta } from '@adire/contract'
import { PageShell } from './PageShell.tsx'

/** Minimal until the accounts issue builds it. */
export default function ForgotPasswordPage() {
  return (
    <PageShell meta={pageMeta('forgotPassword')} heading="Forgot password">
      <p className="text-muted">Enter your email to get a reset link.</p>
    </PageShell>
  )
}
