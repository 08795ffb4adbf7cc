import { PAGE_ROUTES, PASSWORD_MIN_LENGTH, type ResetPasswordRequest } from '@adire/contract'
import { authLinkClassName, Button, FormAlert, Link, PasswordField } from '@adire/ui'
import { useMutation } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { AuthForm, AuthScreen } from '../../app/AuthScreen.tsx'
import { formSchema, useSchemaForm } from '../../app/forms.ts'
import { useNavigate, useSearchParams } from '../../app/router.tsx'
import { usePageMeta } from '../../app/usePageMeta.ts'
import { useToast } from '../../providers/ToastProvider.tsx'
import { resetPassword } from '../users.ts'

/** docs/product.md §7: what the shopper reads once the new password is set. */
const PASSWORD_RESET = 'Password reset successful!'

const EMPTY: ResetPasswordRequest = { newPassword: '' }
const loadSchema = formSchema('ResetPasswordRequest')

const requestNewLink = (
  <Link href={PAGE_ROUTES.forgotPassword} className={authLinkClassName}>
    Request a new link
  </Link>
)

/** docs/product.md §2, §7: the reset link's page (`?token=`): a new password, then back to /login. */
export default function ResetPasswordPage() {
  usePageMeta('resetPassword')
  const navigate = useNavigate()
  const toast = useToast()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() ?? ''
  const { values, errors, update, check } = useSchemaForm(loadSchema, EMPTY)
  const reset = useMutation({
    mutationFn: (body: ResetPasswordRequest) => resetPassword(token, body),
    onSuccess: () => {
      toast.success(PASSWORD_RESET)
      navigate(PAGE_ROUTES.login)
    },
    onError: (error) => toast.error(error.message),
  })

  if (!token) {
    // A link cut short (a mail client wrapping it, a partial copy): nothing to send.
    return (
      <AuthScreen
        title="Reset password"
        footer={
          <Link href={PAGE_ROUTES.login} className={authLinkClassName}>
            Back to login
          </Link>
        }
      >
        <div className="flex flex-col gap-4">
          <p className="text-ink">
            This reset link is incomplete: it has no reset code. Open the link from your email
            again, or ask for a new one.
          </p>
          <p>{requestNewLink}</p>
        </div>
      </AuthScreen>
    )
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (reset.isPending) return
    const request = await check(event)
    if (request) reset.mutate(request)
    else reset.reset()
  }

  return (
    <AuthScreen
      title="Reset password"
      description="Choose a new password for your Adire account."
      footer={<>Link expired? {requestNewLink}</>}
    >
      <AuthForm busy={reset.isPending} onSubmit={submit}>
        <PasswordField
          label="New Password"
          name="newPassword"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={values.newPassword}
          onChange={(event) => update('newPassword', event.target.value)}
          error={errors.newPassword}
        />
        {reset.isError ? <FormAlert>{reset.error.message}</FormAlert> : null}
        <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </AuthForm>
    </AuthScreen>
  )
}
