import { pageMeta } from '@adire/contract'
import { PageShell } from './PageShell.tsx'

/** Minimal until the accounts issue builds it. */
export default function ResetPasswordPage() {
  return (
    <PageShell meta={pageMeta('resetPassword')} heading="Reset password">
      <p className="text-muted">Choose a new password.</p>
    </PageShell>
  )
}
