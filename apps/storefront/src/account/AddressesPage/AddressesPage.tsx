import { PAGE_ROUTES } from '@adire/contract'
import { Container, Link, SectionTitle } from '@adire/ui'
import { lazy } from 'react'
import { SignedInOnly } from '../../app/SignedInOnly.tsx'
import { usePageMeta } from '../../app/usePageMeta.ts'

// Loaded once there is a signed-in shopper (see SignedInOnly).
const AddressBook = lazy(() => import('./AddressBook.tsx'))

/**
 * My addresses (docs/product.md §2.13, §3.4): the signed-in shopper's address book, the default
 * first, with its changes; signed in only, as My Orders is.
 */
export default function AddressesPage() {
  usePageMeta('addresses')
  return (
    <Container className="py-10">
      <SectionTitle level={1} text1="My" text2="Addresses" />
      <Link
        href={PAGE_ROUTES.account}
        className="-mt-2 mb-6 inline-block text-sm font-medium text-ink underline underline-offset-4 hover:text-accent"
      >
        Back to my account
      </Link>
      <SignedInOnly
        loadingLabel="Loading your addresses"
        reason="Log in to see and change your saved addresses."
      >
        {(token) => <AddressBook token={token} />}
      </SignedInOnly>
    </Container>
  )
}
