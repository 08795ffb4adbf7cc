import { type LoginRequest, PAGE_ROUTES } from '@adire/contract'
import { authLinkClassName, Button, FormAlert, Link, PasswordField } from '@adire/ui'
import { type FormEvent, useEffect } from 'react'
import { AuthForm, AuthScreen, EmailField } from '../../app/AuthScreen.tsx'
import { formSchema, useSchemaForm } from '../../app/forms.ts'
import { authPathReturningTo, isCheckout, returnPathOf } from '../../app/returnPath.ts'
import { Navigate, useSearchParams } from '../../app/router.tsx'
import { usePageMeta } from '../../app/usePageMeta.ts'
import { useSessionSelector, useSessionSend } from '../../providers/session.tsx'
import { useSessionEmitted } from '../../providers/shopper.tsx'

const EMPTY: LoginRequest = { email: '', password: '' }
const loadSchema = formSchema('LoginRequest')

/**
 * docs/product.md §2.12, §4.3: email and password; the session machine does the rest. Opened
 * with `?next=` (the cart's checkout button), it returns there once signed in.
 */
export default function LoginPage() {
  usePageMeta('login')
  const [params] = useSearchParams()
  const next = returnPathOf(params)
  const send = useSessionSend()
  const busy = useSessionSelector((s) => s.matches('loggingIn'), false)
  const failure = useSessionSelector((s) => s.context.error, null)
  // A shopper already signed in has nothing to do here (a new account's welcome aside).
  const signedIn = useSessionSelector(
    (s) => s.matches('signedIn') && !s.matches({ signedIn: 'welcoming' }),
    false,
  )
  const { values, errors, update, check, clear } = useSchemaForm(loadSchema, EMPTY)

  // Another form's failure (a signup a moment ago) is not this form's.
  useEffect(() => send({ type: 'ERROR.DISMISS' }), [send])
  // docs/product.md §4: the form is cleared once logged in.
  useSessionEmitted('loggedIn', clear)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const credentials = await check(event)
    if (credentials) send({ type: 'LOGIN', ...credentials })
    else send({ type: 'ERROR.DISMISS' })
  }

  if (signedIn) return <Navigate to={next ?? PAGE_ROUTES.home} replace />

  return (
    <AuthScreen
      title="Login"
      description={
        isCheckout(next)
          ? 'Log in to check out. Your cart comes with you.'
          : 'Welcome back. Log in to see your orders and check out faster.'
      }
      footer={
        <>
          Don't have an account?{' '}
          <Link href={authPathReturningTo(PAGE_ROUTES.signup, next)} className={authLinkClassName}>
            Sign up
          </Link>
        </>
      }
    >
      <AuthForm busy={busy} onSubmit={submit}>
        <EmailField
          value={values.email}
          onValueChange={(email) => update('email', email)}
          error={errors.email}
        />
        <div className="flex flex-col gap-2">
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(event) => update('password', event.target.value)}
            error={errors.password}
          />
          <Link
            href={PAGE_ROUTES.forgotPassword}
            className={`${authLinkClassName} self-end text-sm`}
          >
            Forgotten Password?
          </Link>
        </div>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? 'Logging in...' : 'Login'}
        </Button>
      </AuthForm>
    </AuthScreen>
  )
}
