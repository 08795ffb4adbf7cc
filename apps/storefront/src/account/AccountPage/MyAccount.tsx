import { PAGE_ROUTES } from '@adire/contract'
import { Link, LoadFailed, LoadingState } from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { useEndSessionWhenRefused } from '../../app/SignedInOnly.tsx'
import { accountQueries } from '../api/account.ts'
import { DataSection } from './DataSection.tsx'
import { DevicesSection } from './DevicesSection.tsx'
import { PasswordSection } from './PasswordSection.tsx'
import { ProfileSection } from './ProfileSection.tsx'

/** The signed-in shopper's account, section by section. */
export default function MyAccount({ token }: { token: string }) {
  const query = useQuery(accountQueries.account(token))
  useEndSessionWhenRefused(query.error)

  if (query.isPending) {
    return <LoadingState label="Loading your account" />
  }
  if (query.isError) {
    return (
      <LoadFailed onRetry={() => void query.refetch()}>
        Your account could not be loaded: {query.error.message}
      </LoadFailed>
    )
  }
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <nav aria-label="Account" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link href={PAGE_ROUTES.addresses} className="font-medium underline">
          My addresses
        </Link>
        <Link href={PAGE_ROUTES.orders} className="font-medium underline">
          My orders
        </Link>
      </nav>
      <ProfileSection token={token} account={query.data.account} />
      <PasswordSection token={token} />
      <DevicesSection token={token} />
      <DataSection token={token} />
    </div>
  )
}
