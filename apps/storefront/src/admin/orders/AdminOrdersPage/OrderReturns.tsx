import { type AdminOrder, adminReturnPath, PAGE_ROUTES } from '@adire/contract'
import { buttonVariants, Link, OrderReturnLinks, RETURN_ADMIN_TEXTS } from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { adminReturnQueries } from '../../returns/adminReturns.ts'

/*
 * The orders page's ways to the returns (docs/product.md §10.7): the link beside its heading,
 * with how many returns wait for the team, and an order's own returns in its details.
 */

/** "Returns (4 open)": the returns page, the open ones counted once they are known. */
export function ReturnsLink({ token }: { token: string }) {
  const open = useQuery(adminReturnQueries.openCount(token))
  return (
    <Link
      href={PAGE_ROUTES.adminReturns}
      className={buttonVariants({ variant: 'secondary', size: 'sm' })}
    >
      {RETURN_ADMIN_TEXTS.ordersLink(open.data)}
    </Link>
  )
}

/** The order's returns, each the way to its page; nothing for an order never returned. */
export function OrderReturns({ order }: { order: AdminOrder }) {
  return (
    <OrderReturnLinks
      className="mt-6"
      returns={order.returns ?? []}
      hrefFor={(item) => adminReturnPath(item.id)}
    />
  )
}
