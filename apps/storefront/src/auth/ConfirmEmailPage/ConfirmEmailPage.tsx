import { ACCOUNT_MESSAGES, PAGE_ROUTES } from '@adire/contract'
import { authLinkClassName, Button, FormAlert, Link } from '@adire/ui'
import { useMutation } from '@tanstack/react-query'
import { confirmEmailChange } from '../../account/api/account.ts'
import { AuthScreen } from '../../app/AuthScreen.tsx'
import { useSearchParams } from '../../app/router.tsx'
import { usePageMeta } from '../../app/usePageMeta.ts'

const toAccount = (
  <Link href={PAGE_ROUTES.account} className={authLinkClassName}>
    Go to my account
  </Link>
)

/**
 * Where the link sent to an e-mail address lands (`?token=`): a new address's, or the sign-up's
 * (ADR 034). Confirmed by a button, not by opening the page: mail scanners that open every link
 * would otherwise confirm it.
 */
export default function ConfirmEmailPage() {
  usePageMeta('confirmEmail')
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() ?? ''
  const confirm = useMutation({ mutationFn: () => confirmEmailChange(token) })

  if (!token) {
    return (
      <AuthScreen title="Confirm your e-mail" footer={toAccount}>
        <p className="text-ink">
          This confirmation link is incomplete: it has no code. Open the link from your e-mail
          again, or ask for a new one from your account.
        </p>
      </AuthScreen>
    )
  }
  if (confirm.isSuccess) {
    return (
      <AuthScreen title="Confirm your e-mail" footer={toAccount}>
        <div role="status" className="flex flex-col gap-2 text-ink">
          <p className="font-semibold">{confirm.data.message}</p>
          {confirm.data.message === ACCOUNT_MESSAGES.emailChanged ? (
            <p>Log in with your new address from now on.</p>
          ) : null}
        </div>
      </AuthScreen>
    )
  }
  return (
    <AuthScreen
      title="Confirm your e-mail"
      description="Confirm that this is the address you want your Adire account to use."
      footer={toAccount}
    >
      <div className="flex flex-col gap-4">
        {confirm.isError ? <FormAlert>{confirm.error.message}</FormAlert> : null}
        <Button
          size="lg"
          className="w-full"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate()}
        >
          {confirm.isPending ? 'Confirming...' : 'Confirm my e-mail'}
        </Button>
      </div>
    </AuthScreen>
  )
}
