import type { AdminDepartment, DepartmentUpdateRequest } from '@adire/contract'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../../primitives/Button/Button.tsx'
import { FormAlert } from '../../../primitives/FormAlert/FormAlert.tsx'
import { TextField } from '../../../primitives/TextField/TextField.tsx'
import { DEPARTMENT_ADMIN_TEXTS as T } from '../texts.ts'
import { checkDepartment, focusFirstRefusal } from './checks.ts'
import type { DepartmentOutcome, DepartmentRefusal } from './types.ts'

export interface RenameDepartmentFormProps {
  department: AdminDepartment
  /** Sends only what changed; resolves with the refusal, or nothing once saved. */
  onSave: (change: DepartmentUpdateRequest) => DepartmentOutcome
  /** Saved (with the name it has now), or nothing to save. */
  onDone: (saved: boolean, label: string) => void
  onCancel: () => void
}

/**
 * A department renamed in its row: its name and its link name. Changing the link name says,
 * before saving, that the old link keeps working (the server keeps it among the aliases).
 */
export function RenameDepartmentForm({
  department,
  onSave,
  onDone,
  onCancel,
}: RenameDepartmentFormProps) {
  const [label, setLabel] = useState(department.label)
  const [slug, setSlug] = useState(department.slug)
  const [errors, setErrors] = useState<DepartmentRefusal>({})
  const [saving, setSaving] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  // Opened on purpose by the team: the name is where they type first.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('[data-field="label"]')?.focus()
  }, [])
  const slugChanged = slug.trim() !== '' && slug.trim() !== department.slug

  const submit = async (form: HTMLFormElement) => {
    if (saving) return
    const change: DepartmentUpdateRequest = {
      ...(label.trim() !== department.label ? { label: label.trim() } : {}),
      ...(slug.trim() !== department.slug ? { slug: slug.trim() } : {}),
    }
    if (change.label === undefined && change.slug === undefined)
      return onDone(false, department.label)
    const refused = checkDepartment({ label, slug }, { slugRequired: true })
    if (refused) {
      setErrors(refused)
      return focusFirstRefusal(form, refused)
    }
    setErrors({})
    setSaving(true)
    const outcome = await onSave(change)
    setSaving(false)
    if (!outcome) return onDone(true, change.label ?? department.label)
    setErrors(outcome)
    focusFirstRefusal(form, outcome)
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={T.renameForm(department.label)}
      aria-busy={saving || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        void submit(event.currentTarget)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          onCancel()
        }
      }}
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={T.name}
          name="label"
          data-field="label"
          value={label}
          autoComplete="off"
          hint={T.nameHint}
          error={errors.label}
          onChange={(event) => {
            setLabel(event.target.value)
            setErrors(({ label: _, ...others }) => others)
          }}
        />
        <TextField
          label={T.linkName}
          name="slug"
          data-field="slug"
          value={slug}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          hint={T.linkNameHint(slug.trim() || department.slug)}
          error={errors.slug}
          onChange={(event) => {
            setSlug(event.target.value)
            setErrors(({ slug: _, ...others }) => others)
          }}
        />
      </div>
      {/* Said as the link name changes, before it is saved. */}
      <p aria-live="polite" className="text-sm text-muted">
        {slugChanged ? T.keepsOldLink(department.slug) : null}
      </p>
      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={saving} aria-busy={saving || undefined}>
          {saving ? T.savingRename : T.saveRename}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
      </div>
    </form>
  )
}
