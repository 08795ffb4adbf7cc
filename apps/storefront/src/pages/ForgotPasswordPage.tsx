import { PageShell } from './PageShell.tsx'

/** Minimal until the accounts issue builds it. */
export default function ForgotPasswordPage() {
  return (
    <PageShell title="Forgot password" description="Reset your Adire password.">
      <p className="text-muted">Enter your email to get a reset link.</p>
    </PageShell>
  )
}
