import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { Button } from './Button.tsx'

/** A save's confirmation ("Stock saved."), announced beside its button once the save is done. */
export function SaveStatus({
  status,
  saving,
}: {
  status?: string | null | undefined
  saving: boolean
}) {
  return status && !saving ? (
    <p role="status" className="text-sm font-medium text-success">
      {status}
    </p>
  ) : null
}

/** What every store-team form that saves takes: its submit, its wait, and what came of it. */
export interface SavingFormProps {
  /** Save pressed: the form element, so the page can focus the first invalid field. */
  onSubmit: (form: HTMLFormElement) => void
  /**
   * The save is on its way: the button waits.
   * @defaultValue false
   */
  saving?: boolean
  /** A confirmation after a save ("Saved."). */
  status?: string | null | undefined
  /** What went wrong with the whole save (the server could not be reached, say). */
  alert?: ReactNode
  className?: string
}

export interface SaveActionsProps {
  /** The save is on its way: the button says so and waits. */
  saving: boolean
  label: string
  savingLabel: string
  status?: string | null | undefined
  className?: string
}

/**
 * A form's submit button and its confirmation. Waiting says so without `disabled`, which would
 * take the focus off the button: after the save the team carries on from where they were, and
 * hear the confirmation there. The form ignores a submit while `saving`.
 */
export function SaveActions({ saving, label, savingLabel, status, className }: SaveActionsProps) {
  return (
    <div className={cn('flex flex-wrap items-center gap-4', className)}>
      <Button
        type="submit"
        aria-disabled={saving || undefined}
        aria-busy={saving || undefined}
        className={saving ? 'cursor-not-allowed opacity-50' : undefined}
      >
        {saving ? savingLabel : label}
      </Button>
      <SaveStatus status={status} saving={saving} />
    </div>
  )
}
