import { type ChangePasswordRequest, PASSWORD_MIN_LENGTH } from '@adire/contract'
import { Button, FormAlert, PasswordField } from '@adire/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  checkedSubmit,
  formSchema,
  formWideError,
  refusedField,
  useSchemaForm,
} from '../../app/forms.ts'
import { useToast } from '../../providers/ToastProvider.tsx'
import { accountQueries, changePassword } from '../api/account.ts'
import { AccountSection } from './AccountSection.tsx'

const loadSchema = formSchema('ChangePasswordRequest')
const FIELDS = ['currentPassword', 'newPassword'] as const
const EMPTY: ChangePasswordRequest = { currentPassword: '', newPassword: '' }

/**
 * A new password, the current one required. The server signs every other device out, so the
 * list of devices is read again.
 */
export function PasswordSection({ token }: { token: string }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const { values, errors, update, check, clear } = useSchemaForm(loadSchema, EMPTY)
  const change = useMutation({
    mutationFn: (body: ChangePasswordRequest) => changePassword(token, body),
    onSuccess: ({ message }) => {
      clear()
      toast.success(message)
      void queryClient.invalidateQueries({ queryKey: accountQueries.sessions(token).queryKey })
    },
  })

  const submit = checkedSubmit(check, change.isPending, change.mutate)

  const failure = formWideError(change.error, FIELDS)
  return (
    <AccountSection id="password" title="Password">
      <form
        method="post"
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-3"
        aria-label="Password"
      >
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onChange={(event) => update('currentPassword', event.target.value)}
          error={errors.currentPassword ?? refusedField(change.error, 'currentPassword')}
        />
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. Your other devices will be signed out.`}
          value={values.newPassword}
          onChange={(event) => update('newPassword', event.target.value)}
          error={errors.newPassword ?? refusedField(change.error, 'newPassword')}
        />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
    </AccountSection>
  )
}
