import type { Account, EmailChangeRequest, UpdateProfileRequest } from '@adire/contract'
import { Button, FormAlert, PasswordField, TextField } from '@adire/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import {
  checkedSubmit,
  formSchema,
  formWideError,
  refusedField,
  useSchemaForm,
} from '../../app/forms.ts'
import { useToast } from '../../providers/ToastProvider.tsx'
import {
  accountQueries,
  cancelEmailChange,
  requestEmailChange,
  sendAddressConfirmation,
  updateProfile,
} from '../api/account.ts'
import { AccountSection } from './AccountSection.tsx'

const loadProfileSchema = formSchema('UpdateProfileRequest')
const loadEmailSchema = formSchema('EmailChangeRequest')
const EMAIL_FIELDS = ['newEmail', 'currentPassword'] as const
const NO_EMAIL_CHANGE: EmailChangeRequest = { newEmail: '', currentPassword: '' }

/** The name (changed here) and the e-mail (changed once the new address confirms it). */
export function ProfileSection({ token, account }: { token: string; account: Account }) {
  return (
    <AccountSection id="profile" title="Profile">
      <NameForm token={token} name={account.name} />
      <EmailPart token={token} account={account} />
    </AccountSection>
  )
}

/** Puts an account change's answer in the page's cache, so every part shows it at once. */
function useKeepAccount(token: string) {
  const queryClient = useQueryClient()
  return (account: Account) =>
    queryClient.setQueryData(accountQueries.account(token).queryKey, {
      success: true as const,
      account,
    })
}

function NameForm({ token, name }: { token: string; name: string }) {
  const toast = useToast()
  const keep = useKeepAccount(token)
  const initial = useMemo(() => ({ name }), [name])
  const { values, errors, update, check } = useSchemaForm(loadProfileSchema, initial)
  const save = useMutation({
    mutationFn: (body: UpdateProfileRequest) => updateProfile(token, body),
    onSuccess: ({ account, message }) => {
      keep(account)
      toast.success(message)
    },
  })

  const submit = checkedSubmit(check, save.isPending, save.mutate)

  const failure = formWideError(save.error, ['name'])
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3"
      aria-label="Your name"
    >
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={(event) => update('name', event.target.value)}
        error={errors.name ?? refusedField(save.error, 'name')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save name'}
        </Button>
      </div>
    </form>
  )
}

/**
 * An address not proven yet (ADR 034): why it matters, and the link sent again. The account shops
 * as any other meanwhile.
 */
function UnconfirmedEmail({ token, email }: { token: string; email: string }) {
  const toast = useToast()
  const keep = useKeepAccount(token)
  const send = useMutation({
    mutationFn: () => sendAddressConfirmation(token),
    onSuccess: ({ account, message }) => {
      keep(account)
      toast.success(message)
    },
    onError: (error) => toast.error(error.message),
  })
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg bg-ink/5 px-4 py-3 text-sm">
      <p>
        Please confirm your e-mail: open the link we sent to{' '}
        <span className="font-medium break-all">{email}</span>. Until then, messages sent to us from
        this address before you signed up are not part of your account.
      </p>
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={send.isPending}
          onClick={() => send.mutate()}
        >
          {send.isPending ? 'Sending...' : 'Send the link again'}
        </Button>
      </div>
    </div>
  )
}

/**
 * The e-mail: as it stands, whether it is proven, and either the change waiting for its link
 * (with a way to withdraw it) or a way to ask for one.
 */
function EmailPart({ token, account }: { token: string; account: Account }) {
  const toast = useToast()
  const keep = useKeepAccount(token)
  const [changing, setChanging] = useState(false)
  const cancel = useMutation({
    mutationFn: () => cancelEmailChange(token),
    onSuccess: ({ account, message }) => {
      keep(account)
      toast.success(message)
    },
    onError: (error) => toast.error(error.message),
  })

  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      <p className="text-sm text-muted">
        E-mail: <span className="font-medium break-all text-ink">{account.email}</span>
      </p>
      {account.emailConfirmed || account.pendingEmail ? null : (
        <UnconfirmedEmail token={token} email={account.email} />
      )}
      {account.pendingEmail ? (
        <div role="status" className="flex flex-col gap-3 rounded-lg bg-ink/5 px-4 py-3 text-sm">
          <p>
            Waiting for confirmation: we sent a link to{' '}
            <span className="font-medium break-all">{account.pendingEmail}</span>. Your e-mail
            changes when you open it.
          </p>
          <div>
            <Button
              variant="secondary"
              size="sm"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {cancel.isPending ? 'Cancelling...' : 'Cancel the change'}
            </Button>
          </div>
        </div>
      ) : changing ? (
        <EmailChangeForm token={token} onDone={() => setChanging(false)} />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setChanging(true)}>
            Change e-mail
          </Button>
        </div>
      )}
    </div>
  )
}

function EmailChangeForm({ token, onDone }: { token: string; onDone: () => void }) {
  const toast = useToast()
  const keep = useKeepAccount(token)
  const { values, errors, update, check } = useSchemaForm(loadEmailSchema, NO_EMAIL_CHANGE)
  const send = useMutation({
    mutationFn: (body: EmailChangeRequest) => requestEmailChange(token, body),
    onSuccess: ({ account, message }) => {
      keep(account)
      toast.success(message)
      onDone()
    },
  })

  const submit = checkedSubmit(check, send.isPending, send.mutate)

  const failure = formWideError(send.error, EMAIL_FIELDS)
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3"
      aria-label="Change e-mail"
    >
      <TextField
        label="New e-mail"
        name="newEmail"
        type="email"
        autoComplete="email"
        required
        hint="We send a link to this address. Your e-mail changes when you open it."
        value={values.newEmail}
        onChange={(event) => update('newEmail', event.target.value)}
        error={errors.newEmail ?? refusedField(send.error, 'newEmail')}
      />
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        required
        value={values.currentPassword}
        onChange={(event) => update('currentPassword', event.target.value)}
        error={errors.currentPassword ?? refusedField(send.error, 'currentPassword')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send confirmation link'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Keep my e-mail
        </Button>
      </div>
    </form>
  )
}
