import { PageShell } from './PageShell.tsx'

/** Minimal until the accounts issue builds it. */
export default function ResetPasswordPage() {
  return (
    <PageShell title="Reset password" description="Choose a new Adire password.">
      <p className="text-muted">Choose a new password.</p>
    </PageShell>
  )
}
