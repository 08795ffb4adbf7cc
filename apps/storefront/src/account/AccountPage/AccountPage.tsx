import { PAGE_ROUTES } from '@adire/contract'
import { Container, Link, LoadFailed, SectionTitle, Spinner } from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { SignedInOnly, useEndSessionWhenRefused } from '../../app/SignedInOnly.tsx'
import { usePageMeta } from '../../app/usePageMeta.ts'
import { accountQueries } from '../api/account.ts'
import { DataSection } from './DataSection.tsx'
import { DevicesSection } from './DevicesSection.tsx'
import { PasswordSection } from './PasswordSection.tsx'
import { ProfileSection } from './ProfileSection.tsx'

/**
 * My account (docs/product.md §2.13): the shopper's name and e-mail, password, devices signed
 * in, and their data to download or erase; the addresses and orders are a link away.
 */
export default function AccountPage() {
  usePageMeta('account')
  return (
    <Container className="py-10">
      <SectionTitle level={1} text1="My" text2="Account" />
      <SignedInOnly
        loadingLabel="Loading your account"
        reason="Log in to see your account, change your password and manage your data."
      >
        {(token) => <MyAccount token={token} />}
      </SignedInOnly>
    </Container>
  )
}

function MyAccount({ token }: { token: string }) {
  const query = useQuery(accountQueries.account(token))
  useEndSessionWhenRefused(query.error)

  if (query.isPending) {
    return (
      <div className="flex justify-center py-20">
        <Spinner label="Loading your account" />
      </div>
    )
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
