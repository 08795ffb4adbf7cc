import {
  type AdminMessagesResponse,
  type ContactMessage,
  MESSAGE_FILTERS,
  type MessageFilter,
  PAGE_ROUTES,
} from '@adire/contract'
import {
  FilterSelect,
  FormAlert,
  LoadFailed,
  LoadingState,
  MESSAGE_FILTER,
  MessageInbox,
  Pagination,
  INBOX_ADMIN_TEXTS as T,
} from '@adire/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { usePageMeta } from '../../../app/usePageMeta.ts'
import { useAuth } from '../../../providers/session.tsx'
import { AdminShell, NotAllowed } from '../../AdminShell.tsx'
import { useListAddress } from '../../useListAddress.ts'
import { adminMessagesQuery, markMessage } from '../adminMessages.ts'

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status

const isFilter = (value: string | null): value is MessageFilter =>
  MESSAGE_FILTERS.some((filter) => filter === value)

/** Replaces a message in a cached page that holds it. */
function withMessage(list: AdminMessagesResponse | undefined, message: ContactMessage) {
  if (!list) return list
  return { ...list, messages: list.messages.map((m) => (m.id === message.id ? message : m)) }
}

/**
 * /admin/messages, for the store team only (beyond the original spec, docs/product.md §11.8):
 * the contact page's messages, newest first, all or only the open or handled ones, a page at a
 * time; each answered by e-mail and marked handled. Its own chunk: shoppers never download it.
 */
export default function AdminMessagesPage() {
  usePageMeta('adminMessages')
  return (
    <AdminShell section="messages" heading={T.heading} signIn={T.signIn}>
      {({ token, email }) => <Inbox token={token} email={email} />}
    </AdminShell>
  )
}

function Inbox({ token, email }: { token: string; email: string | null }) {
  const { clearToken } = useAuth()
  const queryClient = useQueryClient()
  const { params, page, href, go } = useListAddress(PAGE_ROUTES.adminMessages)
  const raw = params.get('show')
  const show = isFilter(raw) ? raw : 'all'
  const query = adminMessagesQuery(token, { show, page })
  const list = useQuery(query)
  const mark = useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      markMessage(token, id, handled),
    onSuccess: ({ message }) => {
      queryClient.setQueryData<AdminMessagesResponse>(query.queryKey, (current) =>
        withMessage(current, message),
      )
      // The count and the other filters' pages have changed: read again in the background.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'messages', token] })
    },
    onError: (error) => {
      if (statusOf(error) === 401) clearToken()
    },
  })
  const status = statusOf(list.error)
  useEffect(() => {
    if (status === 401) clearToken()
  }, [status, clearToken])
  if (status === 403) return <NotAllowed email={email} />

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterSelect
          {...MESSAGE_FILTER}
          width="content"
          value={show}
          onValueChange={(next) => go({ show: next === 'all' ? undefined : next, page: 1 })}
        />
        {list.data ? (
          <p role="status" className="text-sm font-medium text-ink">
            {T.openCount(list.data.open)}
          </p>
        ) : null}
      </div>
      {mark.isError && statusOf(mark.error) !== 401 ? (
        <FormAlert>{T.markFailed(mark.error.message)}</FormAlert>
      ) : null}
      {list.isPending ? (
        <LoadingState label={T.loading} />
      ) : !list.data ? (
        <LoadFailed onRetry={() => void list.refetch()}>
          {T.failed(list.error?.message ?? '')}
        </LoadFailed>
      ) : (
        <>
          <MessageInbox
            messages={list.data.messages}
            show={show}
            marking={mark.isPending ? mark.variables.id : null}
            onHandled={(id, handled) => {
              if (!mark.isPending) mark.mutate({ id, handled })
            }}
          />
          <Pagination
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            hrefFor={(to) => href({ page: to })}
            label="Pages of messages"
          />
        </>
      )}
    </div>
  )
}
