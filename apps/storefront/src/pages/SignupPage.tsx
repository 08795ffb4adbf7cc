import { PageShell } from './PageShell.tsx'

/** Minimal until the accounts issue builds it. */
export default function SignupPage() {
  return (
    <PageShell title="Sign up" description="Create an Adire account.">
      <p className="text-muted">Create your account.</p>
    </PageShell>
  )
}
