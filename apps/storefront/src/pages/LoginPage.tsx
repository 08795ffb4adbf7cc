import { LoginRequest, pageMeta } from '@adire/contract'
import { authLinkClassName, Button, FormAlert, Link, PasswordField } from '@adire/ui'
import { type FormEvent, useEffect } from 'react'
import { Navigate } from 'react-router-dom'
import { AuthForm, AuthScreen, EmailField } from '../app/AuthScreen.tsx'
import { useSchemaForm } from '../app/forms.ts'
import { usePageMeta } from '../app/usePageMeta.ts'
import { SessionContext } from '../machines/session.tsx'

const EMPTY: LoginRequest = { email: '', password: '' }

const meta = pageMeta('login')

/** SPEC.md §2, §4: email and password; the session machine does the rest. */
export default function LoginPage() {
  usePageMeta(meta)
  const session = SessionContext.useActorRef()
  const busy = SessionContext.useSelector((s) => s.matches('loggingIn'))
  const failure = SessionContext.useSelector((s) => s.context.error)
  // A shopper already signed in has nothing to do here (a new account's welcome aside).
  const signedIn = SessionContext.useSelector(
    (s) => s.matches('signedIn') && !s.matches({ signedIn: 'welcoming' }),
  )
  const { values, errors, update, check, clear } = useSchemaForm(LoginRequest, EMPTY)

  useEffect(() => {
    // Another form's failure (a signup a moment ago) is not this form's.
    session.send({ type: 'ERROR.DISMISS' })
    // SPEC.md §4: the form is cleared once logged in.
    const subscription = session.on('loggedIn', clear)
    return () => subscription.unsubscribe()
  }, [session, clear])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const credentials = check(event)
    if (credentials) session.send({ type: 'LOGIN', ...credentials })
    else session.send({ type: 'ERROR.DISMISS' })
  }

  if (signedIn) return <Navigate to="/" replace />

  return (
    <AuthScreen
      title="Login"
      description="Welcome back. Log in to see your orders and check out faster."
      footer={
        <>
          Don't have an account?{' '}
          <Link href="/signup" className={authLinkClassName}>
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
          <Link href="/login/forgotPassword" className={`${authLinkClassName} self-end text-sm`}>
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
