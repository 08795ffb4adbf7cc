import { ExportButton, OrdersExportForm, EXPORT_ADMIN_TEXTS as T } from '@adire/ui'
import { useExport } from './adminDownloads.ts'

/*
 * The downloads the orders and products screens offer (docs/product.md §11.12), apart from
 * those pages, which they only sit on.
 */

/** The orders for the accountant: a range of Lagos days, as CSV. */
export function OrdersExport({ token }: { token: string }) {
  const exported = useExport('adminOrdersExport', token)
  return (
    <OrdersExportForm
      onExport={(range) => exported.run({ from: range.from, to: range.to })}
      busy={exported.busy}
      error={exported.error}
      done={exported.done}
    />
  )
}

/** Every product: the command line's products CSV. */
export function ProductsExport({ token }: { token: string }) {
  const exported = useExport('adminProductsExport', token)
  return (
    <ExportButton
      label={T.products}
      onExport={() => exported.run()}
      busy={exported.busy}
      error={exported.error}
      done={exported.done}
    />
  )
}
