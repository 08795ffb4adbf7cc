import { LoadFailed, LoadingState, StoreHome, HOME_ADMIN_TEXTS as T } from '@adire/ui'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { usePageMeta } from '../../../app/usePageMeta.ts'
import { useAuth } from '../../../providers/session.tsx'
import { AdminShell, NotAllowed } from '../../AdminShell.tsx'
import { adminHomeQuery } from '../adminHome.ts'

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status

/**
 * /admin, for the store team only (beyond the original spec, docs/product.md §11.10): where the
 * team's screens start. Today, this week and this month against the period before, the work
 * waiting, sizes running out, best sellers and, until the store is set up, the checklist. A new
 * paid order refreshes it without a reload (the shell's counts). Its own chunk.
 */
export default function AdminHomePage() {
  usePageMeta('adminHome')
  return (
    <AdminShell section="home" heading={T.heading} signIn={T.signIn}>
      {({ token, email }) => <Home token={token} email={email} />}
    </AdminShell>
  )
}

function Home({ token, email }: { token: string; email: string | null }) {
  const { clearToken } = useAuth()
  const [includeTests, setIncludeTests] = useState(false)
  const home = useQuery({
    ...adminHomeQuery(token, { tests: includeTests ? 'include' : 'exclude' }),
    // Switching the test payments keeps the figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  })
  const status = statusOf(home.error)
  useEffect(() => {
    if (status === 401) clearToken()
  }, [status, clearToken])
  if (status === 403) return <NotAllowed email={email} />
  if (home.isPending) return <LoadingState label={T.loading} />
  if (!home.data) {
    return (
      <LoadFailed onRetry={() => void home.refetch()}>
        {T.failed(home.error?.message ?? '')}
      </LoadFailed>
    )
  }
  return <StoreHome home={home.data} onTestsChange={setIncludeTests} />
}
