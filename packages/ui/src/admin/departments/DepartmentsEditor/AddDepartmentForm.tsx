import { type DepartmentCreateRequest, slugFromLabel } from '@adire/contract'
import { useId, useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { Button } from '../../../primitives/Button/Button.tsx'
import { FormAlert } from '../../../primitives/FormAlert/FormAlert.tsx'
import { TextField } from '../../../primitives/TextField/TextField.tsx'
import { DEPARTMENT_ADMIN_TEXTS as T } from '../texts.ts'
import { checkDepartment, focusFirstRefusal } from './checks.ts'
import type { DepartmentOutcome, DepartmentRefusal } from './types.ts'

export interface AddDepartmentFormProps {
  /** Resolves with the refusal, or nothing once added. */
  onAdd: (request: DepartmentCreateRequest) => DepartmentOutcome
  /** Added: the name, for the editor to say so. */
  onAdded: (label: string) => void
  className?: string
}

/**
 * A new department: its name, and a link name that may be left empty; the hint shows the one
 * the server will make from the name (`slugFromLabel`), which stays its id for good.
 */
export function AddDepartmentForm({ onAdd, onAdded, className }: AddDepartmentFormProps) {
  const headingId = useId()
  const [label, setLabel] = useState('')
  const [slug, setSlug] = useState('')
  const [errors, setErrors] = useState<DepartmentRefusal>({})
  const [adding, setAdding] = useState(false)
  const suggested = slugFromLabel(label)

  const submit = async (form: HTMLFormElement) => {
    if (adding) return
    const refused = checkDepartment({ label, slug }, { slugRequired: false })
    if (refused) {
      setErrors(refused)
      return focusFirstRefusal(form, refused)
    }
    setErrors({})
    setAdding(true)
    const request: DepartmentCreateRequest = {
      label: label.trim(),
      ...(slug.trim() ? { slug: slug.trim() } : {}),
    }
    const outcome = await onAdd(request)
    setAdding(false)
    if (outcome) {
      setErrors(outcome)
      return focusFirstRefusal(form, outcome)
    }
    setLabel('')
    setSlug('')
    onAdded(request.label)
    form.querySelector<HTMLElement>('[data-field="label"]')?.focus()
  }

  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-4', className)}>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {T.addSection}
      </h2>
      <form
        noValidate
        aria-labelledby={headingId}
        aria-busy={adding || undefined}
        onSubmit={(event) => {
          event.preventDefault()
          void submit(event.currentTarget)
        }}
        className="flex flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={T.newName}
            name="label"
            data-field="label"
            value={label}
            autoComplete="off"
            hint={T.newNameHint}
            error={errors.label}
            onChange={(event) => {
              setLabel(event.target.value)
              setErrors(({ label: _, ...others }) => others)
            }}
          />
          <TextField
            label={T.newLinkName}
            name="slug"
            data-field="slug"
            value={slug}
            placeholder={suggested || undefined}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            hint={T.newLinkNameHint(slug.trim() || suggested, slug.trim() !== '')}
            error={errors.slug}
            onChange={(event) => {
              setSlug(event.target.value)
              setErrors(({ slug: _, ...others }) => others)
            }}
          />
        </div>
        {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
        <div>
          <Button type="submit" disabled={adding} aria-busy={adding || undefined}>
            {adding ? T.adding : T.add}
          </Button>
        </div>
      </form>
    </section>
  )
}
