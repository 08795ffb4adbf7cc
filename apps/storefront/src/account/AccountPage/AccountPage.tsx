import { Container, SectionTitle } from '@adire/ui'
import { lazy } from 'react'
import { SignedInOnly } from '../../app/SignedInOnly.tsx'
import { usePageMeta } from '../../app/usePageMeta.ts'

// Loaded once there is a signed-in shopper (see SignedInOnly).
const MyAccount = lazy(() => import('./MyAccount.tsx'))

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
