import {
  ADDRESS_BOOK_LIMIT,
  ADDRESS_MESSAGES,
  type AddressChangeResponse,
  type SavedAddress,
} from '@adire/contract'
import { EMPTY_DELIVERY_FORM } from '@adire/machines'
import { AddressLines, Button, ConfirmDialog, LoadFailed, LoadingState } from '@adire/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useEndSessionWhenRefused } from '../../app/SignedInOnly.tsx'
import { useAuth } from '../../providers/session.tsx'
import { useToast } from '../../providers/ToastProvider.tsx'
import { addressSummary, deliveryFormOf, nameFields } from '../address/savedAddress.ts'
import { addressQueries } from '../api/addressQueries.ts'
import { AddressEditor } from './AddressEditor.tsx'

/** What the page shows below its heading: the book, or one address being written. */
type Editing = { address: SavedAddress | null } | null

/**
 * The book, and its changes: each answers with the whole book, which replaces the cached one
 * (checkout reads the same entry), and says what it did in a toast.
 */
export default function AddressBook({ token }: { token: string }) {
  const query = useQuery(addressQueries.book(token))
  const queryClient = useQueryClient()
  const { user, clearToken } = useAuth()
  useEndSessionWhenRefused(query.error)
  const toast = useToast()
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<SavedAddress | null>(null)
  const listHeading = useRef<HTMLHeadingElement>(null)
  const returnFocus = useRef(false)
  // Back from the form or the dialog, the reader continues at the list, not the page's top.
  useEffect(() => {
    if (editing === null && returnFocus.current) listHeading.current?.focus()
    returnFocus.current = false
  }, [editing])

  const changed = ({ addresses, message }: AddressChangeResponse) => {
    queryClient.setQueryData(addressQueries.book(token).queryKey, addresses)
    toast.success(message)
    returnFocus.current = true
    setEditing(null)
    setDeleting(null)
  }
  const refused = (error: Error) => {
    if ((error as { status?: number }).status === 401) return clearToken()
    toast.error(error.message)
  }
  const remove = useMutation({
    mutationFn: async (id: string) => {
      const { deleteAddress } = await import('../api/addresses.ts')
      return deleteAddress(token, id)
    },
    onSuccess: changed,
    onError: (error) => {
      setDeleting(null)
      refused(error)
    },
  })
  const chooseDefault = useMutation({
    mutationFn: async (id: string) => {
      const { chooseDefaultAddress } = await import('../api/addresses.ts')
      return chooseDefaultAddress(token, id)
    },
    onSuccess: changed,
    onError: refused,
  })

  if (query.isPending) return <LoadingState label="Loading your addresses" />
  if (query.isError) {
    return (
      <LoadFailed onRetry={() => void query.refetch()}>
        Your addresses could not be loaded: {query.error.message}
      </LoadFailed>
    )
  }
  const book = query.data

  if (editing) {
    return (
      <AddressEditor
        token={token}
        address={editing.address}
        initial={
          editing.address
            ? deliveryFormOf(editing.address)
            : { ...EMPTY_DELIVERY_FORM, ...(user ? nameFields(user) : {}) }
        }
        offerDefault={book.length > 0 && !editing.address?.isDefault}
        onSaved={changed}
        onCancel={() => {
          returnFocus.current = true
          setEditing(null)
        }}
        onSignedOut={clearToken}
      />
    )
  }

  const add = () => setEditing({ address: null })
  if (book.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-lg text-muted">You have no saved address yet.</p>
        <p className="max-w-sm text-muted">
          Save one here and checkout fills it in for you next time.
        </p>
        <Button onClick={add}>Add an address</Button>
      </div>
    )
  }

  const full = book.length >= ADDRESS_BOOK_LIMIT
  const busy = remove.isPending || chooseDefault.isPending
  return (
    <section aria-labelledby="address-book-heading" aria-busy={busy}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2
          ref={listHeading}
          id="address-book-heading"
          tabIndex={-1}
          className="text-xl font-semibold focus:outline-none"
        >
          Saved addresses{' '}
          <span className="text-base font-normal text-muted">
            ({book.length} of {ADDRESS_BOOK_LIMIT})
          </span>
        </h2>
        {full ? null : <Button onClick={add}>Add an address</Button>}
      </div>
      {full ? (
        <p className="mb-4 rounded-lg border border-line bg-surface-raised px-4 py-3 text-sm">
          {ADDRESS_MESSAGES.full}
        </p>
      ) : null}
      <ul aria-label="Your addresses" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {book.map((address) => (
          <li key={address.id}>
            <AddressCard
              address={address}
              busy={busy}
              onEdit={() => setEditing({ address })}
              onDelete={() => setDeleting(address)}
              onMakeDefault={() => chooseDefault.mutate(address.id)}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this address?"
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete the address'}
        onConfirm={() => deleting && !remove.isPending && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? `${addressSummary(deleting)}.` : null}
        {deleting?.isDefault && book.length > 1
          ? ' Your most recently saved other address becomes the default.'
          : null}
      </ConfirmDialog>
    </section>
  )
}

interface AddressCardProps {
  address: SavedAddress
  /** A change is under way: the buttons wait for it. */
  busy: boolean
  onEdit: () => void
  onDelete: () => void
  onMakeDefault: () => void
}

/** One saved address, with what the shopper can do to it; each button names the address. */
function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const which = <span className="sr-only"> {addressSummary(address)}</span>
  return (
    <article
      aria-label={addressSummary(address)}
      className="flex h-full flex-col gap-4 rounded-card border border-line bg-surface-raised p-4"
    >
      {address.isDefault ? (
        <span className="self-start rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-brand-ink">
          Default
        </span>
      ) : null}
      <AddressLines address={address} />
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onEdit} disabled={busy}>
          Edit{which}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDelete} disabled={busy}>
          Delete{which}
        </Button>
        {address.isDefault ? null : (
          <Button size="sm" variant="ghost" onClick={onMakeDefault} disabled={busy}>
            Make default{which}
          </Button>
        )}
      </div>
    </article>
  )
}
