import { PAGE_ROUTES } from '@adire/contract'
import {
  Button,
  buttonVariants,
  FilterSelect,
  Link,
  LoadFailed,
  LoadingState,
  ORDERS_ADMIN_TEXTS,
  PackingSlips,
  type SlipPaper,
} from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { usePageMeta } from '../../../app/usePageMeta.ts'
import { useAuth } from '../../../providers/session.tsx'
import { AdminShell, NotAllowed } from '../../AdminShell.tsx'
import { useListAddress } from '../../useListAddress.ts'
import { adminQueries } from '../adminQueries.ts'

const T = ORDERS_ADMIN_TEXTS.slip

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status

/** The paper choice, in the address with the orders (`&paper=receipt`): A4 unless it says so. */
const PAPER_FILTER = {
  label: T.width,
  options: [
    { value: 'a4', label: T.a4 },
    { value: 'receipt', label: T.receipt },
  ],
} as const

/** The ids in the address, as many as the contract takes. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * /admin/orders/packing-slips?ids=…, for the store team only (docs/product.md §11.11): the
 * packing slips of one order or a selection, for A4 or an 80 mm receipt printer, printed with the
 * browser's own print. No prices: a slip travels in the parcel, and a gift should not show what
 * it cost.
 */
export default function AdminPackingSlipsPage() {
  usePageMeta('adminPackingSlips')
  return (
    <AdminShell
      section="orders"
      onSectionPage={false}
      heading={{ text1: 'Packing', text2: 'slips' }}
      signIn="This page is for the Adire store team. Log in with your team account to print packing slips."
    >
      {({ token, email }) => <Slips token={token} email={email} />}
    </AdminShell>
  )
}

function Slips({ token, email }: { token: string; email: string | null }) {
  const { params, go } = useListAddress(PAGE_ROUTES.adminPackingSlips)
  const { clearToken } = useAuth()
  const ids = (params.get('ids') ?? '')
    .split(',')
    .filter((id) => UUID.test(id))
    .slice(0, 100)
  const paper: SlipPaper = params.get('paper') === 'receipt' ? 'receipt' : 'a4'
  const slips = useQuery(adminQueries.slips(token, ids))
  const settings = useQuery(adminQueries.settings(token))
  useEffect(() => {
    if (statusOf(slips.error) === 401) clearToken()
  }, [slips.error, clearToken])
  if (statusOf(slips.error) === 403) return <NotAllowed email={email} />

  const store = settings.data?.settings
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <FilterSelect
          {...PAPER_FILTER}
          width="content"
          value={paper}
          onValueChange={(next) => go({ paper: next === 'a4' ? undefined : next })}
        />
        <Button onClick={() => window.print()} disabled={!slips.data?.length}>
          {T.print}
        </Button>
        <Link href={PAGE_ROUTES.adminOrders} className={buttonVariants({ variant: 'secondary' })}>
          {T.back}
        </Link>
      </div>
      {slips.isPending ? (
        <LoadingState label={T.loading} />
      ) : slips.isError ? (
        <LoadFailed onRetry={() => void slips.refetch()}>
          The packing slips could not be loaded: {slips.error.message}
        </LoadFailed>
      ) : slips.data.length === 0 ? (
        <p className="py-16 text-center text-muted">{T.none}</p>
      ) : (
        <PackingSlips
          orders={slips.data}
          paper={paper}
          store={{
            phone: store?.storePhone,
            email: store?.contactEmail ?? store?.storeEmail,
            address: store?.storeAddress,
          }}
        />
      )}
    </div>
  )
}
