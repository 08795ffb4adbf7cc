import { AuthCard, type AuthCardProps, ChatLink } from '@adire/ui'
import { storeConfig } from '../config.ts'

/**
 * An account screen (login, signup, forgotten and new password): outside the shared layout,
 * the card centred in the page's main landmark, with the floating chat link SPEC.md §1 puts on
 * every page.
 */
export function AuthScreen(props: AuthCardProps) {
  return (
    <>
      <main
        id="main"
        className="flex min-h-dvh flex-col items-center px-4 pt-10 pb-24 sm:justify-center sm:pt-16"
      >
        <AuthCard {...props} />
      </main>
      <ChatLink href={storeConfig.chatUrl} />
    </>
  )
}
