import type { AccountSession, SessionsChangeResponse } from '@adire/contract'
import { Button, FormAlert, formatOrderDate, formatOrderDateTime, Spinner } from '@adire/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useEndSessionWhenRefused } from '../../app/SignedInOnly.tsx'
import { useToast } from '../../providers/ToastProvider.tsx'
import { accountQueries, endOtherSessions, endSession } from '../api/account.ts'
import { AccountSection } from './AccountSection.tsx'

/** The devices signed in to the account, this one first, each of the others with "Sign out". */
export function DevicesSection({ token }: { token: string }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const query = useQuery(accountQueries.sessions(token))
  useEndSessionWhenRefused(query.error)
  const keep = ({ sessions, message }: SessionsChangeResponse) => {
    queryClient.setQueryData(accountQueries.sessions(token).queryKey, {
      success: true as const,
      sessions,
    })
    toast.success(message)
  }
  const fail = (error: Error) => toast.error(error.message)
  const endOne = useMutation({
    mutationFn: (id: string) => endSession(token, id),
    onSuccess: keep,
    onError: fail,
  })
  const endOthers = useMutation({
    mutationFn: () => endOtherSessions(token),
    onSuccess: keep,
    onError: fail,
  })

  let body: ReactNode
  if (query.isPending) {
    body = (
      <div className="flex justify-center py-6">
        <Spinner label="Loading your devices" />
      </div>
    )
  } else if (query.isError) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <FormAlert>Your devices could not be loaded: {query.error.message}</FormAlert>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    )
  } else {
    const { sessions } = query.data
    const others = sessions.filter((session) => !session.current)
    body = (
      <>
        <ul aria-label="Devices" className="flex flex-col divide-y divide-line">
          {sessions.map((session) => (
            <Device
              key={session.id}
              session={session}
              ending={endOne.isPending && endOne.variables === session.id}
              onEnd={() => endOne.mutate(session.id)}
            />
          ))}
        </ul>
        {others.length > 0 ? (
          <div>
            <Button
              variant="secondary"
              disabled={endOthers.isPending}
              onClick={() => endOthers.mutate()}
            >
              {endOthers.isPending ? 'Signing out...' : 'Sign out everywhere else'}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted">You are signed in on this device only.</p>
        )}
      </>
    )
  }
  return (
    <AccountSection id="devices" title="Devices signed in">
      {body}
    </AccountSection>
  )
}

function Device({
  session,
  ending,
  onEnd,
}: {
  session: AccountSession
  ending: boolean
  onEnd: () => void
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-ink">
          {session.device}
          {session.current ? (
            <span className="ml-2 rounded-full bg-brand/15 px-2 py-0.5 text-xs font-semibold text-ink">
              This device
            </span>
          ) : null}
        </p>
        <p className="text-muted">
          Signed in {formatOrderDate(session.signedInAt)} · Last used{' '}
          {formatOrderDateTime(session.lastUsedAt)}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          disabled={ending}
          aria-label={`Sign out ${session.device}`}
          onClick={onEnd}
        >
          {ending ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </li>
  )
}
