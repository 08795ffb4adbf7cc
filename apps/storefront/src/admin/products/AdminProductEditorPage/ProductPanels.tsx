import { type AdminProductResponse, type Department, productPath } from '@adire/contract'
import {
  Button,
  ChangeHistory,
  FormAlert,
  Link,
  ProductPreview,
  ProductStatusBadge,
  productChangeEntries,
  PRODUCT_ADMIN_TEXTS as T,
} from '@adire/ui'
import { useId } from 'react'

/*
 * The editor's side panels: the product's status with Archive or Bring back (and a draft's
 * preview), and its history.
 */

/**
 * Whether shoppers see it: live, the way to see it as they do; a draft, how it will look in the
 * shop's lists (the shop itself never shows a draft, docs/product.md §11.5); and Archive or
 * Bring back.
 */
export function StatusPanel({
  response,
  archiving,
  notice,
  error,
  onReload,
  onArchive,
}: {
  response: AdminProductResponse
  archiving: boolean
  notice: string | null
  /** Why archiving (or bringing back) was refused. */
  error: string | null
  /** Offered when someone else changed the product first. */
  onReload: (() => void) | undefined
  onArchive: () => void
}) {
  const headingId = useId()
  const { product } = response
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={archiving || undefined}
      className="rounded-card border border-line bg-surface-raised p-4 sm:p-6"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-sm font-semibold text-ink">
          {T.status}
        </h2>
        <ProductStatusBadge status={product.status} />
      </div>
      <p className="text-sm text-muted">{T.statusHints[product.status]}</p>
      {product.status === 'draft' ? <ProductPreview product={product} className="mt-3" /> : null}
      {product.status !== 'live' ? null : (
        <Link
          href={productPath(product._id)}
          className="mt-2 inline-block text-sm font-semibold text-ink underline underline-offset-2"
        >
          {T.seeInStore}
        </Link>
      )}
      <div className="mt-4">
        <Button
          size="sm"
          variant="secondary"
          disabled={archiving}
          aria-busy={archiving || undefined}
          onClick={onArchive}
        >
          {archiving
            ? product.archived
              ? T.bringingBack
              : T.archiving
            : product.archived
              ? T.bringBack
              : T.archive}
        </Button>
      </div>
      {notice && !archiving ? (
        <p role="status" className="mt-3 text-sm font-medium text-success">
          {notice}
        </p>
      ) : null}
      {error && !archiving ? (
        <FormAlert className="mt-3">
          {error}
          {onReload ? (
            <Button size="sm" variant="secondary" className="mt-2 flex" onClick={onReload}>
              {T.reload}
            </Button>
          ) : null}
        </FormAlert>
      ) : null}
    </section>
  )
}

/** Every save of the product, newest first, departments by the store's names for them. */
export function HistoryPanel({
  response,
  departments,
}: {
  response: AdminProductResponse
  departments: readonly Department[]
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface-raised p-4 sm:p-6"
    >
      <h2 id={headingId} className="mb-3 text-sm font-semibold text-ink">
        {T.history}
      </h2>
      <ChangeHistory
        label={T.historyList}
        empty={T.noHistory}
        entries={productChangeEntries(response.history, departments)}
      />
    </section>
  )
}
