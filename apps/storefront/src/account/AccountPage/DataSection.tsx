import type { DeleteAccountRequest } from '@adire/contract'
import { PAGE_ROUTES } from '@adire/contract'
import { Button, ConfirmDialog, FormAlert, Link, PasswordField } from '@adire/ui'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import {
  checkedSubmit,
  formSchema,
  formWideError,
  refusedField,
  useSchemaForm,
} from '../../app/forms.ts'
import { useAuth } from '../../providers/session.tsx'
import { useToast } from '../../providers/ToastProvider.tsx'
import { deleteAccount, downloadMyData } from '../api/account.ts'
import { AccountSection } from './AccountSection.tsx'

const loadSchema = formSchema('DeleteAccountRequest')
const EMPTY: DeleteAccountRequest = { password: '' }

/** The shopper's rights over their data (docs/product.md §3.6): a copy to take, and erasure. */
export function DataSection({ token }: { token: string }) {
  const toast = useToast()
  const download = useMutation({
    mutationFn: () => downloadMyData(token),
    onError: (error) => toast.error(error.message),
  })
  return (
    <AccountSection id="data" title="Your data">
      <p className="text-sm text-muted">
        A copy of everything Adire keeps about you: your account, addresses, orders and payments,
        and the messages you sent us. See the{' '}
        <Link href={PAGE_ROUTES.privacyPolicy} className="underline">
          privacy policy
        </Link>{' '}
        for what we keep and why.
      </p>
      <div>
        <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? 'Preparing your file...' : 'Download my data'}
        </Button>
      </div>
      <DeleteAccount token={token} />
    </AccountSection>
  )
}

/**
 * Deleting the account: the password first, then a question that cannot be missed. Afterwards
 * the shopper is signed out here, as the server has signed them out everywhere.
 */
function DeleteAccount({ token }: { token: string }) {
  const toast = useToast()
  const { logout } = useAuth()
  const [confirming, setConfirming] = useState<DeleteAccountRequest | null>(null)
  const { values, errors, update, check } = useSchemaForm(loadSchema, EMPTY)
  const erase = useMutation({
    mutationFn: (body: DeleteAccountRequest) => deleteAccount(token, body),
    onSuccess: ({ message }) => {
      toast.success(message)
      logout()
    },
  })

  const submit = checkedSubmit(check, erase.isPending, setConfirming)

  const failure = formWideError(erase.error, ['password'])
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label="Delete my account"
      className="flex flex-col gap-3 border-t border-line pt-4"
    >
      <h3 className="font-semibold text-ink">Delete my account</h3>
      <p className="text-sm text-muted">
        Your account, addresses and messages are erased, and you are signed out everywhere. Your
        orders stay in the store&rsquo;s accounts without your name, e-mail, phone or address.
      </p>
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        error={errors.password ?? refusedField(erase.error, 'password')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div>
        <Button type="submit" variant="secondary" disabled={erase.isPending}>
          {erase.isPending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title="Delete your Adire account?"
        confirmLabel="Delete my account"
        cancelLabel="Keep my account"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) erase.mutate(confirming)
          setConfirming(null)
        }}
      >
        This cannot be undone. You can sign up again with the same e-mail later, but your saved
        addresses and order history will not come back.
      </ConfirmDialog>
    </form>
  )
}
