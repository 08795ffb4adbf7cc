import {
  ChangeHistory,
  FormAlert,
  LoadFailed,
  LoadingState,
  SectionTitle,
  SettingsForm,
  type SettingsFormErrors,
  type SettingsFormValues,
  settingChangeEntries,
  SETTINGS_ADMIN_TEXTS as T,
} from '@adire/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { useSaveSchemas } from '../../../app/forms.ts'
import { usePageMeta } from '../../../app/usePageMeta.ts'
import { useAuth } from '../../../providers/session.tsx'
import { AdminShell, NotAllowed } from '../../AdminShell.tsx'
import { adminSettingsQuery, saveAdminSettings } from '../adminSettings.ts'
import {
  focusFirstSettingError,
  settingsChangeOf,
  settingsErrorsOf,
  settingsValuesOf,
} from './settingsForm.ts'

const failure = (error: unknown) => (error ?? {}) as { status?: number; field?: string }

/**
 * /admin/settings, for the store team only (beyond the original spec, docs/product.md §11.7):
 * the store's e-mail address, delivery fee, free-delivery amount, ways to pay, low-stock
 * threshold and payment hold, changed all or none, with the latest changes and who made them.
 * Its own chunk: shoppers never download it.
 */
export default function AdminSettingsPage() {
  usePageMeta('adminSettings')
  return (
    <AdminShell section="settings" heading={T.heading} signIn={T.signIn}>
      {({ token, email }) => <AdminSettings token={token} email={email} />}
    </AdminShell>
  )
}

function AdminSettings({ token, email }: { token: string; email: string | null }) {
  const { clearToken } = useAuth()
  const query = adminSettingsQuery(token)
  const settings = useQuery(query)
  const status = failure(settings.error).status
  useEffect(() => {
    if (status === 401) clearToken()
  }, [status, clearToken])
  if (status === 403) return <NotAllowed email={email} />
  if (settings.isPending) return <LoadingState label={T.loading} />
  if (!settings.data) {
    return (
      <LoadFailed onRetry={() => void settings.refetch()}>
        {T.failed(settings.error?.message ?? '')}
      </LoadFailed>
    )
  }
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section aria-label={T.formSection} className="min-w-0">
        <SettingsEditor token={token} saved={settings.data.settings} queryKey={query.queryKey} />
      </section>
      <section aria-labelledby="settings-history" className="min-w-0">
        <SectionTitle id="settings-history" text1={T.history} compact />
        <ChangeHistory
          label={T.historyList}
          empty={T.noHistory}
          entries={settingChangeEntries(settings.data.changes)}
        />
      </section>
    </div>
  )
}

/** The form, checked with the contract, then saved; each refusal at its setting. */
function SettingsEditor({
  token,
  saved,
  queryKey,
}: {
  token: string
  saved: Parameters<typeof settingsValuesOf>[0]
  queryKey: readonly unknown[]
}) {
  const queryClient = useQueryClient()
  const { clearToken } = useAuth()
  const [values, setValues] = useState<SettingsFormValues>(() => settingsValuesOf(saved))
  const [errors, setErrors] = useState<SettingsFormErrors>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  // Shown first, then focused: a message about the zones as a whole has no field until shown.
  const showErrors = (form: HTMLFormElement, next: SettingsFormErrors) => {
    flushSync(() => setErrors(next))
    focusFirstSettingError(form, next)
  }

  const save = useMutation({
    mutationFn: ({
      change,
    }: {
      change: Parameters<typeof saveAdminSettings>[1]
      form: HTMLFormElement
    }) => saveAdminSettings(token, change),
    onSuccess: (response) => {
      queryClient.setQueryData(queryKey, response)
      setValues(settingsValuesOf(response.settings))
      setDone(T.saved)
    },
    onError: (error, { form }) => {
      const { status, field } = failure(error)
      if (status === 401) return clearToken()
      const onField =
        status === 400 ? settingsErrorsOf([{ path: [field ?? ''], message: error.message }]) : {}
      if (Object.keys(onField).length === 0) return setAlert(error.message)
      showErrors(form, onField)
    },
  })

  const schemas = useSaveSchemas(save.isPending)
  const submit = async (form: HTMLFormElement) => {
    if (schemas.busy()) return
    setAlert(null)
    setDone(null)
    const { StoreSettingsChange } = await schemas.load()
    const checked = StoreSettingsChange.safeParse(settingsChangeOf(values))
    if (!checked.success) {
      showErrors(form, settingsErrorsOf(checked.error.issues))
      return
    }
    setErrors({})
    save.mutate({ change: checked.data, form })
  }

  return (
    <SettingsForm
      values={values}
      onChange={(next) => {
        // Changing a setting answers its own message, and the last save's word.
        setErrors((current) =>
          Object.fromEntries(
            Object.entries(current).filter(([key]) => {
              // A zone's field (`deliveryZones.2.fee`) goes with its setting's change.
              const name = key.split('.')[0] as keyof SettingsFormValues
              return JSON.stringify(next[name]) === JSON.stringify(values[name])
            }),
          ),
        )
        setDone(null)
        setValues(next)
      }}
      errors={errors}
      onSubmit={(form) => void submit(form)}
      saving={save.isPending}
      status={done}
      alert={alert ? <FormAlert>{alert}</FormAlert> : null}
    />
  )
}
