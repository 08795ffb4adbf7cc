import { PAGE_ROUTES, PASSWORD_MIN_LENGTH, type RegisterRequest } from '@adire/contract'
import { authLinkClassName, Button, FormAlert, Link, PasswordField, TextField } from '@adire/ui'
import { type FormEvent, useEffect } from 'react'
import { AuthForm, AuthScreen, EmailField } from '../../app/AuthScreen.tsx'
import { formSchema, useSchemaForm } from '../../app/forms.ts'
import { authPathReturningTo, isCheckout, returnPathOf } from '../../app/returnPath.ts'
import { Navigate, useSearchParams } from '../../app/router.tsx'
import { usePageMeta } from '../../app/usePageMeta.ts'
import { useSessionSelector, useSessionSend } from '../../providers/session.tsx'

const EMPTY: RegisterRequest = { name: '', email: '', password: '' }
const loadSchema = formSchema('RegisterRequest')

/**
 * docs/product.md §2.12, §4.3: name, email and password; the session machine does the rest.
 * Opened with `?next=` (from the login the cart sent the shopper to), it returns there.
 */
export default function SignupPage() {
  usePageMeta('signup')
  const [params] = useSearchParams()
  const next = returnPathOf(params)
  const send = useSessionSend()
  const busy = useSessionSelector((s) => s.matches('signingUp'), false)
  // The account exists and the shopper is on the way home (docs/product.md §4: after 1.5 s).
  const welcoming = useSessionSelector((s) => s.matches({ signedIn: 'welcoming' }), false)
  const signedIn = useSessionSelector((s) => s.matches('signedIn'), false)
  const failure = useSessionSelector((s) => s.context.error, null)
  const { values, errors, update, check } = useSchemaForm(loadSchema, EMPTY)

  // Another form's failure (a login a moment ago) is not this form's.
  useEffect(() => send({ type: 'ERROR.DISMISS' }), [send])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || welcoming) return
    const account = await check(event)
    if (account) send({ type: 'SIGNUP', ...account })
    else send({ type: 'ERROR.DISMISS' })
  }

  // A shopper already signed in has nothing to do here; a new account waits for its welcome.
  if (signedIn && !welcoming) return <Navigate to={next ?? PAGE_ROUTES.home} replace />

  return (
    <AuthScreen
      title="Sign up"
      description={
        isCheckout(next)
          ? 'Create your Adire account to check out. Your cart comes with you.'
          : 'Create your Adire account to track your orders and keep your cart on every device.'
      }
      footer={
        <>
          Already have an account?{' '}
          <Link href={authPathReturningTo(PAGE_ROUTES.login, next)} className={authLinkClassName}>
            Login
          </Link>
        </>
      }
    >
      <AuthForm busy={busy} onSubmit={submit}>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => update('name', event.target.value)}
          error={errors.name}
        />
        <EmailField
          value={values.email}
          onValueChange={(email) => update('email', email)}
          error={errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={values.password}
          onChange={(event) => update('password', event.target.value)}
          error={errors.password}
        />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Button type="submit" size="lg" disabled={busy || welcoming} className="w-full">
          {busy ? 'Signing up...' : 'Sign up'}
        </Button>
      </AuthForm>
    </AuthScreen>
  )
}
