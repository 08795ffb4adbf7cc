import { chatLinkOf } from '@adire/contract'
import { AuthCard, type AuthCardProps, ChatLink, TextField } from '@adire/ui'
import type { FormEvent, ReactNode } from 'react'
import { useStoreContact } from '../api/store.ts'

/**
 * An account screen (login, signup, forgotten and new password): outside the shared layout,
 * the card centred in the page's main landmark, with the floating chat link docs/product.md §1 puts on
 * every page.
 */
export function AuthScreen(props: AuthCardProps) {
  const chat = chatLinkOf(useStoreContact())
  return (
    <>
      <main
        id="main"
        className="flex min-h-dvh flex-col items-center px-4 pt-10 pb-24 sm:justify-center sm:pt-16"
      >
        <AuthCard {...props} />
      </main>
      <ChatLink {...chat} />
    </>
  )
}

/**
 * An account screen's form. POST, so a submit before the page's code has loaded (and not
 * caught by the early-input capture) never puts a password in the URL.
 */
export function AuthForm({
  busy,
  onSubmit,
  children,
}: {
  busy: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
}) {
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy}
      className="flex flex-col gap-5"
    >
      {children}
    </form>
  )
}

/** The e-mail field of the login, signup and forgotten-password forms. */
export function EmailField({
  value,
  onValueChange,
  error,
}: {
  value: string
  onValueChange: (value: string) => void
  error: string | undefined
}) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      error={error}
    />
  )
}
