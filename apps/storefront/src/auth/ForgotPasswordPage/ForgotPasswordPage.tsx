import { type ForgotPasswordRequest, PAGE_ROUTES } from '@adire/contract'
import { authLinkClassName, Button, FormAlert, Link } from '@adire/ui'
import { useMutation } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { AuthForm, AuthScreen, EmailField } from '../../app/AuthScreen.tsx'
import { formSchema, useSchemaForm } from '../../app/forms.ts'
import { useNavigate } from '../../app/router.tsx'
import { usePageMeta } from '../../app/usePageMeta.ts'
import { useToast } from '../../providers/ToastProvider.tsx'
import { requestPasswordReset } from '../users.ts'

/** docs/product.md §7: what the shopper reads once the request is on its way. */
const RESET_LINK_SENT = 'Reset link sent! Check your email.'

const EMPTY: ForgotPasswordRequest = { email: '' }
const loadSchema = formSchema('ForgotPasswordRequest')

/** docs/product.md §2, §7: an e-mail address, a reset link by mail, then back to /login. */
export default function ForgotPasswordPage() {
  usePageMeta('forgotPassword')
  const navigate = useNavigate()
  const toast = useToast()
  const { values, errors, update, check } = useSchemaForm(loadSchema, EMPTY)
  const send = useMutation({
    mutationFn: (body: ForgotPasswordRequest) => requestPasswordReset(body),
    onSuccess: () => {
      toast.success(RESET_LINK_SENT)
      navigate(PAGE_ROUTES.login)
    },
    onError: (error) => toast.error(error.message),
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (send.isPending) return
    const request = await check(event)
    if (request) send.mutate(request)
    else send.reset()
  }

  return (
    <AuthScreen
      title="Forgot password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <Link href={PAGE_ROUTES.login} className={authLinkClassName}>
          Back to login
        </Link>
      }
    >
      <AuthForm busy={send.isPending} onSubmit={submit}>
        <EmailField
          value={values.email}
          onValueChange={(email) => update('email', email)}
          error={errors.email}
        />
        {send.isError ? <FormAlert>{send.error.message}</FormAlert> : null}
        <Button type="submit" size="lg" disabled={send.isPending} className="w-full">
          {send.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </AuthForm>
    </AuthScreen>
  )
}
